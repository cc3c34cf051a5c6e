import { Button, type ButtonProps } from '@mui/material';
import CookieIcon from '@mui/icons-material/Cookie';
import { useTranslate } from 'react-admin';
import { openConsentPreferences } from './consent';

/** The profile's cookie-settings button (SPEC 2): opens the consent preferences again. */
export const CookieSettingsButton = (props: Omit<ButtonProps, 'onClick'>) => {
  const translate = useTranslate();
  return (
    <Button variant="outlined" startIcon={<CookieIcon />} {...props} onClick={() => void openConsentPreferences()}>
      {translate('app.consent.preferences_title')}
    </Button>
  );
};
