import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import InboxIcon from '@mui/icons-material/Inbox';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { danishDateTimeOf } from 'schemas/dates';
import { useAccess } from 'src/access';
import { EnquiryKindText, EnquiryStatusChip } from './EnquiryChips';
import { enquiryPath, INBOX_PATH, inboxOfListingPath } from './paths';
import type { Enquiry } from './types';

/** How many of the latest enquiries the section lists; the rest are a click away in the inbox. */
const LATEST = 5;

const Section = ({ listingId }: { listingId: number }) => {
  const translate = useTranslate();
  const { data, total, isPending, isError } = useGetList<Enquiry>('enquiries', {
    filter: { listingId },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: LATEST },
  });
  const fresh = useGetList<Enquiry>('enquiries', {
    filter: { listingId, status: 'new' },
    sort: { field: 'createdAt', order: 'DESC' },
    pagination: { page: 1, perPage: 1 },
  }).total;
  const title = translate('app.enquiries.listing.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
          <InboxIcon color="primary" fontSize="large" />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" component="h2">
              {title}
            </Typography>
            {/* While it loads, the count's and a line's height are kept: what a listing without enquiries shows. */}
            {isPending && (
              <>
                <Typography variant="h6" component="p">
                  <Skeleton width={160} />
                </Typography>
                <Typography>
                  <Skeleton width={240} />
                </Typography>
              </>
            )}
            {isError && <Typography color="text.secondary">{translate('app.enquiries.listing.failed')}</Typography>}
            {data && total !== undefined && (
              <>
                <Typography variant="h6" component="p">
                  {translate('app.enquiries.listing.count', { smart_count: total })}
                  {fresh ? ` · ${translate('app.enquiries.listing.new', { smart_count: fresh })}` : ''}
                </Typography>
                {data.length === 0 ? (
                  <Typography color="text.secondary">{translate('app.enquiries.listing.none')}</Typography>
                ) : (
                  <Box
                    component="ul"
                    aria-label={translate('app.enquiries.listing.latest')}
                    sx={{ listStyle: 'none', p: 0, my: 1, display: 'grid', gap: 0.75 }}
                  >
                    {data.map((enquiry) => (
                      <Box component="li" key={enquiry.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Link to={enquiryPath(enquiry.id)}>{enquiry.name ?? translate('app.enquiries.erased')}</Link>
                        <Typography component="span" variant="body2" color="text.secondary">
                          {danishDateTimeOf(enquiry.createdAt)} · <EnquiryKindText kind={enquiry.kind} />
                        </Typography>
                        <EnquiryStatusChip status={enquiry.status} />
                      </Box>
                    ))}
                  </Box>
                )}
                {total > 0 && (
                  <Button component={Link} to={inboxOfListingPath(listingId)} size="small" sx={{ ml: -1 }}>
                    {translate('app.enquiries.listing.all')}
                  </Button>
                )}
              </>
            )}
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * For a listing's show page and statistics: how many enquiries it has had, the latest, and the way to all of them
 * in the inbox; nothing for someone the inbox is not open to.
 */
export const ListingEnquiries = ({ listingId }: { listingId: number }) => {
  const { check } = useAccess();
  return check(INBOX_PATH).kind === 'allow' ? <Section listingId={listingId} /> : null;
};
