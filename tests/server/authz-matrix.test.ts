/**
 * The authorization matrix: every endpoint the server has × every persona × their own and a foreign account,
 * with the status each must answer. The rows are generated from the routes' access declarations
 * (`config.access`, enforced by server/plugins/access.ts): what a declaration lets through answers the row's
 * `ok`, and what it refuses answers 401, 403 or 404 as the plugin decides, from the personas' roles and the
 * accounts' permissions and types in the seeded database. A declared endpoint without a row here fails, as does
 * a row for an endpoint that declares nothing; the declarations themselves are pinned by `POLICY` below, so
 * a change of who may do what shows in this file.
 *
 * Adding a row: name the endpoint as the OpenAPI document does ('PUT /api/v2/accounts/{id}'), build its
 * request from the scope (the account, its sole administrator, a user outside it), and give the status of an
 * allowed call (`ok`), with `except` for subjects whose answer the data decides rather than access.
 *
 * Writes are built so that an allowed call changes nothing (a stale If-Match answers 412, adding a user
 * who is already there 409, removing one who is not there 404), so the rows do not depend on their order.
 * A row whose allowed calls must write (creating an account, deleting the profile) sets `keep`: what a call
 * may change is read before it and put back after it, so the calls and rows after it see the seeded data.
 */
import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type InjectOptions } from 'fastify';
import fp from 'fastify-plugin';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { findUserByEmail } from '../../server/repositories/users';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { registerAddress } from '../../server/db/seed/addresses';
import { accountInvitations, accountUsers, accounts as accountsTable, listings, passwordResetTokens, users, webhookEndpoints } from '../../server/db/schema';
import { asc, eq, gt, max } from 'drizzle-orm';
import { LISTING_TYPE_PERMISSION, PERMISSIONS, ROLE_IDS } from '../../schemas/enums';
import { READ_ROLES } from '../../schemas/access';
import { listingTypeName } from '../../schemas/listings';
import { accessPlugin, type Access } from '../../server/plugins/access';

type AccountKey = keyof typeof ACCOUNTS | 'vesterbro';
const ACCOUNT_NAMES: Record<AccountKey, string> = { ...ACCOUNTS, vesterbro: 'Vesterbro Erhverv A/S' };
/** An administrator of each account (a member of it, whom the matrix never actually removes). */
const ADMIN: Partial<Record<AccountKey, string>> = {
  broker: PERSONAS.brokerAdmin,
  light: PERSONAS.light,
  statistics: PERSONAS.statistics,
  municipality: PERSONAS.municipality,
  premium: PERSONAS.premium,
  vesterbro: 'niels.vester@vesterbro-erhverv.dk',
};

interface Subject {
  email: string | null;
  headers?: Record<string, string>;
  /** An API key of the `own` account made by its administrator, with this role (revoked: revoked before use). */
  apiKey?: { role: 2 | 3; revoked?: boolean };
  own: AccountKey | null;
  foreign: AccountKey;
}

/** The demo personas (README.md, 'Demo logins'), plus staff acting as a reader and a caller without a token. */
const SUBJECTS = {
  // No token: 'own' and 'foreign' are just two accounts to try.
  anonymous: { email: null, own: 'light', foreign: 'broker' },
  staff: { email: PERSONAS.staff, own: 'broker', foreign: 'vesterbro' },
  staffAsReader: { email: PERSONAS.staff, headers: { 'X-Act-As-Roles': '3' }, own: 'light', foreign: 'broker' },
  brokerAdmin: { email: PERSONAS.brokerAdmin, own: 'broker', foreign: 'light' },
  brokerMember: { email: PERSONAS.brokerMember, own: 'broker', foreign: 'light' },
  brokerReader: { email: PERSONAS.brokerReader, own: 'broker', foreign: 'light' },
  light: { email: PERSONAS.light, own: 'light', foreign: 'broker' },
  premium: { email: PERSONAS.premium, own: 'premium', foreign: 'broker' },
  statistics: { email: PERSONAS.statistics, own: 'statistics', foreign: 'broker' },
  municipality: { email: PERSONAS.municipality, own: 'municipality', foreign: 'broker' },
  // Member in the Broker account (Admin in Premium): what counts is the role in the account at hand.
  multi: { email: PERSONAS.multi, own: 'broker', foreign: 'light' },
  private: { email: PERSONAS.private, own: null, foreign: 'broker' },
  // API keys of the Broker account: a key is no person, so it has no e-mail and no token of its own.
  keyMember: { email: null, apiKey: { role: 2 }, own: 'broker', foreign: 'light' },
  keyReader: { email: null, apiKey: { role: 3 }, own: 'broker', foreign: 'light' },
  keyRevoked: { email: null, apiKey: { role: 2, revoked: true }, own: 'broker', foreign: 'light' },
} as const satisfies Record<string, Subject>;
type SubjectKey = keyof typeof SUBJECTS;

type Status = number;
type Expected = Status | readonly [own: Status | null, foreign: Status];

/** What a request is built from. */
interface Scope {
  /** The account of the cell (own or foreign); absent for an endpoint without an account. */
  account: number;
  /** An administrator of the account (always a member of it). */
  admin: number;
  /** A user in no account at all (privat@), so never a member of the account. */
  outsider: number;
  /** The subject's own token and e-mail, for the auth service's calls. */
  token: string | null;
  email: string | null;
}

interface Row {
  endpoint: string;
  request: (scope: Scope) => Omit<InjectOptions, 'method'>;
  /** What a call the declaration lets through answers. */
  ok: Status;
  /** Subjects whose answer the data decides (a sole administrator, an object that is theirs). */
  except?: Partial<Record<SubjectKey, Expected>>;
  /** Reads what an allowed call of the row changes, and returns what puts it back. */
  keep?: (subject: Subject) => Promise<() => Promise<void>>;
}

const get = (url: string) => () => ({ url });

let addresses = 0;
/** A client address of its own for each call, so that a per-address limit never answers in access's place. */
const nextAddress = () => `10.77.${Math.floor(++addresses / 250) % 250}.${(addresses % 250) + 1}`;

/** A valid search agent. */
const SEARCH_AGENT = { name: 'Matrix', listingTypes: [1], interval: 'daily' };

/** A listing of each account (filled in beforeAll); an account without listings gets one that does not exist. */
const LISTING_BY_ACCOUNT = new Map<number, number>();
const listingOf = (account: number) => LISTING_BY_ACCOUNT.get(account) ?? 999_999;
/** That listing's case number, its own (set in beforeAll). */
const caseNumberOf = (account: number) => `MATRIX-CASE-${listingOf(account)}`;
const STRANDGADE_1 = registerAddress({ streetName: 'Strandgade', streetNumber: '1', zipCode: '1401' }).id;

const ACCOUNT_UPDATE = {
  name: 'Matrix ApS',
  email: 'matrix@firma.dk',
  ccEmail: [],
  address: { streetName: 'Vej', streetNumber: '1', zipCode: '1000', city: 'København K' },
};

const MATRIX: Record<string, Row[]> = {
  'auth service': [
    // Without an e-mail there is no user to log in as, and no token to renew or end.
    {
      endpoint: 'POST /auth/login',
      request: (s) => ({ payload: { username: s.email ?? 'ingen@demo.test', password: DEMO_PASSWORD } }),
      ok: 200,
      except: { anonymous: 401 },
    },
    { endpoint: 'POST /auth/renew-token', request: (s) => ({ payload: { token: s.token ?? 'ikke.et.token' } }), ok: 200, except: { anonymous: 401 } },
    // Ends the subject's session; the harness starts a new one for the rows after it.
    { endpoint: 'POST /auth/logout', request: (s) => ({ payload: { token: s.token ?? 'ikke.et.token' } }), ok: 200, except: { anonymous: 401 } },
    { endpoint: 'POST /auth/reset-password', request: (s) => ({ payload: { email: s.email ?? 'ingen@demo.test' } }), ok: 200 },
    // Invitations are answered to whoever holds the link's token, with or without a login.
    { endpoint: 'POST /auth/invitation', request: () => ({ payload: { token: 'ikke-et-token' } }), ok: 400 },
    { endpoint: 'POST /auth/invitation/accept', request: () => ({ payload: { token: 'ikke-et-token', password: 'langt-nok-kodeord' } }), ok: 400 },
  ],
  'property service': [{ endpoint: 'GET /property/accounts/associations', request: get('/property/accounts/associations'), ok: 200 }],
  accounts: [
    { endpoint: 'GET /api/v2/accounts', request: get('/api/v2/accounts'), ok: 200 },
    {
      endpoint: 'POST /api/v2/accounts',
      request: () => ({ url: '/api/v2/accounts', payload: { ...ACCOUNT_UPDATE, accountType: 2 } }),
      ok: 201,
      keep: keepAccounts,
    },
    { endpoint: 'GET /api/v2/accounts/{id}', request: (s) => ({ url: `/api/v2/accounts/${s.account}` }), ok: 200 },
    {
      endpoint: 'PUT /api/v2/accounts/{id}',
      // The stale version makes an allowed call a 412.
      request: (s) => ({ url: `/api/v2/accounts/${s.account}`, payload: ACCOUNT_UPDATE, headers: { 'if-match': 'W/"0"' } }),
      ok: 412,
    },
    { endpoint: 'GET /api/v2/accounts/{id}/users', request: (s) => ({ url: `/api/v2/accounts/${s.account}/users` }), ok: 200 },
    {
      endpoint: 'POST /api/v2/accounts/{id}/users',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/users`, payload: { accountRole: 2, userID: s.admin } }),
      ok: 409,
    },
    {
      endpoint: 'PUT /api/v2/accounts/{id}/users/{userId}',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/users/${s.outsider}`, payload: { roles: [2] } }),
      ok: 404,
    },
    { endpoint: 'DELETE /api/v2/accounts/{id}/users/{userId}', request: (s) => ({ url: `/api/v2/accounts/${s.account}/users/${s.outsider}` }), ok: 404 },
    {
      endpoint: 'PUT /api/v2/accounts/{id}/settings',
      // The stale version makes an allowed call a 412.
      request: (s) => ({
        url: `/api/v2/accounts/${s.account}/settings`,
        payload: { accountType: 2, permissions: Object.fromEntries(PERMISSIONS.map((p) => [p, false])) },
        headers: { 'if-match': 'W/"0"' },
      }),
      ok: 412,
    },
    // Colleagues by invitation: an allowed invitation is made (and taken back again), withdrawing one that does
    // not exist is a 404.
    { endpoint: 'GET /api/v2/accounts/{id}/invitations', request: (s) => ({ url: `/api/v2/accounts/${s.account}/invitations` }), ok: 200 },
    {
      endpoint: 'POST /api/v2/accounts/{id}/invitations',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/invitations`, payload: { email: PERSONAS.private, accountRole: 2 } }),
      ok: 201,
      keep: keepInvitations,
    },
    {
      endpoint: 'DELETE /api/v2/accounts/{id}/invitations/{invitationId}',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/invitations/999999` }),
      ok: 404,
    },
    // API keys: an allowed create makes one more key (no other row depends on the account's keys), revoking
    // one that does not exist is a 404.
    { endpoint: 'GET /api/v2/accounts/{id}/api-keys', request: (s) => ({ url: `/api/v2/accounts/${s.account}/api-keys` }), ok: 200 },
    { endpoint: 'GET /api/v2/accounts/{id}/api-log', request: (s) => ({ url: `/api/v2/accounts/${s.account}/api-log` }), ok: 200 },
    {
      endpoint: 'POST /api/v2/accounts/{id}/api-keys',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/api-keys`, payload: { name: 'Matrix', role: 3 } }),
      ok: 201,
    },
    { endpoint: 'DELETE /api/v2/accounts/{id}/api-keys/{keyId}', request: (s) => ({ url: `/api/v2/accounts/${s.account}/api-keys/999999` }), ok: 404 },
  ],
  // Webhooks of the active account (X-Account-Id), by its administrators: an allowed create makes an endpoint,
  // removed again; one that does not exist is a 404.
  webhooks: [
    { endpoint: 'GET /api/v2/webhooks', request: (s) => ({ url: '/api/v2/webhooks', headers: { 'X-Account-Id': String(s.account) } }), ok: 200 },
    {
      endpoint: 'POST /api/v2/webhooks',
      request: (s) => ({
        url: '/api/v2/webhooks',
        headers: { 'X-Account-Id': String(s.account) },
        payload: { url: 'https://crm.example.dk/matrix', events: ['listing.status_changed'] },
      }),
      ok: 201,
      keep: keepWebhooks,
    },
    ...(['GET', 'PATCH', 'DELETE'] as const).map((method) => ({
      endpoint: `${method} /api/v2/webhooks/{id}`,
      request: (s: Scope) => ({
        url: '/api/v2/webhooks/999999',
        headers: { 'X-Account-Id': String(s.account) },
        ...(method === 'PATCH' ? { payload: { enabled: true } } : {}),
      }),
      ok: 404,
    })),
    {
      endpoint: 'POST /api/v2/webhooks/{id}/test',
      request: (s) => ({ url: '/api/v2/webhooks/999999/test', headers: { 'X-Account-Id': String(s.account) } }),
      ok: 404,
    },
    {
      endpoint: 'GET /api/v2/webhooks/{id}/deliveries',
      request: (s) => ({ url: '/api/v2/webhooks/999999/deliveries', headers: { 'X-Account-Id': String(s.account) } }),
      ok: 404,
    },
    {
      endpoint: 'POST /api/v2/webhook-deliveries/{id}/redeliver',
      request: (s) => ({ url: '/api/v2/webhook-deliveries/999999/redeliver', headers: { 'X-Account-Id': String(s.account) } }),
      ok: 404,
    },
  ],
  users: [
    { endpoint: 'GET /api/v2/users/me', request: get('/api/v2/users/me'), ok: 200 },
    { endpoint: 'GET /api/v2/me', request: get('/api/v2/me'), ok: 200 },
    // Always allowed: an account left without an administrator is handed to staff.
    { endpoint: 'DELETE /api/v2/users/me', request: () => ({ url: '/api/v2/users/me' }), ok: 200, keep: keepProfile },
    {
      endpoint: 'DELETE /api/v2/users/me/accounts/{id}',
      request: (s) => ({ url: `/api/v2/users/me/accounts/${s.account}` }),
      ok: 200,
      // Any member may leave; staff and privat@ are members of none of these accounts.
      except: { staff: 404, staffAsReader: 404, private: 404 },
      keep: keepProfile,
    },
    // Ends every session of the subject; the harness starts a new one for the rows after it.
    { endpoint: 'DELETE /api/v2/users/me/sessions', request: () => ({ url: '/api/v2/users/me/sessions' }), ok: 200 },
    { endpoint: 'GET /api/v2/users', request: (s) => ({ url: `/api/v2/users?email=privat@demo.test&accountId=${s.account}` }), ok: 200 },
    // The account's administrator: visible to those who share the account with them.
    { endpoint: 'GET /api/v2/users/{id}', request: (s) => ({ url: `/api/v2/users/${s.admin}` }), ok: 200 },
  ],
  'meta and content': [
    ...['closing-reasons', 'subcategories', 'usage-proposals', 'facilities', 'energy-labels'].map((list) => ({
      endpoint: `GET /api/v2/${list}`,
      request: get(`/api/v2/${list}`),
      ok: 200,
    })),
    { endpoint: 'GET /api/v2/site-announcements', request: get('/api/v2/site-announcements?zone=Member'), ok: 200 },
    { endpoint: 'GET /api/v2/content/online-pages', request: get('/api/v2/content/online-pages?path=/member_cms-pages'), ok: 200 },
    { endpoint: 'GET /api/v2/content/online-pages/render', request: get('/api/v2/content/online-pages/render?path=/member_cms-pages/vilkaar'), ok: 200 },
    { endpoint: 'GET /api/v2/config', request: get('/api/v2/config'), ok: 200 },
  ],
  // Listings, addresses and images. Allowed writes change nothing: a create with a bad title is a 400 after
  // the access check, an update with a stale version a 412, an upload of a non-picture and a URL on a
  // private host a 400.
  listings: [
    { endpoint: 'GET /api/v2/listings', request: (s) => ({ url: `/api/v2/listings?accountId=${s.account}` }), ok: 200 },
    { endpoint: 'GET /api/v2/listings/{id}', request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}` }), ok: 200 },
    {
      endpoint: 'POST /api/v2/listings',
      request: (s) => ({ url: '/api/v2/listings', payload: { accountId: s.account, listingType: 1, title: 'kort' } }),
      ok: 400,
    },
    {
      endpoint: 'PUT /api/v2/listings/{id}',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}`, payload: { title: 'kort' }, headers: { 'if-match': 'W/"0"' } }),
      ok: 412,
    },
    {
      endpoint: 'POST /api/v2/listings/import',
      // One row that is no listing: refused in the answer, nothing stored.
      request: (s) => ({ url: `/api/v2/listings/import?accountId=${s.account}`, payload: ['ingen annonce'] as never }),
      ok: 200,
    },
    {
      endpoint: 'PUT /api/v2/listings/by-case-number/{caseNumber}',
      request: (s) => ({ url: '/api/v2/listings/by-case-number/MATRIX-1', payload: { accountId: s.account, listingType: 1, title: 'kort' } }),
      ok: 400,
    },
    // By case number: a read, and writes at a stale version (412) that change nothing.
    {
      endpoint: 'GET /api/v2/listings/by-case-number/{caseNumber}',
      request: (s) => ({ url: `/api/v2/listings/by-case-number/${caseNumberOf(s.account)}?accountId=${s.account}` }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/v2/listings/by-case-number/{caseNumber}/close',
      request: (s) => ({
        url: `/api/v2/listings/by-case-number/${caseNumberOf(s.account)}/close?accountId=${s.account}`,
        payload: { closingReasonId: 1 },
        headers: { 'if-match': 'W/"0"' },
      }),
      ok: 412,
    },
    {
      endpoint: 'POST /api/v2/listings/by-case-number/{caseNumber}/reopen',
      request: (s) => ({ url: `/api/v2/listings/by-case-number/${caseNumberOf(s.account)}/reopen?accountId=${s.account}`, headers: { 'if-match': 'W/"0"' } }),
      ok: 412,
    },
    {
      endpoint: 'DELETE /api/v2/listings/by-case-number/{caseNumber}',
      request: (s) => ({ url: `/api/v2/listings/by-case-number/${caseNumberOf(s.account)}?accountId=${s.account}`, headers: { 'if-match': 'W/"0"' } }),
      ok: 412,
    },
    { endpoint: 'GET /api/v2/addresses', request: get('/api/v2/addresses?q=Strandgade'), ok: 200 },
    { endpoint: 'GET /api/v2/addresses/{id}', request: get(`/api/v2/addresses/${STRANDGADE_1}`), ok: 200 },
    {
      endpoint: 'POST /api/v2/images',
      request: (s) => ({ url: `/api/v2/images?accountId=${s.account}`, headers: { 'content-type': 'image/png' }, payload: Buffer.from('ikke et billede') }),
      ok: 400,
    },
    {
      endpoint: 'POST /api/v2/images/url',
      request: (s) => ({ url: '/api/v2/images/url', payload: { accountId: s.account, url: 'http://127.0.0.1:9/billede.png' } }),
      ok: 400,
    },
  ],
  // No login (the public site posts here too): a malformed event is a 400 for everyone, never a 401.
  tracking: [{ endpoint: 'POST /api/v2/tracking', request: () => ({ url: '/api/v2/tracking', payload: { rawData: '' } }), ok: 400 }],
  // An enquiry comes from the public site without a login (each call from an address of its own, under the
  // per-address limit): an empty one is a 400 for everyone. The inbox is the acting account's (X-Account-Id):
  // every role reads it, admins and members write; an enquiry that does not exist is a 404 for whoever may ask.
  // Staff find and erase one person's enquiries; erasing an address that has none changes nothing.
  enquiries: [
    { endpoint: 'POST /api/v2/enquiries', request: () => ({ url: '/api/v2/enquiries', payload: {}, remoteAddress: nextAddress() }), ok: 400 },
    { endpoint: 'GET /api/v2/enquiries', request: (s) => ({ url: '/api/v2/enquiries', headers: { 'X-Account-Id': String(s.account) } }), ok: 200 },
    {
      endpoint: 'GET /api/v2/enquiries/summary',
      request: (s) => ({ url: '/api/v2/enquiries/summary', headers: { 'X-Account-Id': String(s.account) } }),
      ok: 200,
    },
    {
      endpoint: 'GET /api/v2/enquiries/export.csv',
      request: (s) => ({ url: '/api/v2/enquiries/export.csv', headers: { 'X-Account-Id': String(s.account) } }),
      ok: 200,
    },
    { endpoint: 'GET /api/v2/enquiries/{id}', request: (s) => ({ url: '/api/v2/enquiries/999999', headers: { 'X-Account-Id': String(s.account) } }), ok: 404 },
    {
      endpoint: 'PATCH /api/v2/enquiries/{id}',
      request: (s) => ({ url: '/api/v2/enquiries/999999', payload: { status: 'read' }, headers: { 'X-Account-Id': String(s.account), 'if-match': '*' } }),
      ok: 404,
    },
    {
      endpoint: 'POST /api/v2/enquiries/{id}/replies',
      request: (s) => ({ url: '/api/v2/enquiries/999999/replies', payload: { body: 'Svar' }, headers: { 'X-Account-Id': String(s.account) } }),
      ok: 404,
    },
    { endpoint: 'GET /api/v2/staff/enquiries', request: get('/api/v2/staff/enquiries?email=ingen%40matrix.test'), ok: 200 },
    {
      endpoint: 'POST /api/v2/staff/enquiries/erase',
      request: () => ({ url: '/api/v2/staff/enquiries/erase', payload: { email: 'ingen@matrix.test' } }),
      ok: 200,
    },
  ],
  // For load balancers: no login.
  health: [
    { endpoint: 'GET /healthz', request: () => ({ url: '/healthz' }), ok: 200 },
    { endpoint: 'GET /readyz', request: () => ({ url: '/readyz' }), ok: 200 },
  ],
  // A mailed freshness link: the token is the authority, for everyone alike; a made-up one is refused.
  'freshness links': [
    { endpoint: 'GET /aktuel/{listingId}/{token}', request: (s) => ({ url: `/aktuel/${listingOf(s.account)}/${'x'.repeat(43)}?svar=ja` }), ok: 200 },
    { endpoint: 'POST /aktuel/{listingId}/{token}', request: (s) => ({ url: `/aktuel/${listingOf(s.account)}/${'x'.repeat(43)}?svar=ja` }), ok: 404 },
  ],
  // The market's statistics are for the active account (X-Account-Id).
  statistics: [
    {
      endpoint: 'GET /api/v2/listings/{id}/statistics',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/statistics?from=2026-10-01&to=2026-10-31` }),
      ok: 200,
    },
    {
      endpoint: 'GET /api/v2/listings/{id}/benchmark',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/benchmark` }),
      ok: 200,
    },
    {
      endpoint: 'GET /api/v2/accounts/{id}/statistics',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/statistics?from=2026-10-01&to=2026-10-31` }),
      ok: 200,
    },
    {
      endpoint: 'GET /api/v2/market-statistics',
      request: (s) => ({ url: '/api/v2/market-statistics?from=2026-01&to=2026-10', headers: { 'X-Account-Id': String(s.account) } }),
      ok: 200,
    },
  ],
  // Favourites and search agents are the caller's own: another user's is a 404 (privat@ owns the seeded
  // agent 1). Allowed writes change nothing: a favourite of a listing that does not exist is a 404, a new
  // agent without fields a 400, a stale version a 412.
  'member features': [
    { endpoint: 'GET /api/v2/favorites', request: get('/api/v2/favorites'), ok: 200 },
    { endpoint: 'POST /api/v2/favorites', request: () => ({ url: '/api/v2/favorites', payload: { listingId: 999_999 } }), ok: 404 },
    { endpoint: 'GET /api/v2/favorites/{id}', request: get('/api/v2/favorites/999999'), ok: 404 },
    { endpoint: 'DELETE /api/v2/favorites/{id}', request: () => ({ url: '/api/v2/favorites/999999' }), ok: 404 },
    { endpoint: 'GET /api/v2/searchagents', request: get('/api/v2/searchagents'), ok: 200 },
    { endpoint: 'POST /api/v2/searchagents', request: () => ({ url: '/api/v2/searchagents', payload: {} }), ok: 400 },
    { endpoint: 'GET /api/v2/searchagents/{id}', request: get('/api/v2/searchagents/1'), ok: 404, except: { private: 200 } },
    {
      endpoint: 'PUT /api/v2/searchagents/{id}',
      request: () => ({ url: '/api/v2/searchagents/1', payload: SEARCH_AGENT, headers: { 'if-match': 'W/"0"' } }),
      ok: 404,
      except: { private: 412 },
    },
    {
      endpoint: 'DELETE /api/v2/searchagents/{id}',
      request: () => ({ url: '/api/v2/searchagents/1', headers: { 'if-match': 'W/"0"' } }),
      ok: 404,
      except: { private: 412 },
    },
    { endpoint: 'GET /api/v2/listings/{id}/demand', request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/demand` }), ok: 200 },
    { endpoint: 'GET /api/v2/postal-areas', request: get('/api/v2/postal-areas'), ok: 200 },
    { endpoint: 'GET /api/v2/municipalities', request: get('/api/v2/municipalities'), ok: 200 },
  ],
  // Saved views of the listing index: each user's own. A view without a name is a 400, removing a view that
  // does not exist (or is another user's) a 404.
  'listing views': [
    { endpoint: 'GET /api/v2/listing-views', request: get('/api/v2/listing-views'), ok: 200 },
    {
      endpoint: 'POST /api/v2/listing-views',
      request: () => ({ url: '/api/v2/listing-views', payload: { sort: 'price', order: 'ASC', columns: ['title'] } }),
      ok: 400,
    },
    { endpoint: 'DELETE /api/v2/listing-views/{id}', request: () => ({ url: '/api/v2/listing-views/999999' }), ok: 404 },
  ],
  'content admin': [
    ...(['announcements', 'cms-pages'] as const).flatMap((resource) => {
      const id = resource === 'announcements' ? 1 : 2;
      const body =
        resource === 'announcements' ? { zone: 'Member', type: 'info', content: '<p>Matrix</p>' } : { parentId: 1, pathNode: 'vilkaar', title: 'Vilkår' };
      return [
        { endpoint: `GET /api/v2/${resource}`, request: get(`/api/v2/${resource}`), ok: 200 },
        { endpoint: `POST /api/v2/${resource}`, request: () => ({ url: `/api/v2/${resource}`, payload: {} }), ok: 400 },
        { endpoint: `GET /api/v2/${resource}/{id}`, request: get(`/api/v2/${resource}/${id}`), ok: 200 },
        {
          endpoint: `PUT /api/v2/${resource}/{id}`,
          request: () => ({ url: `/api/v2/${resource}/${id}`, payload: body, headers: { 'if-match': 'W/"0"' } }),
          ok: 412,
        },
        { endpoint: `DELETE /api/v2/${resource}/{id}`, request: () => ({ url: `/api/v2/${resource}/${id}`, headers: { 'if-match': 'W/"0"' } }), ok: 412 },
      ];
    }),
    { endpoint: 'GET /api/v2/outbox-mails', request: get('/api/v2/outbox-mails'), ok: 200 },
    { endpoint: 'GET /api/v2/outbox-mails/{id}', request: get('/api/v2/outbox-mails/999999'), ok: 404 },
    { endpoint: 'GET /api/v2/job-failures', request: get('/api/v2/job-failures'), ok: 200 },
  ],
  // Promoted listings: allowed writes change nothing, each sends a bad body, a 400.
  promotion: [
    { endpoint: 'GET /api/v2/promotion-products', request: get('/api/v2/promotion-products'), ok: 200 },
    { endpoint: 'GET /api/v2/listings/{id}/promotion', request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/promotion` }), ok: 200 },
    ...(
      [
        ['POST', '', { productId: 0 }],
        ['PUT', '', { periods: 0 }],
        ['POST', '/renew', { periods: 0 }],
        ['POST', '/cancel', { acceptForfeit: false }],
      ] as const
    ).map(([method, action, payload]) => ({
      endpoint: `${method} /api/v2/listings/{id}/promotion${action}`,
      request: (s: Scope) => ({ url: `/api/v2/listings/${listingOf(s.account)}/promotion${action}`, payload, headers: { 'if-match': 'W/"0"' } }),
      ok: 400,
    })),
    ...['promotion-orders', 'promotion-orders.csv'].map((resource) => ({
      endpoint: `GET /api/v2/accounts/{id}/${resource}`,
      request: (s: Scope) => ({ url: `/api/v2/accounts/${s.account}/${resource}` }),
      ok: 200,
    })),
  ],
  // The listing lifecycle. Writes send a stale If-Match, so an allowed call answers 412 and changes nothing
  // (the version is checked before the transition table). An allowed copy does write a new pending listing, on
  // the shared database: that changes no other row's answer (each row uses the account's first listing).
  'listing lifecycle': [
    ...(['activate', 'deactivate', 'reopen', 'archive', 'close', 'reclose', 'quarantine', 'release'] as const).map((action) => ({
      endpoint: `POST /api/v2/listings/{id}/${action}`,
      request: (s: Scope) => ({
        url: `/api/v2/listings/${listingOf(s.account)}/${action}`,
        ...(action === 'close' || action === 'reclose' ? { payload: { closingReasonId: 1 } } : {}),
        headers: { 'if-match': 'W/"0"' },
      }),
      ok: 412,
    })),
    {
      endpoint: 'DELETE /api/v2/listings/{id}',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}`, headers: { 'if-match': 'W/"0"' } }),
      ok: 412,
    },
    {
      endpoint: 'PUT /api/v2/listings/{id}/cover-check',
      // Not overruled already: an allowed call changes nothing.
      request: (s) => ({ method: 'PUT', url: `/api/v2/listings/${listingOf(s.account)}/cover-check`, payload: { overruled: false } }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/v2/listings/{id}/copy',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/copy`, payload: { keepCaseNumber: false } }),
      ok: 201,
      // Premium Ejendomme's first seeded listing is in a status that cannot be copied.
      except: { premium: [409, 403] },
    },
    {
      endpoint: 'POST /api/v2/listings/bulk',
      // Access is per row: the answer is 200 with a refusal in each row the caller may not change.
      request: (s) => ({ url: '/api/v2/listings/bulk', payload: { action: 'activate', items: [{ id: listingOf(s.account), version: 0 }] } }),
      ok: 200,
    },
    {
      endpoint: 'POST /api/v2/listings/confirm-current',
      // Access is per row, as in bulk: a refusal in each row the caller may not edit.
      request: (s) => ({ url: '/api/v2/listings/confirm-current', payload: { ids: [listingOf(s.account)] } }),
      ok: 200,
    },
    { endpoint: 'GET /api/v2/listings/export.csv', request: (s) => ({ url: `/api/v2/listings/export.csv?accountId=${s.account}` }), ok: 200 },
    { endpoint: 'GET /api/v2/listings/{id}/history', request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/history` }), ok: 200 },
  ],
};

/** What the seeded database says about access: each account's permissions and type, and who holds which roles in it. */
interface Facts {
  accounts: Map<number, { permissions: Record<string, boolean>; accountType: number }>;
  /** `${userId}:${accountId}` → the user's roles there. */
  roles: Map<string, number[]>;
  users: Map<string, number>;
  /** Each account's first listing's type. */
  listingTypes: Map<number, number>;
}

async function resolveIds(app: TestApp) {
  const accounts = {} as Record<AccountKey, number>;
  const admins: Partial<Record<AccountKey, number>> = {};
  for (const key of Object.keys(ACCOUNT_NAMES) as AccountKey[]) {
    accounts[key] = await accountIdByName(app.database, ACCOUNT_NAMES[key]);
    const admin = ADMIN[key];
    if (admin) admins[key] = (await findUserByEmail(app.database.db, admin))!.id;
  }
  const outsider = (await findUserByEmail(app.database.db, PERSONAS.private))!.id;
  return { accounts, admins, outsider };
}

async function readFacts(app: TestApp): Promise<Facts> {
  const { db } = app.database;
  const accountRows = await db
    .select({ id: accountsTable.id, permissions: accountsTable.permissions, accountType: accountsTable.accountType })
    .from(accountsTable);
  const roleRows = await db.select({ userId: accountUsers.userId, accountId: accountUsers.accountId, role: accountUsers.role }).from(accountUsers);
  const roles = new Map<string, number[]>();
  for (const r of roleRows) roles.set(`${r.userId}:${r.accountId}`, [...(roles.get(`${r.userId}:${r.accountId}`) ?? []), r.role]);
  const users = new Map<string, number>();
  for (const subject of Object.values(SUBJECTS) as Subject[]) {
    if (subject.email) users.set(subject.email, (await findUserByEmail(db, subject.email))!.id);
  }
  const listingRows = await db
    .select({ id: listings.id, accountId: listings.accountId, listingType: listings.listingType })
    .from(listings)
    .orderBy(asc(listings.id));
  const listingTypes = new Map<number, number>();
  for (const row of listingRows) {
    if (LISTING_BY_ACCOUNT.has(row.accountId)) continue;
    LISTING_BY_ACCOUNT.set(row.accountId, row.id);
    listingTypes.set(row.accountId, row.listingType);
    await db
      .update(listings)
      .set({ caseNumber: caseNumberOf(row.accountId) })
      .where(eq(listings.id, row.id));
  }
  return { accounts: new Map(accountRows.map((a) => [a.id, a])), roles, users, listingTypes };
}

afterAll(() => t.close());

/** Whether the declaration is about an account (a cell per own and foreign account) or not (one cell). */
const aboutAccount = (access: Access) => !('caller' in access) || ('owner' in access && access.owner === 'colleague');

/**
 * What a subject gets from a declaration on an account (own or foreign), as the access plugin decides:
 * 401 without a token; 404 for a listing that is not there; 403 for a non-staff caller on a staff function,
 * for no role or none of the roles asked for, a missing permission (a listing's: its listing type's), or another
 * account type; else the row's `ok`. A colleague (a user of the account) is visible to any role in it.
 */
function decide(access: Access, row: Row, subject: Subject, account: number): Status {
  if (subject.apiKey) return decideKey(access, row, subject, account);
  if (!subject.email) return 401;
  const isStaff = subject.email === PERSONAS.staff;
  const requirement: { roles?: readonly number[]; permission?: string; accountTypes?: readonly number[]; staffOnly?: boolean } =
    'caller' in access ? { roles: READ_ROLES } : access;
  let permission = requirement.permission;
  if ('listing' in access) {
    const type = facts.listingTypes.get(account);
    if (type === undefined) return 404;
    permission = LISTING_TYPE_PERMISSION[listingTypeName(type)!];
  }
  if ('newListing' in access) {
    const payload = row.request({ account, admin: 0, outsider: 0, token: null, email: null }).payload as { listingType: number };
    permission = LISTING_TYPE_PERMISSION[listingTypeName(payload.listingType)!];
  }
  if (requirement.staffOnly && !isStaff) return 403;
  const actAs = subject.headers?.['X-Act-As-Roles'];
  const roles = isStaff ? (actAs ? actAs.split(',').map(Number) : [...ROLE_IDS]) : (facts.roles.get(`${facts.users.get(subject.email)}:${account}`) ?? []);
  const { permissions, accountType } = facts.accounts.get(account)!;
  if (roles.length === 0) return 403;
  if (requirement.roles && !requirement.roles.some((r) => roles.includes(r))) return 403;
  if (permission && !permissions[permission]) return 403;
  if (requirement.accountTypes && !requirement.accountTypes.includes(accountType)) return 403;
  return row.ok;
}

/** A declaration without an account: 401 without a token (unless for anyone), 403 for non-staff on a staff function. */
function decideCaller(access: Access & { caller: string }, row: Row, subject: Subject): Status {
  if (subject.apiKey) return decideKey(access, row, subject, null);
  if (access.caller === 'anyone') return row.ok;
  if (!subject.email) return 401;
  if (access.caller === 'staff' && subject.email !== PERSONAS.staff) return 403;
  return row.ok;
}

/**
 * What an API key gets: 401 when revoked; else a declaration on an account as for a member holding the key's
 * role in its own account and no role elsewhere (never staff); a declaration without an account only where it
 * lets keys in (`apiKeys`), else 403; the auth service answers a key as it answers a caller without a token.
 */
function decideKey(access: Access, row: Row, subject: Subject, account: number | null): Status {
  if ('caller' in access && access.caller === 'anyone') return (row.except?.anonymous as Status | undefined) ?? row.ok;
  if (subject.apiKey!.revoked) return 401;
  if ('caller' in access) return access.caller === 'signedIn' && access.apiKeys ? row.ok : 403;
  const requirement: { roles?: readonly number[]; permission?: string; accountTypes?: readonly number[]; staffOnly?: boolean } = access;
  let permission = requirement.permission;
  if ('listing' in access) {
    const type = facts.listingTypes.get(account!);
    if (type === undefined) return 404;
    permission = LISTING_TYPE_PERMISSION[listingTypeName(type)!];
  }
  if ('newListing' in access) {
    const payload = row.request({ account: account!, admin: 0, outsider: 0, token: null, email: null }).payload as { listingType: number };
    permission = LISTING_TYPE_PERMISSION[listingTypeName(payload.listingType)!];
  }
  if (requirement.staffOnly) return 403;
  const own = account === ids.accounts[subject.own!];
  // A key reads what is its own in its own account, whatever roles the route asks of a person.
  if ('apiKeyOwnEntries' in access && access.apiKeyOwnEntries && own) return row.ok;
  const roles = own ? [subject.apiKey!.role] : [];
  const { permissions, accountType } = facts.accounts.get(account!)!;
  if (roles.length === 0) return 403;
  if (requirement.roles && !requirement.roles.some((r) => roles.includes(r as 2 | 3))) return 403;
  if (permission && !permissions[permission]) return 403;
  if (requirement.accountTypes && !requirement.accountTypes.includes(accountType)) return 403;
  return row.ok;
}

function expectedOf(access: Access, row: Row): Record<SubjectKey, Expected> {
  const expected = {} as Record<SubjectKey, Expected>;
  for (const [key, subject] of Object.entries(SUBJECTS) as [SubjectKey, Subject][]) {
    expected[key] = aboutAccount(access)
      ? [subject.own === null ? null : decide(access, row, subject, ids.accounts[subject.own]), decide(access, row, subject, ids.accounts[subject.foreign])]
      : decideCaller(access as Access & { caller: string }, row, subject);
  }
  return { ...expected, ...row.except };
}

const POLICY_SUMMARY = (access: Access): string => JSON.stringify(access);
/** Who may call each endpoint, as the routes declare it (roles: 1 admin, 2 member, 3 read-only): a change here is a change of the rules. */
const POLICY: Record<string, string> = {
  'DELETE /api/v2/accounts/{id}/api-keys/{keyId}': '{"account":"params.id","roles":[1]}',
  'GET /api/v2/accounts/{id}/api-keys': '{"account":"params.id","roles":[1]}',
  'GET /api/v2/accounts/{id}/api-log': '{"account":"params.id","roles":[1],"apiKeyOwnEntries":true}',
  'POST /api/v2/accounts/{id}/api-keys': '{"account":"params.id","roles":[1]}',
  'DELETE /api/v2/accounts/{id}/invitations/{invitationId}': '{"account":"params.id","roles":[1]}',
  'DELETE /api/v2/accounts/{id}/users/{userId}': '{"account":"params.id","roles":[1]}',
  'DELETE /api/v2/announcements/{id}': '{"caller":"staff"}',
  'DELETE /api/v2/cms-pages/{id}': '{"caller":"staff"}',
  'DELETE /api/v2/favorites/{id}': '{"caller":"signedIn","owner":"self"}',
  'DELETE /api/v2/listing-views/{id}': '{"caller":"signedIn","owner":"self"}',
  'DELETE /api/v2/listings/by-case-number/{caseNumber}': '{"listing":"params.caseNumber","roles":[1,2]}',
  'DELETE /api/v2/listings/{id}': '{"listing":"params.id","roles":[1,2]}',
  'DELETE /api/v2/searchagents/{id}': '{"caller":"signedIn","owner":"self"}',
  'DELETE /api/v2/users/me': '{"caller":"signedIn","owner":"self"}',
  'DELETE /api/v2/users/me/accounts/{id}': '{"caller":"signedIn","owner":"self"}',
  'DELETE /api/v2/users/me/sessions': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/accounts': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/accounts/{id}': '{"account":"params.id","roles":[1,2,3]}',
  'GET /api/v2/accounts/{id}/invitations': '{"account":"params.id","roles":[1,2,3]}',
  'GET /api/v2/accounts/{id}/promotion-orders': '{"account":"params.id","roles":[1,2,3],"accountTypes":[1,3]}',
  'GET /api/v2/accounts/{id}/promotion-orders.csv': '{"account":"params.id","roles":[1,2,3],"accountTypes":[1,3]}',
  'GET /api/v2/accounts/{id}/statistics': '{"account":"params.id","roles":[1,2,3],"permission":"accountStatistics"}',
  'GET /api/v2/accounts/{id}/users': '{"account":"params.id","roles":[1,2,3]}',
  'GET /api/v2/addresses': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/addresses/{id}': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/announcements': '{"caller":"staff"}',
  'GET /api/v2/announcements/{id}': '{"caller":"staff"}',
  'GET /api/v2/closing-reasons': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/cms-pages': '{"caller":"staff"}',
  'GET /api/v2/cms-pages/{id}': '{"caller":"staff"}',
  'GET /api/v2/config': '{"caller":"signedIn"}',
  'GET /api/v2/content/online-pages': '{"caller":"signedIn"}',
  'GET /api/v2/content/online-pages/render': '{"caller":"signedIn"}',
  'GET /api/v2/energy-labels': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/facilities': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/favorites': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/favorites/{id}': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/listing-views': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/listings': '{"account":"query.accountId","optional":true,"roles":[1,2,3]}',
  'GET /api/v2/listings/by-case-number/{caseNumber}': '{"listing":"params.caseNumber","roles":[1,2,3]}',
  'GET /api/v2/listings/{id}': '{"listing":"params.id","roles":[1,2,3]}',
  'GET /api/v2/listings/{id}/benchmark': '{"listing":"params.id","roles":[1,2,3]}',
  'GET /api/v2/listings/{id}/demand': '{"listing":"params.id","roles":[1,2,3]}',
  'GET /api/v2/listings/{id}/history': '{"listing":"params.id","roles":[1,2,3]}',
  'GET /api/v2/listings/{id}/promotion': '{"listing":"params.id","roles":[1,2,3],"accountTypes":[1,3]}',
  'GET /api/v2/listings/{id}/statistics': '{"listing":"params.id","roles":[1,2,3]}',
  'GET /api/v2/listings/export.csv': '{"account":"query.accountId","optional":true,"roles":[1,2,3]}',
  'GET /api/v2/me': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/market-statistics': '{"account":"acting","permission":"marketStatistics"}',
  'GET /api/v2/municipalities': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/job-failures': '{"caller":"staff"}',
  'GET /api/v2/outbox-mails': '{"caller":"staff"}',
  'GET /api/v2/outbox-mails/{id}': '{"caller":"staff"}',
  'GET /api/v2/postal-areas': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/promotion-products': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/searchagents': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/searchagents/{id}': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/site-announcements': '{"caller":"signedIn"}',
  'GET /api/v2/subcategories': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/usage-proposals': '{"caller":"signedIn","apiKeys":true}',
  'GET /api/v2/users': '{"account":"query.accountId","roles":[1]}',
  'GET /api/v2/users/{id}': '{"caller":"signedIn","owner":"colleague"}',
  'GET /api/v2/users/me': '{"caller":"signedIn","owner":"self"}',
  'GET /aktuel/{listingId}/{token}': '{"caller":"anyone"}',
  'GET /healthz': '{"caller":"anyone"}',
  'GET /property/accounts/associations': '{"caller":"signedIn"}',
  'GET /readyz': '{"caller":"anyone"}',
  'POST /api/v2/accounts': '{"caller":"signedIn"}',
  'POST /aktuel/{listingId}/{token}': '{"caller":"anyone"}',
  'POST /api/v2/accounts/{id}/invitations': '{"account":"params.id","roles":[1]}',
  'POST /api/v2/accounts/{id}/users': '{"account":"params.id","roles":[1]}',
  'POST /api/v2/announcements': '{"caller":"staff"}',
  'POST /api/v2/cms-pages': '{"caller":"staff"}',
  'POST /api/v2/favorites': '{"caller":"signedIn","owner":"self"}',
  'POST /api/v2/images': '{"account":"query.accountId","roles":[1,2]}',
  'POST /api/v2/images/url': '{"account":"body.accountId","roles":[1,2]}',
  'POST /api/v2/listing-views': '{"caller":"signedIn","owner":"self"}',
  'POST /api/v2/listings': '{"newListing":true,"roles":[1,2]}',
  'POST /api/v2/listings/import': '{"account":"query.accountId","roles":[1,2]}',
  'POST /api/v2/listings/{id}/activate': '{"listing":"params.id","roles":[1,2]}',
  'POST /api/v2/listings/{id}/archive': '{"listing":"params.id","roles":[1,2]}',
  'POST /api/v2/listings/{id}/close': '{"listing":"params.id","roles":[1,2]}',
  'POST /api/v2/listings/{id}/copy': '{"listing":"params.id","roles":[1,2,3]}',
  'POST /api/v2/listings/{id}/deactivate': '{"listing":"params.id","roles":[1,2]}',
  'POST /api/v2/listings/{id}/promotion': '{"listing":"params.id","roles":[1,2],"accountTypes":[1,3]}',
  'POST /api/v2/listings/{id}/promotion/cancel': '{"listing":"params.id","roles":[1,2],"accountTypes":[1,3]}',
  'POST /api/v2/listings/{id}/promotion/renew': '{"listing":"params.id","roles":[1,2],"accountTypes":[1,3]}',
  'POST /api/v2/listings/{id}/quarantine': '{"listing":"params.id","roles":[1,2],"staffOnly":true}',
  'POST /api/v2/listings/{id}/reclose': '{"listing":"params.id","roles":[1,2]}',
  'POST /api/v2/listings/{id}/release': '{"listing":"params.id","roles":[1,2],"staffOnly":true}',
  'POST /api/v2/listings/{id}/reopen': '{"listing":"params.id","roles":[1,2]}',
  'POST /api/v2/listings/bulk': '{"caller":"signedIn","apiKeys":true}',
  'POST /api/v2/listings/by-case-number/{caseNumber}/close': '{"listing":"params.caseNumber","roles":[1,2]}',
  'POST /api/v2/listings/by-case-number/{caseNumber}/reopen': '{"listing":"params.caseNumber","roles":[1,2]}',
  'POST /api/v2/listings/confirm-current': '{"caller":"signedIn","apiKeys":true}',
  'POST /api/v2/searchagents': '{"caller":"signedIn","owner":"self"}',
  'POST /api/v2/tracking': '{"caller":"anyone"}',
  'POST /api/v2/enquiries': '{"caller":"anyone"}',
  'GET /api/v2/enquiries': '{"account":"acting","roles":[1,2,3]}',
  'GET /api/v2/enquiries/summary': '{"account":"acting","roles":[1,2,3]}',
  'GET /api/v2/enquiries/export.csv': '{"account":"acting","roles":[1,2,3]}',
  'GET /api/v2/enquiries/{id}': '{"account":"acting","roles":[1,2,3]}',
  'PATCH /api/v2/enquiries/{id}': '{"account":"acting","roles":[1,2]}',
  'POST /api/v2/enquiries/{id}/replies': '{"account":"acting","roles":[1,2]}',
  'GET /api/v2/staff/enquiries': '{"caller":"staff"}',
  'POST /api/v2/staff/enquiries/erase': '{"caller":"staff"}',
  'POST /auth/invitation': '{"caller":"anyone"}',
  'POST /auth/invitation/accept': '{"caller":"anyone"}',
  'POST /auth/login': '{"caller":"anyone"}',
  'POST /auth/logout': '{"caller":"anyone"}',
  'POST /auth/renew-token': '{"caller":"anyone"}',
  'POST /auth/reset-password': '{"caller":"anyone"}',
  'PUT /api/v2/accounts/{id}': '{"account":"params.id","roles":[1],"permission":"accountSettings"}',
  'PUT /api/v2/accounts/{id}/settings': '{"account":"params.id","staffOnly":true}',
  'PUT /api/v2/accounts/{id}/users/{userId}': '{"account":"params.id","roles":[1]}',
  'PUT /api/v2/announcements/{id}': '{"caller":"staff"}',
  'PUT /api/v2/cms-pages/{id}': '{"caller":"staff"}',
  'PUT /api/v2/listings/by-case-number/{caseNumber}': '{"newListing":true,"roles":[1,2]}',
  'PUT /api/v2/listings/{id}': '{"listing":"params.id","roles":[1,2]}',
  'PUT /api/v2/listings/{id}/cover-check': '{"listing":"params.id","staffOnly":true}',
  'PUT /api/v2/listings/{id}/promotion': '{"listing":"params.id","roles":[1,2],"accountTypes":[1,3]}',
  'PUT /api/v2/searchagents/{id}': '{"caller":"signedIn","owner":"self"}',
  'GET /api/v2/webhooks': '{"account":"acting","roles":[1]}',
  'POST /api/v2/webhooks': '{"account":"acting","roles":[1]}',
  'GET /api/v2/webhooks/{id}': '{"account":"acting","roles":[1]}',
  'PATCH /api/v2/webhooks/{id}': '{"account":"acting","roles":[1]}',
  'DELETE /api/v2/webhooks/{id}': '{"account":"acting","roles":[1]}',
  'POST /api/v2/webhooks/{id}/test': '{"account":"acting","roles":[1]}',
  'GET /api/v2/webhooks/{id}/deliveries': '{"account":"acting","roles":[1]}',
  'POST /api/v2/webhook-deliveries/{id}/redeliver': '{"account":"acting","roles":[1]}',
};

/** Each database's API keys of the key subjects, made on first use through the API as an administrator makes them. */
const KEYS = new WeakMap<TestApp, Map<string, string>>();
async function keyFor(app: TestApp, subject: Subject): Promise<string> {
  const made = KEYS.get(app) ?? new Map<string, string>();
  KEYS.set(app, made);
  const name = JSON.stringify(subject.apiKey);
  const known = made.get(name);
  if (known) return known;
  const own = subject.own!;
  const url = `/api/v2/accounts/${ids.accounts[own]}/api-keys`;
  const created = await app.request(ADMIN[own]!, { method: 'POST', url, payload: { name: `Matrix ${name}`, role: subject.apiKey!.role } });
  expect(created.statusCode, created.body).toBe(201);
  const { apiKey, key } = created.json<{ apiKey: { id: number }; key: string }>();
  if (subject.apiKey!.revoked) expect((await app.request(ADMIN[own]!, { method: 'DELETE', url: `${url}/${apiKey.id}` })).statusCode).toBe(200);
  made.set(name, key);
  return key;
}

async function call(app: TestApp, row: Row, subject: Subject, account: AccountKey): Promise<number> {
  const [method, path] = row.endpoint.split(' ') as [InjectOptions['method'], string];
  const scope: Scope = {
    account: ids.accounts[account],
    admin: ids.admins[account] ?? ids.outsider,
    outsider: ids.outsider,
    token: subject.email ? await app.tokenFor(subject.email) : null,
    email: subject.email,
  };
  const request = row.request(scope);
  const options = { ...request, method, url: request.url ?? path, headers: { ...subject.headers, ...request.headers } };
  if (subject.apiKey)
    return (await app.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${await keyFor(app, subject)}` } })).statusCode;
  return (await app.request(subject.email, options)).statusCode;
}

/** Accounts made by a call are removed again (with their memberships). */
async function keepAccounts(): Promise<() => Promise<void>> {
  const { db } = t.database;
  const [before] = await db.select({ last: max(accountsTable.id) }).from(accountsTable);
  return async () => {
    await db.delete(accountsTable).where(gt(accountsTable.id, before?.last ?? 0));
  };
}

/** Webhook endpoints made by a call are removed again. */
async function keepWebhooks(): Promise<() => Promise<void>> {
  const { db } = t.database;
  const [before] = await db.select({ last: max(webhookEndpoints.id) }).from(webhookEndpoints);
  return async () => {
    await db.delete(webhookEndpoints).where(gt(webhookEndpoints.id, before?.last ?? 0));
  };
}

/** Invitations made by a call are removed again. */
async function keepInvitations(): Promise<() => Promise<void>> {
  const { db } = t.database;
  const [before] = await db.select({ last: max(accountInvitations.id) }).from(accountInvitations);
  return async () => {
    await db.delete(accountInvitations).where(gt(accountInvitations.id, before?.last ?? 0));
  };
}

/** The subject's user, memberships and password resets, which deleting the profile changes, are put back as they were. */
async function keepProfile(subject: Subject): Promise<() => Promise<void>> {
  const { db } = t.database;
  const id = subject.email === null ? undefined : facts.users.get(subject.email);
  if (id === undefined) return async () => {};
  const [user] = await db.select().from(users).where(eq(users.id, id));
  const memberships = await db.select().from(accountUsers).where(eq(accountUsers.userId, id));
  const resets = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
  return async () => {
    await db.update(users).set(user!).where(eq(users.id, id));
    await db.delete(accountUsers).where(eq(accountUsers.userId, id));
    if (memberships.length > 0) await db.insert(accountUsers).values(memberships);
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    if (resets.length > 0) await db.insert(passwordResetTokens).values(resets);
  };
}

/** Runs a call, and puts back what it changed for a row that `keep`s. */
async function run(row: Row, subject: Subject, account: AccountKey): Promise<number> {
  const putBack = await row.keep?.(subject);
  try {
    return await call(t, row, subject, account);
  } finally {
    await putBack?.();
  }
}

const ROWS = new Map(Object.entries(MATRIX).flatMap(([group, rows]) => rows.map((row) => [row.endpoint, { group, row }] as const)));

const t = await createTestApp();
const ids = await resolveIds(t);
const facts = await readFacts(t);

// The rows come from the server's declarations: an endpoint without a row here fails.
const byGroup = new Map<string, [string, Access][]>();
for (const [endpoint, access] of t.app.accessDeclarations) {
  const group = ROWS.get(endpoint)?.group ?? 'declared without a row';
  byGroup.set(group, [...(byGroup.get(group) ?? []), [endpoint, access]]);
}
for (const [group, endpoints] of byGroup) {
  describe(group, () => {
    for (const [endpoint, access] of endpoints) {
      const row = ROWS.get(endpoint)?.row;
      // A row makes a call per subject and account; in the login's row each call checks a password at full cost,
      // which on a busy machine takes longer than a test is otherwise given.
      it(endpoint, { timeout: 120_000 }, async () => {
        if (!row) throw new Error(`${endpoint} has no row in the matrix: give it a request and the status of an allowed call`);
        const expected = expectedOf(access, row);
        const actual: Partial<Record<SubjectKey, Expected>> = {};
        for (const [key, subject] of Object.entries(SUBJECTS) as [SubjectKey, Subject][]) {
          if (!Array.isArray(expected[key])) {
            actual[key] = await run(row, subject, subject.own ?? subject.foreign);
            continue;
          }
          const own = subject.own === null ? null : await run(row, subject, subject.own);
          actual[key] = [own, await run(row, subject, subject.foreign)];
        }
        expect(actual).toEqual(expected);
      });
    }
  });
}

describe('the matrix', () => {
  it('covers every endpoint in the OpenAPI document and the health checks, each declared, and has no row for one that does not exist', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The load balancer's health checks and the mailed freshness links are routes with access rules, but not part
    // of the API's document.
    const hidden = ['GET /healthz', 'GET /readyz', 'GET /aktuel/{listingId}/{token}', 'POST /aktuel/{listingId}/{token}'];
    const sorted = [...new Set([...endpoints, ...hidden])].sort();
    expect([...t.app.accessDeclarations.keys()].sort()).toEqual(sorted);
    expect([...ROWS.keys()].sort()).toEqual(sorted);
  });

  it('pins who may call each endpoint: a change of the rules shows here', () => {
    const policy = Object.fromEntries(
      [...t.app.accessDeclarations].sort(([a], [b]) => a.localeCompare(b)).map(([endpoint, access]) => [endpoint, POLICY_SUMMARY(access)]),
    );
    expect(policy).toEqual(POLICY);
  });

  it('stops the server at start-up when an API route declares no access', async () => {
    const app = Fastify();
    app.decorate('db', t.database.db);
    app.decorate('authenticate', async () => {});
    await app.register(fp(async () => {}, { name: 'auth' }));
    await app.register(accessPlugin);
    expect(() => app.get('/api/v2/undeclared', () => ({}))).toThrow('GET /api/v2/undeclared declares no access (config.access)');
    await app.close();
  });
});
