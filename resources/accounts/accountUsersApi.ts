import type { AccountUser, AccountUserAdd } from 'schemas/accounts';
import type { Role } from 'schemas/enums';
import type { UserMatch } from 'schemas/users';
import { currentApiBase } from 'src/providers/apiBase';
import { httpClient } from 'src/providers/httpClient';

/** The account-user calls of SPEC 7 (and the lookup by e-mail and the role edit that go with them). */
const accountUrl = (accountId: number) => `${currentApiBase().api}/accounts/${accountId}/users`;

const usersOf = (json: unknown): AccountUser[] =>
  typeof json === 'object' && json !== null && 'users' in json && Array.isArray(json.users) ? (json.users as AccountUser[]) : [];

export async function fetchAccountUsers(accountId: number): Promise<AccountUser[]> {
  return usersOf((await httpClient(accountUrl(accountId))).json);
}

export async function addAccountUser(accountId: number, body: AccountUserAdd): Promise<AccountUser[]> {
  return usersOf((await httpClient(accountUrl(accountId), { method: 'POST', body })).json);
}

export async function setAccountUserRoles(accountId: number, userId: number, roles: Role[]): Promise<AccountUser[]> {
  return usersOf((await httpClient(`${accountUrl(accountId)}/${userId}`, { method: 'PUT', body: { roles } })).json);
}

export async function removeAccountUser(accountId: number, userId: number): Promise<AccountUser[]> {
  return usersOf((await httpClient(`${accountUrl(accountId)}/${userId}`, { method: 'DELETE' })).json);
}

/** Every user with the e-mail (there may be several: SPEC 5 asks to pick the right one). */
export async function findUsersByEmail(accountId: number, email: string): Promise<UserMatch[]> {
  const query = new URLSearchParams({ email, accountId: String(accountId) });
  const { json } = await httpClient(`${currentApiBase().api}/users?${query}`);
  return typeof json === 'object' && json !== null && 'users' in json && Array.isArray(json.users) ? (json.users as UserMatch[]) : [];
}
