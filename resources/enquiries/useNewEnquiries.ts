import { useQuery } from '@tanstack/react-query';
import { useAccess } from 'src/access';
import { useMemberDataProvider } from 'src/providers/dataProvider';
import { isObject } from 'schemas/isObject';
import { useFirstContentShown } from 'src/lib/afterFirstContent';

/** How often the navigation asks again while the page stays open: new enquiries come in without a reload. */
const REFRESH_MS = 60_000;

/**
 * The active account's count of new enquiries (GET /api/v2/enquiries/summary). Under the 'enquiries' key, so that
 * whatever changes an enquiry (react-admin's writes, the inbox's actions, 'Opdater') counts them again.
 */
export function useNewEnquiries(): number | undefined {
  const dataProvider = useMemberDataProvider();
  const accountId = useAccess().activeAccount?.id;
  // A count beside the navigation can wait for the page's own content.
  const contentShown = useFirstContentShown();
  const { data } = useQuery({
    queryKey: ['enquiries', 'summary', accountId],
    queryFn: async ({ signal }) => {
      const answer = await dataProvider.enquirySummary(signal);
      return isObject(answer) && typeof answer.new === 'number' ? answer.new : 0;
    },
    enabled: accountId !== undefined && contentShown,
    refetchInterval: REFRESH_MS,
    staleTime: REFRESH_MS / 2,
  });
  return data;
}
