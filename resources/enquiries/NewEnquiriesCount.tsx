import type { ReactNode } from 'react';
import { Badge, Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';
import type { NavOrientation } from 'src/layout/navItemSx';
import { useNewEnquiries } from './useNewEnquiries';

/**
 * Beside 'Henvendelser' in the navigation: how many new enquiries wait, when any do. In the row under the app
 * bar it lies over the item's corner, so that the count, which comes after the page's content, moves none of
 * the sections after it; in the menu, opened later, beside the label.
 */
export const NewEnquiriesCount = ({ orientation }: { orientation: NavOrientation }) => {
  const translate = useTranslate();
  const count = useNewEnquiries();
  if (!count) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <Box
        component="span"
        aria-hidden
        data-testid="new-enquiries"
        sx={{
          ...(orientation === 'row' ? { position: 'absolute', top: 2, right: 0, transform: 'translateX(40%)' } : { ml: 0.75 }),
          minWidth: 20,
          height: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {shown}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${translate('app.nav.new_enquiries', { smart_count: count })})`}
      </Box>
    </>
  );
};

/** On a phone, where the navigation is behind the menu button: a dot on it while new enquiries wait. */
export const NewEnquiriesDot = ({ children }: { children: ReactNode }) => {
  const count = useNewEnquiries();
  return (
    <Badge color="error" variant="dot" invisible={!count} data-testid={count ? 'new-enquiries-dot' : undefined}>
      {children}
    </Badge>
  );
};
