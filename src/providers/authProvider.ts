import type { AuthProvider, UserIdentity } from 'ra-core';
import type { AccountAssociation } from 'schemas/accounts';
import type { InvitationAccept } from 'schemas/invitations';
import type { User } from 'schemas/users';
import { currentApiBase, type ApiBase } from './apiBase';
import { clearToken, forgetSession, readToken, writeToken } from './authCookie';
import { forgetFirstCalls } from './firstCalls';
import { httpClient, parseJson } from './httpClient';
import { expiresWithin, isExpired, isStaff, tokenPermissions, tryParseToken } from './token';
import { isObject } from 'schemas/isObject';
import { PATHS } from '../access/paths';

/** SPEC 8: auth failures carry the server's message, or this when the server gave none. */
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

/** A token this close to its expiry is swapped for a fresh one. */
export const RENEW_WITHIN_MS = 2 * 24 * 60 * 60 * 1000;

export interface MemberPermissions {
  /** Internal staff: the token's 'admin' permission (SPEC 6). */
  isStaff: boolean;
  /** The token's permissions, e.g. ['user', 'admin']. */
  permissions: string[];
  /** The user's accounts with their roles and permissions, sorted by name. */
  accounts: AccountAssociation[];
  /** Set when the accounts could not be loaded, so that the UI can say so. */
  accountsError?: string;
}

/** A failed login or renewal; `code` is the server's error code, if it sent one. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** A rejected checkAuth as react-admin reads it: `message: false` goes to the login page without a toast. */
export interface AuthCheckRejection {
  message: string | false;
}

const checkAuthRejection = (message: string | false): AuthCheckRejection => ({ message });

/** A 403 as react-admin reads a rejected checkError: stay logged in and go to the no-access page. */
class NoAccess extends Error {
  readonly logoutUser = false;
  readonly redirectTo = '/noaccess';
  constructor() {
    super('ra.notification.not_authorized');
  }
}

export interface AuthProviderOptions {
  base?: () => ApiBase;
  now?: () => number;
}

/**
 * What logs a user in: their password; a mailed reset link with the new password; an invitation accepted as a
 * new user, who has just chosen a password.
 */
export type LoginParams = { username: string; password: string } | { resetToken: string; password: string } | { invitation: InvitationAccept };

/**
 * What a login by a link answers: the server's message for a toast, and, when it did not log the user in (an
 * address not verified, a profile made meanwhile), the login page to go on to (react-admin's `redirectTo`).
 */
export interface LinkLogin {
  message: string;
  redirectTo?: string;
}

export interface MemberAuthProvider extends AuthProvider {
  login: (params: LoginParams) => Promise<LinkLogin | undefined>;
  getIdentity: () => Promise<UserIdentity>;
  getPermissions: () => Promise<MemberPermissions>;
  /** Forgets the cached accounts, after the user's memberships changed (an account created, left). */
  forgetAccounts: () => void;
  /** Ends every session of the user on the server, then here; throws (still logged in) when the server did not. */
  logoutEverywhere: () => Promise<void>;
  /**
   * Asks the auth service to mail a reset link. It answers the same whether or not the address exists,
   * so that nobody can probe for accounts; so does the login page.
   */
  requestPasswordReset: (email: string) => Promise<void>;
  /**
   * The invitee's calls (no login yet, so no token is sent): what the link invites to, and accepting it as a
   * user who has a profile already (a new user accepts through `login`).
   */
  lookUpInvitation: (token: string) => Promise<unknown>;
  acceptInvitation: (body: InvitationAccept) => Promise<unknown>;
}

export function createAuthProvider({ base = currentApiBase, now = Date.now }: AuthProviderOptions = {}): MemberAuthProvider {
  const associations = createAssociationsCache(() => base().property);
  let renewal: Promise<void> | null = null;
  /** An expiry renewal did not move: the end of the session (120 days from its login), asked no more. */
  let sessionEnd: number | undefined;

  async function renew(token: string, exp: number | undefined): Promise<void> {
    try {
      const renewed = await postForToken(`${base().auth}/renew-token`, { token });
      writeToken(renewed);
      if (tryParseToken(renewed)?.exp === exp) sessionEnd = exp;
    } catch (error) {
      // A refused token is dead; any other failure leaves the still-valid token in place.
      if (error instanceof AuthError && error.status === 401) {
        clearToken();
        throw error;
      }
    }
  }

  return {
    async login(params: LoginParams) {
      if ('username' in params) {
        const token = await postForToken(`${base().auth}/login`, { username: params.username, password: params.password });
        associations.clear();
        writeToken(token);
        return undefined;
      }
      const [url, body] =
        'resetToken' in params
          ? [`${base().auth}/reset-password`, { token: params.resetToken, password: params.password }]
          : [`${base().auth}/invitation/accept`, params.invitation];
      // Refusals come as the API's errors, with the fields they name, for the page's form.
      const { json } = await httpClient(url, { method: 'POST', body, token: null });
      const message = isObject(json) && typeof json.message === 'string' ? json.message : '';
      const token = isObject(json) && typeof json.token === 'string' ? json.token : undefined;
      if (!token || !tryParseToken(token)) return { message, redirectTo: PATHS.login };
      associations.clear();
      writeToken(token);
      return { message };
    },

    logout(): Promise<void> {
      const token = readToken();
      // A live session the user ends here is no news to them; one that ended by itself is (the login page says so).
      const claims = tryParseToken(token);
      if (claims && !isExpired(claims, now())) forgetSession();
      if (claims) forgetFirstCalls(claims.user);
      clearToken();
      associations.clear();
      // The session ends on the server too, so the token is no use to anyone who copied it. Best effort: a
      // failed call still logs out here, and the page need not wait for it.
      if (token) endSession(`${base().auth}/logout`, token);
      return Promise.resolve();
    },

    async logoutEverywhere() {
      await httpClient(`${base().api}/users/me/sessions`, { method: 'DELETE' });
      forgetSession();
      clearToken();
      associations.clear();
    },

    async requestPasswordReset(email: string) {
      await httpClient(`${base().auth}/reset-password`, { method: 'POST', body: { email }, token: null });
    },

    async lookUpInvitation(token: string) {
      return (await httpClient(`${base().auth}/invitation`, { method: 'POST', body: { token }, token: null })).json;
    },

    async acceptInvitation(body: InvitationAccept) {
      return (await httpClient(`${base().auth}/invitation/accept`, { method: 'POST', body, token: null })).json;
    },

    async checkAuth() {
      const token = readToken();
      // No cookie is the ordinary logged-out state: go to the login page without a toast.
      if (!token) throw checkAuthRejection(false);
      const claims = tryParseToken(token);
      if (!claims || isExpired(claims, now())) {
        clearToken();
        throw checkAuthRejection('ra.auth.auth_check_error');
      }
      if (expiresWithin(claims, now(), RENEW_WITHIN_MS) && claims.exp !== sessionEnd) {
        // Several checks may run at once on a navigation; one renewal serves them all.
        renewal ??= renew(token, claims.exp).finally(() => {
          renewal = null;
        });
        await renewal;
      }
    },

    checkError(error: unknown) {
      const status = isObject(error) ? error.status : undefined;
      if (status === 401) {
        clearToken();
        return Promise.reject(new Error('ra.notification.logged_out'));
      }
      if (status === 403) return Promise.reject(new NoAccess());
      return Promise.resolve();
    },

    async getIdentity() {
      if (!readToken()) throw new AuthError(UNKNOWN_ERROR, 401);
      const { json } = await httpClient(`${base().api}/users/me`);
      const user = (json as { user: User & { isStaff?: boolean } }).user;
      return {
        id: user.id,
        fullName: user.name ?? user.email,
        name: user.name,
        email: user.email,
        authId: user.authId,
        isStaff: user.isStaff === true,
      };
    },

    forgetAccounts() {
      associations.clear();
    },

    async getPermissions() {
      const token = readToken();
      const claims = tryParseToken(token);
      if (!token || !claims) return { isStaff: false, permissions: [], accounts: [] };
      const common = { isStaff: isStaff(claims), permissions: tokenPermissions(claims) };
      try {
        return { ...common, accounts: await associations.get(token) };
      } catch (error) {
        if (isObject(error) && error.status === 401) {
          // The session ended on the server (a logout elsewhere, a password reset): logged out here too, and
          // the guard sends the user to the login page.
          clearToken();
          associations.clear();
          return { isStaff: false, permissions: [], accounts: [] };
        }
        return { ...common, accounts: [], accountsError: error instanceof Error ? error.message : UNKNOWN_ERROR };
      }
    },
  };
}

/** POSTs JSON to the auth service, which answers a token as text, or `{ code, message }`. */
async function postForToken(url: string, body: object): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/plain, application/json', 'Accept-Language': 'da' },
      body: JSON.stringify(body),
    });
    text = await response.text();
  } catch {
    throw new AuthError(UNKNOWN_ERROR);
  }
  const json = parseJson(text);
  if (!response.ok) {
    const message = isObject(json) && typeof json.message === 'string' && json.message ? json.message : UNKNOWN_ERROR;
    const code = isObject(json) && typeof json.code === 'string' ? json.code : undefined;
    throw new AuthError(message, response.status, code);
  }
  // Tolerate a token sent as a JSON string as well as plain text.
  const token = typeof json === 'string' ? json : text.trim();
  if (!tryParseToken(token)) throw new AuthError(UNKNOWN_ERROR, response.status);
  return token;
}

/** POST /auth/logout {token}; kept alive past a page unload, and never failing the caller. */
function endSession(url: string, token: string): void {
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ token }),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The associations change rarely and react-admin asks for permissions on every navigation,
 * so they are fetched once per token. A failure is not kept, so the next navigation retries.
 */
function createAssociationsCache(propertyBase: () => string) {
  let cached: { token: string; accounts: Promise<AccountAssociation[]> } | null = null;

  async function load(token: string): Promise<AccountAssociation[]> {
    const { json } = await httpClient(`${propertyBase()}/accounts/associations`, { token });
    const accounts = isObject(json) && Array.isArray(json.accounts) ? (json.accounts as AccountAssociation[]) : [];
    return [...accounts].sort((a, b) => a.name.localeCompare(b.name, 'da'));
  }

  return {
    get(token: string): Promise<AccountAssociation[]> {
      if (cached?.token !== token) {
        const entry = { token, accounts: load(token) };
        entry.accounts.catch(() => {
          if (cached === entry) cached = null;
        });
        cached = entry;
      }
      return cached.accounts;
    },
    clear() {
      cached = null;
    },
  };
}

export const authProvider = createAuthProvider();
