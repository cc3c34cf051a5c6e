import { useQuery } from '@tanstack/react-query';
import type { AccountUser } from 'schemas/accounts';
import { useAccess } from 'src/access';
import { useMemberDataProvider } from 'src/providers/dataProvider';

/** The active account's users who have a login: whom an enquiry can be assigned to (an invitee cannot take one yet). */
export function useColleagues(): AccountUser[] {
  const dataProvider = useMemberDataProvider();
  const accountId = useAccess().activeAccount?.id;
  const { data = [] } = useQuery({
    queryKey: ['account-users', accountId],
    queryFn: () => dataProvider.accountUsers(accountId ?? 0),
    enabled: accountId !== undefined,
    staleTime: 60_000,
  });
  return data.filter((user) => !user.unregistered);
}
