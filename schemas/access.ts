import { ROLE_IDS, ROLES, type Role } from './enums';

/**
 * The SPA tells the server which account it acts in, and staff which roles they act with, on every
 * call to the main API. Header names are case-insensitive; Node hands them over in lower case.
 */
export const ACCOUNT_ID_HEADER = 'X-Account-Id';
export const ACT_AS_ROLES_HEADER = 'X-Act-As-Roles';

/** Roles that may look (SPEC 6: read-only users view listings, copy, the account and its users). */
export const READ_ROLES: readonly Role[] = [ROLES.Admin, ROLES.Member, ROLES.ReadOnly];
/** Roles that may create, update and close. */
export const WRITE_ROLES: readonly Role[] = [ROLES.Admin, ROLES.Member];
/** The account's administrators: its settings, its users and its invitations. */
export const ADMIN_ROLES: readonly Role[] = [ROLES.Admin];

/** '1,3' → [1, 3]; undefined when the text is not a non-empty list of known roles. */
export function parseRoleList(text: string): Role[] | undefined {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) return undefined;
  const roles = parts.map(Number);
  if (!roles.every((r): r is Role => (ROLE_IDS as number[]).includes(r))) return undefined;
  return [...new Set(roles)].sort();
}

export function formatRoleList(roles: readonly Role[]): string {
  return [...roles].sort().join(',');
}
