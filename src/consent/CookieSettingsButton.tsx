import { Button, type ButtonProps } from '@mui/material';
import CookieIcon from '@mui/icons-material/Cookie';
import { useTranslate } from 'react-admin';

/** Opens the preferences; the dialog's code is one lazy chunk, loaded on every page by src/main.tsx. */
const openPreferences = () => import('./consent').then((consent) => consent.openConsentPreferences());

/** The profile's cookie-settings button (SPEC 2): opens the consent preferences again. */
export const CookieSettingsButton = (props: Omit<ButtonProps, 'onClick'>) => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" startIcon={<CookieIcon />} {...props} onClick={() => void openPreferences()}>
      {translate('app.consent.preferences_title')}
    </Button>
  );
};
