import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from 'schemas/apiKeys';
import { useMemberDataProvider } from 'src/providers/dataProvider';

const apiKeysKey = (accountId: number) => ['api-keys', accountId] as const;

/** The account's API keys, revoked ones too: read once for the keys' section and the log's key filter alike. */
export function useApiKeys(accountId: number) {
  const dataProvider = useMemberDataProvider();
  return useQuery({ queryKey: apiKeysKey(accountId), queryFn: () => dataProvider.apiKeys(accountId) });
}

/** Changes the account's keys as read, after the server has made or revoked one. */
export function useSetApiKeys(accountId: number): (change: (keys: ApiKey[]) => ApiKey[]) => void {
  const queryClient = useQueryClient();
  return (change) => queryClient.setQueryData<ApiKey[]>(apiKeysKey(accountId), (keys) => change(keys ?? []));
}
