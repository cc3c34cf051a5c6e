/**
 * The authorization matrix (issue 3, point 10): every endpoint the server has × every persona × their own
 * and a foreign account, with the status each must answer. The last test fails when the OpenAPI document
 * lists an endpoint that has no row here, so the matrix grows with every endpoint.
 *
 * Adding a row: name the endpoint as the OpenAPI document does ('PUT /api/v2/accounts/{id}'), build its
 * request from the scope (the account, its sole administrator, a user outside it), and give the expected
 * status per subject: one number for an endpoint without an account, or [own, foreign] for one with an
 * account (own is null for a subject without an account of its own).
 *
 * Writes are built so that an allowed call changes nothing (a stale If-Match answers 412, adding a user
 * who is already there 409, removing one who is not there 404), so the rows do not depend on their order.
 * A row whose allowed calls must write (creating an account, deleting the profile) sets `fresh`, and each
 * of its calls runs on a database of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { findUserByEmail } from '../../server/repositories/users';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { registerAddress } from '../../server/db/seed/addresses';
import { listings } from '../../server/db/schema';
import { asc } from 'drizzle-orm';

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
  own: AccountKey | null;
  foreign: AccountKey;
}

/** The personas of DESIGN.md, plus staff acting as a reader and a caller without a token. */
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
  expect: Record<SubjectKey, Expected>;
  fresh?: boolean;
}

/** One status for every signed-in subject, 401 without a token. */
const signedIn = (status: Status): Record<SubjectKey, Expected> => ({
  anonymous: 401,
  staff: status,
  staffAsReader: status,
  brokerAdmin: status,
  brokerMember: status,
  brokerReader: status,
  light: status,
  premium: status,
  statistics: status,
  municipality: status,
  multi: status,
  private: status,
});
/** A public endpoint: the same answer with or without a token. */
const everyone = (status: Status): Record<SubjectKey, Expected> => ({ ...signedIn(status), anonymous: status });

/** Any role in the account (SPEC 2 /account: admin, member, readonly). */
const ANY_ROLE: Record<SubjectKey, Expected> = {
  anonymous: [401, 401],
  staff: [200, 200],
  staffAsReader: [200, 200],
  brokerAdmin: [200, 403],
  brokerMember: [200, 403],
  brokerReader: [200, 403],
  light: [200, 403],
  premium: [200, 403],
  statistics: [200, 403],
  municipality: [200, 403],
  multi: [200, 403],
  private: [null, 403],
};

/** Role admin in the account; `ok` is what an allowed call answers. */
const adminOnly = (ok: Status): Record<SubjectKey, Expected> => ({
  anonymous: [401, 401],
  staff: [ok, ok],
  staffAsReader: [403, 403],
  brokerAdmin: [ok, 403],
  brokerMember: [403, 403],
  brokerReader: [403, 403],
  light: [ok, 403],
  premium: [ok, 403],
  statistics: [ok, 403],
  municipality: [ok, 403],
  multi: [403, 403],
  private: [null, 403],
});

const get = (url: string) => () => ({ url });

/**
 * A listing's promotion (issue 6): write roles (or `extra` for reads), the listing's family permission,
 * and account types Broker and PremiumAdvertiser only. Markedsdata ApS has no listings: its own cell
 * asks for one that does not exist.
 */
const promotionAccess = (ok: Status, extra: Partial<Record<SubjectKey, Expected>> = {}): Record<SubjectKey, Expected> => ({
  anonymous: [401, 401],
  staff: [ok, ok],
  staffAsReader: [403, 403],
  brokerAdmin: [ok, 403],
  brokerMember: [ok, 403],
  brokerReader: [403, 403],
  light: [403, 403],
  premium: [ok, 403],
  statistics: [404, 403],
  municipality: [403, 403],
  multi: [ok, 403],
  private: [null, 403],
  ...extra,
});

/** Roles admin and member in the account (SPEC 6: read-only users cannot write); `ok` is an allowed call's answer. */
const writeRoles = (ok: Status): Record<SubjectKey, Expected> => ({
  ...adminOnly(ok),
  brokerMember: [ok, 403],
  multi: [ok, 403],
});

/** Internal staff only (issue 8's content admin), whatever role they act with. */
const staffOnly = (ok: Status): Record<SubjectKey, Expected> => ({ ...signedIn(403), staff: ok, staffAsReader: ok });

/** A valid search agent (issue 8). */
const SEARCH_AGENT = { name: 'Matrix', listingTypes: [1], interval: 'daily' };

/** A listing of each account (filled in beforeAll); an account without listings gets one that does not exist. */
const LISTING_BY_ACCOUNT = new Map<number, number>();
const listingOf = (account: number) => LISTING_BY_ACCOUNT.get(account) ?? 999_999;
const STRANDGADE_1 = registerAddress({ streetName: 'Strandgade', streetNumber: '1', zipCode: '1401' }).id;

const ACCOUNT_UPDATE = {
  name: 'Matrix ApS',
  email: 'matrix@firma.dk',
  ccEmail: [],
  address: { streetName: 'Vej', streetNumber: '1', zipCode: '1000', city: 'København K' },
};

const MATRIX: Record<string, Row[]> = {
  'auth service': [
    {
      endpoint: 'POST /auth/login',
      request: (s) => ({ payload: { username: s.email ?? 'ingen@demo.test', password: DEMO_PASSWORD } }),
      expect: { ...everyone(200), anonymous: 401 },
    },
    {
      endpoint: 'POST /auth/renew-token',
      request: (s) => ({ payload: { token: s.token ?? 'ikke.et.token' } }),
      expect: { ...everyone(200), anonymous: 401 },
    },
    {
      endpoint: 'POST /auth/reset-password',
      request: (s) => ({ payload: { email: s.email ?? 'ingen@demo.test' } }),
      expect: everyone(200),
    },
  ],
  'property service': [{ endpoint: 'GET /property/accounts/associations', request: get('/property/accounts/associations'), expect: signedIn(200) }],
  accounts: [
    { endpoint: 'GET /api/v2/accounts', request: get('/api/v2/accounts'), expect: signedIn(200) },
    {
      endpoint: 'POST /api/v2/accounts',
      request: () => ({ url: '/api/v2/accounts', payload: { ...ACCOUNT_UPDATE, accountType: 2 } }),
      expect: signedIn(201),
      fresh: true,
    },
    { endpoint: 'GET /api/v2/accounts/{id}', request: (s) => ({ url: `/api/v2/accounts/${s.account}` }), expect: ANY_ROLE },
    {
      endpoint: 'PUT /api/v2/accounts/{id}',
      // Role admin and permission accountSettings; the stale version makes an allowed call a 412.
      request: (s) => ({ url: `/api/v2/accounts/${s.account}`, payload: ACCOUNT_UPDATE, headers: { 'if-match': 'W/"0"' } }),
      expect: {
        ...adminOnly(412),
        light: [403, 403],
        statistics: [403, 403],
      },
    },
    { endpoint: 'GET /api/v2/accounts/{id}/users', request: (s) => ({ url: `/api/v2/accounts/${s.account}/users` }), expect: ANY_ROLE },
    {
      endpoint: 'POST /api/v2/accounts/{id}/users',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/users`, payload: { accountRole: 2, userID: s.admin } }),
      expect: adminOnly(409),
    },
    {
      endpoint: 'PUT /api/v2/accounts/{id}/users/{userId}',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/users/${s.outsider}`, payload: { roles: [2] } }),
      expect: adminOnly(404),
    },
    {
      endpoint: 'DELETE /api/v2/accounts/{id}/users/{userId}',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/users/${s.outsider}` }),
      expect: adminOnly(404),
    },
  ],
  users: [
    { endpoint: 'GET /api/v2/users/me', request: get('/api/v2/users/me'), expect: signedIn(200) },
    {
      endpoint: 'DELETE /api/v2/users/me',
      request: () => ({ url: '/api/v2/users/me' }),
      // The sole administrator of an account cannot leave it without one.
      expect: { ...signedIn(200), brokerAdmin: 409, light: 409, statistics: 409, municipality: 409 },
      fresh: true,
    },
    {
      endpoint: 'GET /api/v2/users',
      request: (s) => ({ url: `/api/v2/users?email=privat@demo.test&accountId=${s.account}` }),
      expect: adminOnly(200),
    },
    {
      endpoint: 'GET /api/v2/users/{id}',
      // The account's administrator: visible to those who share the account with them.
      request: (s) => ({ url: `/api/v2/users/${s.admin}` }),
      expect: ANY_ROLE,
    },
  ],
  'meta and content': [
    ...['closing-reasons', 'subcategories', 'usage-proposals', 'facilities', 'energy-labels'].map((list) => ({
      endpoint: `GET /api/v2/${list}`,
      request: get(`/api/v2/${list}`),
      expect: signedIn(200),
    })),
    { endpoint: 'GET /api/v2/site-announcements', request: get('/api/v2/site-announcements?zone=Member'), expect: signedIn(200) },
    {
      endpoint: 'GET /api/v2/content/online-pages',
      request: get('/api/v2/content/online-pages?path=/member_cms-pages'),
      expect: signedIn(200),
    },
    {
      endpoint: 'GET /api/v2/content/online-pages/render',
      request: get('/api/v2/content/online-pages/render?path=/member_cms-pages/vilkaar'),
      expect: signedIn(200),
    },
    { endpoint: 'GET /api/v2/config', request: get('/api/v2/config'), expect: signedIn(200) },
  ],
  // Listings, addresses and images (issue 4). Allowed writes change nothing: a create with a bad
  // title is a 400 after the access check, an update with a stale version a 412, an upload of a
  // non-picture and a URL on a private host a 400.
  listings: [
    { endpoint: 'GET /api/v2/listings', request: (s) => ({ url: `/api/v2/listings?accountId=${s.account}` }), expect: ANY_ROLE },
    {
      endpoint: 'GET /api/v2/listings/{id}',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}` }),
      // Markedsdata ApS has no listings: its own cell asks for one that does not exist.
      expect: { ...ANY_ROLE, statistics: [404, 403] },
    },
    {
      endpoint: 'POST /api/v2/listings',
      request: (s) => ({ url: '/api/v2/listings', payload: { accountId: s.account, listingType: 1, title: 'kort' } }),
      // Roles admin and member, and the rentalListing permission.
      expect: { ...writeRoles(400), statistics: [403, 403] },
    },
    {
      endpoint: 'PUT /api/v2/listings/{id}',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}`, payload: { title: 'kort' }, headers: { 'if-match': 'W/"0"' } }),
      expect: { ...writeRoles(412), statistics: [404, 403] },
    },
    { endpoint: 'GET /api/v2/addresses', request: get('/api/v2/addresses?q=Strandgade'), expect: signedIn(200) },
    { endpoint: 'GET /api/v2/addresses/{id}', request: get(`/api/v2/addresses/${STRANDGADE_1}`), expect: signedIn(200) },
    {
      endpoint: 'POST /api/v2/images',
      request: (s) => ({ url: `/api/v2/images?accountId=${s.account}`, headers: { 'content-type': 'image/png' }, payload: Buffer.from('ikke et billede') }),
      expect: writeRoles(400),
    },
    {
      endpoint: 'POST /api/v2/images/url',
      request: (s) => ({ url: '/api/v2/images/url', payload: { accountId: s.account, url: 'http://127.0.0.1:9/billede.png' } }),
      expect: writeRoles(400),
    },
  ],
  tracking: [
    {
      endpoint: 'POST /api/v2/tracking',
      // No login (the public site posts here too): a malformed event is a 400 for everyone, never a 401.
      request: () => ({ url: '/api/v2/tracking', payload: { rawData: '' } }),
      expect: everyone(400),
    },
  ],
  // Statistics (issue 7). A listing's: whoever may view the listing. An account's: any role and the
  // permission accountStatistics (Broker, Premium and Vesterbro have it). The market's: the active account
  // (X-Account-Id) needs marketStatistics (Broker, Markedsdata and Vesterbro), whatever the role.
  statistics: [
    {
      endpoint: 'GET /api/v2/listings/{id}/statistics',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/statistics?from=2026-10-01&to=2026-10-31` }),
      // Markedsdata ApS has no listings: its own cell asks for one that does not exist.
      expect: { ...ANY_ROLE, statistics: [404, 403] },
    },
    {
      endpoint: 'GET /api/v2/accounts/{id}/statistics',
      request: (s) => ({ url: `/api/v2/accounts/${s.account}/statistics?from=2026-10-01&to=2026-10-31` }),
      expect: { ...ANY_ROLE, staffAsReader: [403, 200], light: [403, 403], statistics: [403, 403], municipality: [403, 403] },
    },
    {
      endpoint: 'GET /api/v2/market-statistics',
      request: (s) => ({ url: '/api/v2/market-statistics?from=2026-01&to=2026-10', headers: { 'X-Account-Id': String(s.account) } }),
      expect: {
        ...ANY_ROLE,
        staffAsReader: [403, 200],
        light: [403, 403],
        premium: [403, 403],
        municipality: [403, 403],
      },
    },
  ],
  // Member features (issue 8). Favourites and search agents are the caller's own: another user's is a
  // 404 (privat@ owns the seeded agent 1). Allowed writes change nothing: a favourite of a listing that
  // does not exist is a 404, a new agent without fields a 400, a stale version a 412.
  'member features': [
    { endpoint: 'GET /api/v2/favorites', request: get('/api/v2/favorites'), expect: signedIn(200) },
    { endpoint: 'POST /api/v2/favorites', request: () => ({ url: '/api/v2/favorites', payload: { listingId: 999_999 } }), expect: signedIn(404) },
    { endpoint: 'GET /api/v2/favorites/{id}', request: get('/api/v2/favorites/999999'), expect: signedIn(404) },
    { endpoint: 'DELETE /api/v2/favorites/{id}', request: () => ({ url: '/api/v2/favorites/999999' }), expect: signedIn(404) },
    { endpoint: 'GET /api/v2/searchagents', request: get('/api/v2/searchagents'), expect: signedIn(200) },
    { endpoint: 'POST /api/v2/searchagents', request: () => ({ url: '/api/v2/searchagents', payload: {} }), expect: signedIn(400) },
    { endpoint: 'GET /api/v2/searchagents/{id}', request: get('/api/v2/searchagents/1'), expect: { ...signedIn(404), private: 200 } },
    {
      endpoint: 'PUT /api/v2/searchagents/{id}',
      request: () => ({ url: '/api/v2/searchagents/1', payload: SEARCH_AGENT, headers: { 'if-match': 'W/"0"' } }),
      expect: { ...signedIn(404), private: 412 },
    },
    {
      endpoint: 'DELETE /api/v2/searchagents/{id}',
      request: () => ({ url: '/api/v2/searchagents/1', headers: { 'if-match': 'W/"0"' } }),
      expect: { ...signedIn(404), private: 412 },
    },
    {
      endpoint: 'GET /api/v2/listings/{id}/demand',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/demand` }),
      // Markedsdata ApS has no listings: its own cell asks for one that does not exist.
      expect: { ...ANY_ROLE, statistics: [404, 403] },
    },
    { endpoint: 'GET /api/v2/postal-areas', request: get('/api/v2/postal-areas'), expect: signedIn(200) },
    { endpoint: 'GET /api/v2/municipalities', request: get('/api/v2/municipalities'), expect: signedIn(200) },
  ],
  // Staff content admin (issue 8): internal staff only, whatever role they act with.
  'content admin': [
    ...(['announcements', 'cms-pages'] as const).flatMap((resource) => {
      const id = resource === 'announcements' ? 1 : 2;
      const body = resource === 'announcements' ? { zone: 'Member', type: 'info', content: '<p>Matrix</p>' } : { parentId: 1, pathNode: 'vilkaar', title: 'Vilkår' };
      return [
        { endpoint: `GET /api/v2/${resource}`, request: get(`/api/v2/${resource}`), expect: staffOnly(200) },
        { endpoint: `POST /api/v2/${resource}`, request: () => ({ url: `/api/v2/${resource}`, payload: {} }), expect: staffOnly(400) },
        { endpoint: `GET /api/v2/${resource}/{id}`, request: get(`/api/v2/${resource}/${id}`), expect: staffOnly(200) },
        {
          endpoint: `PUT /api/v2/${resource}/{id}`,
          request: () => ({ url: `/api/v2/${resource}/${id}`, payload: body, headers: { 'if-match': 'W/"0"' } }),
          expect: staffOnly(412),
        },
        {
          endpoint: `DELETE /api/v2/${resource}/{id}`,
          request: () => ({ url: `/api/v2/${resource}/${id}`, headers: { 'if-match': 'W/"0"' } }),
          expect: staffOnly(412),
        },
      ];
    }),
    { endpoint: 'GET /api/v2/outbox-mails', request: get('/api/v2/outbox-mails'), expect: staffOnly(200) },
    { endpoint: 'GET /api/v2/outbox-mails/{id}', request: get('/api/v2/outbox-mails/999999'), expect: staffOnly(404) },
  ],
  // Promoted listings (issue 6): the listing's family permission, and only account types Broker and
  // PremiumAdvertiser (Lille Udlejer, Markedsdata and Aarhus Kommune are 403 even on their own
  // listings). Readers may look; allowed writes change nothing: each sends a bad body, a 400.
  promotion: [
    { endpoint: 'GET /api/v2/promotion-products', request: get('/api/v2/promotion-products'), expect: signedIn(200) },
    {
      endpoint: 'GET /api/v2/listings/{id}/promotion',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/promotion` }),
      expect: promotionAccess(200, { staffAsReader: [403, 200], brokerReader: [200, 403] }),
    },
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
      expect: promotionAccess(400),
    })),
  ],
  // Issue 5: the listing lifecycle. Writes send a stale If-Match, so an allowed call answers 412 and changes
  // nothing (the version is checked before the transition table). An allowed copy does write a new pending
  // listing, on the shared database: that changes no other row's answer (each row uses the account's first listing).
  'listing lifecycle': [
    ...(['activate', 'deactivate', 'reopen', 'archive', 'close', 'reclose'] as const).map((action) => ({
      endpoint: `POST /api/v2/listings/{id}/${action}`,
      request: (s: Scope) => ({
        url: `/api/v2/listings/${listingOf(s.account)}/${action}`,
        ...(action === 'close' || action === 'reclose' ? { payload: { closingReasonId: 1 } } : {}),
        headers: { 'if-match': 'W/"0"' },
      }),
      expect: { ...writeRoles(412), statistics: [404, 403] } as Record<SubjectKey, Expected>,
    })),
    ...(['quarantine', 'release'] as const).map((action) => ({
      endpoint: `POST /api/v2/listings/{id}/${action}`,
      request: (s: Scope) => ({ url: `/api/v2/listings/${listingOf(s.account)}/${action}`, headers: { 'if-match': 'W/"0"' } }),
      // Staff only (moderation), and staff acting as a reader may not write.
      expect: { ...writeRoles(403), brokerAdmin: [403, 403], light: [403, 403], premium: [403, 403], municipality: [403, 403], staff: [412, 412], statistics: [404, 403] } as Record<SubjectKey, Expected>,
    })),
    {
      endpoint: 'DELETE /api/v2/listings/{id}',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}`, headers: { 'if-match': 'W/"0"' } }),
      expect: { ...writeRoles(412), statistics: [404, 403] },
    },
    {
      endpoint: 'POST /api/v2/listings/{id}/copy',
      // SPEC 2 and 6: read-only users may copy. Premium Ejendomme's first seeded listing is in a status that cannot be copied (409).
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/copy`, payload: { keepCaseNumber: false } }),
      expect: { ...ANY_ROLE, staff: [201, 201], staffAsReader: [201, 201], brokerAdmin: [201, 403], brokerMember: [201, 403], brokerReader: [201, 403], light: [201, 403], premium: [409, 403], statistics: [404, 403], municipality: [201, 403], multi: [201, 403] },
    },
    {
      endpoint: 'POST /api/v2/listings/bulk',
      // Access is per row: the answer is 200 with a refusal in each row the caller may not change.
      request: (s) => ({ url: '/api/v2/listings/bulk', payload: { action: 'activate', items: [{ id: listingOf(s.account), version: 0 }] } }),
      expect: signedIn(200),
    },
    {
      endpoint: 'GET /api/v2/listings/export.csv',
      request: (s) => ({ url: `/api/v2/listings/export.csv?accountId=${s.account}` }),
      expect: ANY_ROLE,
    },
    {
      endpoint: 'GET /api/v2/listings/{id}/history',
      request: (s) => ({ url: `/api/v2/listings/${listingOf(s.account)}/history` }),
      expect: { ...ANY_ROLE, statistics: [404, 403] },
    },
  ],
};

let t: TestApp;
let ids: { accounts: Record<AccountKey, number>; admins: Partial<Record<AccountKey, number>>; outsider: number };

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

beforeAll(async () => {
  t = await createTestApp();
  ids = await resolveIds(t);
  const rows = await t.database.db.select({ id: listings.id, accountId: listings.accountId }).from(listings).orderBy(asc(listings.id));
  for (const row of rows) if (!LISTING_BY_ACCOUNT.has(row.accountId)) LISTING_BY_ACCOUNT.set(row.accountId, row.id);
});
afterAll(() => t.close());

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
  return (await app.request(subject.email, options)).statusCode;
}

/** Runs a call on the shared database, or on one of its own for a `fresh` row. */
async function run(row: Row, subject: Subject, account: AccountKey): Promise<number> {
  if (!row.fresh) return call(t, row, subject, account);
  const own = await createTestApp();
  try {
    return await call(own, row, subject, account);
  } finally {
    await own.close();
  }
}

/** A fresh row opens a database per call: a dozen of them, on a machine that may be busy. */
const FRESH_ROW_TIMEOUT_MS = 240_000;

const takesAccount = (row: Row) => Object.values(row.expect).some(Array.isArray);

for (const [group, rows] of Object.entries(MATRIX)) {
  describe(group, () => {
    for (const row of rows) {
      it(row.endpoint, async () => {
        const actual: Partial<Record<SubjectKey, Expected>> = {};
        for (const [key, subject] of Object.entries(SUBJECTS) as [SubjectKey, Subject][]) {
          const expected = row.expect[key];
          if (!Array.isArray(expected)) {
            actual[key] = await run(row, subject, subject.own ?? subject.foreign);
            continue;
          }
          const own = subject.own === null ? null : await run(row, subject, subject.own);
          actual[key] = [own, await run(row, subject, subject.foreign)];
        }
        expect(actual).toEqual(row.expect);
      }, row.fresh ? FRESH_ROW_TIMEOUT_MS : undefined);
    }
  });
}

describe('the matrix', () => {
  it('has a row for every endpoint in the OpenAPI document, and no row for one that does not exist', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rows = Object.values(MATRIX).flatMap((group) => group.map((row) => row.endpoint));
    expect([...rows].sort()).toEqual([...new Set(endpoints)].sort());
  });

  it('gives every account-scoped row both columns, and every other row one', () => {
    for (const row of Object.values(MATRIX).flat()) {
      const shapes = new Set(Object.values(row.expect).map((e) => (Array.isArray(e) ? 'pair' : 'one')));
      expect({ endpoint: row.endpoint, shapes: [...shapes] }).toEqual({
        endpoint: row.endpoint,
        shapes: takesAccount(row) ? ['pair'] : ['one'],
      });
    }
  });
});
