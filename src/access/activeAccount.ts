import { ACCOUNT_ID_HEADER, ACT_AS_ROLES_HEADER, formatRoleList, parseRoleList } from 'schemas/access';
import type { Role } from 'schemas/enums';
import { isStaff, tryParseToken } from '../providers/token';
import type { ActiveAccount, GuardAccount } from './guard';

/**
 * What the user chose: the account and, for staff, the roles they act with. Staff keep their roles
 * while acting as no account (accountId null), so that the next account is acted as with the same.
 */
export interface AccountSelection {
  accountId: number | null;
  roles?: Role[];
}

/** SPEC 4 and 9: the active account is kept per user in browser storage. */
export const activeAccountKey = (userId: number) => `memberArea.activeAccount.${userId}`;

export function readSelection(userId: number): AccountSelection | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(activeAccountKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { accountId, roles } = value as { accountId?: unknown; roles?: unknown };
    const parsedRoles = Array.isArray(roles) ? parseRoleList(roles.join(',')) : undefined;
    if (accountId === null && parsedRoles) return { accountId, roles: parsedRoles };
    if (typeof accountId !== 'number' || !Number.isInteger(accountId) || accountId <= 0) return null;
    return parsedRoles ? { accountId, roles: parsedRoles } : { accountId };
  } catch {
    return null;
  }
}

export function writeSelection(userId: number, selection: AccountSelection): void {
  try {
    localStorage.setItem(activeAccountKey(userId), JSON.stringify(selection));
  } catch {
    // Storage may be full or switched off; the choice then lasts for this page only.
  }
}

export function clearSelection(userId: number): void {
  try {
    localStorage.removeItem(activeAccountKey(userId));
  } catch {
    // as above
  }
}

/**
 * The active account: the stored choice when it is still one of the user's accounts (for staff, only
 * with the roles they chose); otherwise, for a user with exactly one account, that account.
 */
export function resolveActiveAccount<A extends GuardAccount>(
  selection: AccountSelection | null,
  accounts: readonly A[],
  staff: boolean,
): (A & ActiveAccount) | null {
  const chosen = selection ? accounts.find((a) => a.id === selection.accountId) : undefined;
  if (chosen) {
    if (!staff) return { ...chosen, roles: chosen.userRoles as Role[] };
    return selection?.roles?.length ? { ...chosen, roles: selection.roles } : null;
  }
  const only = accounts.length === 1 ? accounts[0] : undefined;
  if (!staff && only) return { ...only, roles: only.userRoles as Role[] };
  return null;
}

/**
 * The headers that tell the server which account the SPA acts in (and, for staff, with which roles),
 * for the user of this token; the httpClient adds them to every call.
 */
export function actingHeaders(token: string | null): Record<string, string> {
  const claims = tryParseToken(token);
  if (!claims) return {};
  const selection = readSelection(claims.user);
  if (!selection || selection.accountId === null) return {};
  const headers: Record<string, string> = { [ACCOUNT_ID_HEADER]: String(selection.accountId) };
  if (isStaff(claims) && selection.roles?.length) headers[ACT_AS_ROLES_HEADER] = formatRoleList(selection.roles);
  return headers;
}
