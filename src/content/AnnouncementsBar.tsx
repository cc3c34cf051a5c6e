import { useId, useState } from 'react';
import { Alert, Box, Button, Container, IconButton, Typography, type AlertColor } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { SiteAnnouncementSchema } from 'schemas/meta';
import { isObject } from 'schemas/isObject';
import { useMemberDataProvider } from '../providers/dataProvider';
import { readToken } from '../providers/authCookie';
import { useCompactLayout } from '../layout/useCompactLayout';
import { closeAnnouncement, readClosedAnnouncements, restoreAnnouncements } from './closedAnnouncements';
import { plainText, SafeHtml } from './sanitize';

type SiteAnnouncement = z.infer<typeof SiteAnnouncementSchema>;

/**
 * The announcements of the server's answer (SiteAnnouncementSchema), each whole or left out. Read without zod: the
 * layout waits for them, and the first page would otherwise load and run zod before its content.
 */
function announcementsOf(answer: unknown): SiteAnnouncement[] {
  const list: unknown[] = isObject(answer) && Array.isArray(answer.siteAnnouncements) ? answer.siteAnnouncements : [];
  return list.filter(
    (item): item is SiteAnnouncement =>
      isObject(item) && Number.isInteger(item.id) && typeof item.zone === 'string' && typeof item.type === 'string' && typeof item.content === 'string',
  );
}

/**
 * SPEC 7: GET /site-announcements?zone=Member; nothing when it fails. Only when signed in: the call
 * needs the token, and a visitor who is not signed in is on the way to the login page.
 */
export function useMemberAnnouncements() {
  const dataProvider = useMemberDataProvider();
  return useQuery({
    enabled: readToken() !== null,
    queryKey: ['site-announcements', 'Member'],
    queryFn: async ({ signal }) => announcementsOf(await dataProvider.siteAnnouncements(signal)),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

const SEVERITIES: readonly AlertColor[] = ['info', 'warning', 'error', 'success'];
const severityOf = (type: string): AlertColor => SEVERITIES.find((s) => s === type) ?? 'info';
const SEVERITY_ICONS = { info: InfoOutlinedIcon, warning: ReportProblemOutlinedIcon, error: ErrorOutlinedIcon, success: CheckCircleOutlinedIcon };

/** The folded announcements on a small screen: the first one's text on one line, and a button to read them all. */
interface FoldedProps {
  first: { type: string; content: string };
  count: number;
  /** The id of the announcements the button opens. */
  controls: string;
  onExpand: () => void;
}

const FoldedAnnouncements = ({ first, count, controls, onExpand }: FoldedProps) => {
  const translate = useTranslate();
  const severity = severityOf(first.type);
  const Icon = SEVERITY_ICONS[severity];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, borderLeft: 4, borderColor: `${severity}.main`, pl: 1 }}>
      <Icon fontSize="small" color={severity} />
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {plainText(first.content)}
      </Typography>
      <Button size="small" aria-expanded={false} aria-controls={controls} onClick={onExpand} sx={{ flexShrink: 0 }}>
        {translate('app.announcements.expand', { smart_count: count })}
      </Button>
    </Box>
  );
};

/**
 * SPEC 2: the site announcements of zone Member, on top of the app. Each can be closed; closed ones
 * are remembered (src/content/closedAnnouncements.ts), and 'Vis alle meddelelser' brings them back.
 * The content is HTML from the content service, shown sanitised. When loading fails, nothing shows.
 * On a small screen they fold into one line until the user opens them, so the page starts on the
 * first screen.
 */
export const AnnouncementsBar = () => {
  const translate = useTranslate();
  const { data } = useMemberAnnouncements();
  const [closed, setClosed] = useState<number[]>(readClosedAnnouncements);
  const compact = useCompactLayout();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (!data || data.length === 0) return null;
  const shown = data.filter((a) => !closed.includes(a.id));
  const someClosed = shown.length < data.length;
  const [first] = shown;
  if (compact && !expanded && first) {
    return (
      <Box component="section" aria-label={translate('app.announcements.label')} sx={{ bgcolor: 'background.default' }}>
        <Container maxWidth="xl" sx={{ py: 0.5 }}>
          <FoldedAnnouncements first={first} count={shown.length} controls={listId} onExpand={() => setExpanded(true)} />
        </Container>
      </Box>
    );
  }
  return (
    <Box component="section" aria-label={translate('app.announcements.label')} sx={{ bgcolor: 'background.default' }}>
      <Container id={listId} maxWidth="xl" sx={{ display: 'grid', gap: 1, py: shown.length > 0 ? 1 : 0.5 }}>
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
        {(someClosed || (compact && shown.length > 0)) && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
            {someClosed && (
              <Button
                size="small"
                onClick={() => {
                  restoreAnnouncements();
                  setClosed([]);
                }}
              >
                {translate('app.announcements.show_all')}
              </Button>
            )}
            {compact && shown.length > 0 && (
              <Button size="small" aria-expanded aria-controls={listId} onClick={() => setExpanded(false)}>
                {translate('app.announcements.collapse')}
              </Button>
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
};
