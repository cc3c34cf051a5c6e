import { useState } from 'react';
import { Alert, Box, Button, Container, IconButton, type AlertColor } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { SiteAnnouncementSchema } from 'schemas/meta';
import { currentApiBase } from '../providers/apiBase';
import { httpClient } from '../providers/httpClient';
import { readToken } from '../providers/authCookie';
import { closeAnnouncement, readClosedAnnouncements, restoreAnnouncements } from './closedAnnouncements';
import { SafeHtml } from './sanitize';

const Answer = z.object({ siteAnnouncements: z.array(SiteAnnouncementSchema) });

/**
 * SPEC 7: GET /site-announcements?zone=Member; nothing when it fails. Only when signed in: the call
 * needs the token, and a visitor who is not signed in is on the way to the login page.
 */
function useMemberAnnouncements() {
  const { data } = useQuery({
    enabled: readToken() !== null,
    queryKey: ['site-announcements', 'Member'],
    queryFn: async ({ signal }) =>
      Answer.parse((await httpClient(`${currentApiBase().api}/site-announcements?zone=Member`, { signal })).json).siteAnnouncements,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
  return data;
}

const SEVERITIES: readonly AlertColor[] = ['info', 'warning', 'error', 'success'];
const severityOf = (type: string): AlertColor => SEVERITIES.find((s) => s === type) ?? 'info';

/**
 * SPEC 2: the site announcements of zone Member, on top of the app. Each can be closed; closed ones
 * are remembered (src/content/closedAnnouncements.ts), and 'Vis alle meddelelser' brings them back.
 * The content is HTML from the content service, shown sanitised. When loading fails, nothing shows.
 */
export const AnnouncementsBar = () => {
  const translate = useTranslate();
  const data = useMemberAnnouncements();
  const [closed, setClosed] = useState<number[]>(readClosedAnnouncements);
  if (!data || data.length === 0) return null;
  const shown = data.filter((a) => !closed.includes(a.id));
  const someClosed = shown.length < data.length;
  return (
    <Box component="section" aria-label={translate('app.announcements.label')} sx={{ bgcolor: 'background.default' }}>
      <Container maxWidth="xl" sx={{ display: 'grid', gap: 1, py: shown.length > 0 ? 1 : 0.5 }}>
        {shown.map((announcement) => (
          <Alert
            key={announcement.id}
            role="note"
            severity={severityOf(announcement.type)}
            action={
              <IconButton
                aria-label={translate('app.announcements.close')}
                color="inherit"
                size="small"
                onClick={() => setClosed(closeAnnouncement(announcement.id))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            }
            sx={{ '& p': { m: 0 }, '& .MuiAlert-message': { width: '100%' } }}
          >
            <SafeHtml html={announcement.content} />
          </Alert>
        ))}
        {someClosed && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button
              size="small"
              onClick={() => {
                restoreAnnouncements();
                setClosed([]);
              }}
            >
              {translate('app.announcements.show_all')}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
};
