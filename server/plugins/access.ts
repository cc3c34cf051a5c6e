import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { authOf } from './auth';
import { omit } from '../omit';
import { badInput, forbidden } from '../errors';
import { API_KEY_ROLES } from '../../schemas/apiKeys';
import type { Role } from '../../schemas/enums';
import {
  requireAccount,
  requireActingAccount,
  requireListing,
  requireListingByCaseNumber,
  requireStaff,
  type AccountAccess,
  type ListingAccess,
  type Requirement,
} from '../services/access';
import { LISTING_TYPE_PERMISSION } from '../../schemas/enums';
import { listingTypeName } from '../../schemas/listings';
import { recordId } from '../../schemas/fields';

/** Where a route finds the account it is about. */
export type AccountSource =
  /** The path's `id`. */
  | 'params.id'
  /** The query's `accountId`. */
  | 'query.accountId'
  /** The body's `accountId`. */
  | 'body.accountId'
  /** The account the SPA acts in (X-Account-Id). */
  | 'acting';

/**
 * Who may call a route, declared as data in its `config.access` and enforced by this plugin alone:
 * - `anyone`: no sign-in (the auth service, tracking);
 * - `signedIn`: every signed-in user, on what is theirs (`owner` says whose objects the handler shows: the
 *   caller's own, or users sharing an account with the caller); API keys only where it says `apiKeys: true`
 *   (reference data, or calls that check each object's access themselves): a key is no person, so it has no
 *   profile, favourites, search agents or accounts of its own, and cannot create an account;
 * - `staff`: internal staff only;
 * - `account`: the account the route is about (`optional`: without one, the caller's own accounts; an API
 *   key's own account), with the roles asked for: an API key has its own role (Bruger or read-only) in its
 *   own account and no role in any other, so it can never do what only an administrator may (users,
 *   invitations, the account's data, API keys);
 * - `newListing`: the body's account, with the permission of the body's listing type;
 * - `listing`: the listing in the path, by its id or by its case number in the query's `accountId`, with the
 *   permission of its listing type.
 * An API key's own account is implied: where a route reads `accountId` from the query or the body, a key may
 * leave it out.
 */
export type Access =
  | { caller: 'anyone' }
  | { caller: 'signedIn'; owner?: 'self' | 'colleague'; apiKeys?: true }
  | { caller: 'staff' }
  | ({
      account: AccountSource;
      optional?: boolean;
      /** An API key of the account may call it too, whatever the roles asked for: the handler shows it only what is the key's own. */
      apiKeyOwnEntries?: true;
    } & Requirement)
  | ({ newListing: true } & Omit<Requirement, 'permission'>)
  | ({ listing: 'params.id' | 'params.caseNumber' } & Omit<Requirement, 'permission'>);

/** What the access plugin reached for the route: the account (and listing) with the caller's roles there. */
export type Reached = AccountAccess & { listing?: ListingAccess['listing']; type?: ListingAccess['type'] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    reached: Reached | null;
  }
  interface FastifyInstance {
    /** Every API route's declaration, keyed as the OpenAPI document names it ('GET /api/v2/accounts/{id}'). */
    accessDeclarations: Map<string, Access>;
  }
}

/** The routes that must declare their access: the whole API, the health checks and the mailed freshness links. */
const API_ROUTE = /^\/(api\/v2|auth|property|aktuel)\/|^\/(healthz|readyz)$/;

/** The account (and listing) the plugin reached for this route's declaration. */
export function reachedOf(request: FastifyRequest): Reached {
  if (!request.reached) throw new Error(`${request.method} ${request.url} reached nothing: its access declares no account`);
  return request.reached;
}

/** The same, for a listing route. */
export function reachedListingOf(request: FastifyRequest): ListingAccess {
  const reached = reachedOf(request);
  if (!reached.listing || !reached.type) throw new Error(`${request.method} ${request.url} reached no listing`);
  return { ...reached, listing: reached.listing, type: reached.type };
}

const field = (value: unknown, name: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined);
/** A new listing's account, read before the body is validated: one that is no id reaches nothing. */
const NEW_LISTING_ACCOUNT = recordId('Konto');

function accountIdFrom(request: FastifyRequest, source: Exclude<AccountSource, 'acting'>): number | undefined {
  const [part, name] = source.split('.') as ['params' | 'query' | 'body', string];
  const value = field(request[part], name);
  return typeof value === 'number' ? value : undefined;
}

const ACCOUNT_REQUIRED = 'Konto er krævet';

/** Where a declaration reads `accountId` from the request, which an API key may leave out. */
function accountIdSource(access: Access): Exclude<AccountSource, 'acting' | 'params.id'> | null {
  if ('newListing' in access) return 'body.accountId';
  if ('listing' in access) return access.listing === 'params.caseNumber' ? 'query.accountId' : null;
  if ('account' in access && (access.account === 'query.accountId' || access.account === 'body.accountId')) return access.account;
  return null;
}

/** The key's own account where the request leaves `accountId` out, before validation reads it. */
function implyKeyAccount(request: FastifyRequest, source: Exclude<AccountSource, 'acting' | 'params.id'>): void {
  const key = request.auth?.apiKey;
  const part = source === 'query.accountId' ? request.query : request.body;
  if (!key || part === null || typeof part !== 'object' || Array.isArray(part) || Buffer.isBuffer(part)) return;
  const input = part as Record<string, unknown>;
  if (input.accountId === undefined) input.accountId = key.accountId;
}

/** The declared account or listing, as the caller may reach it (404, 403); validation has run. */
async function reach(request: FastifyRequest, access: Access): Promise<Reached | null> {
  if ('caller' in access) return null;
  const auth = authOf(request);
  const db = request.server.db;
  if ('listing' in access) {
    const { listing: source, ...requirement } = access;
    if (source === 'params.caseNumber') {
      const accountId = accountIdFrom(request, 'query.accountId');
      const caseNumber = field(request.params, 'caseNumber');
      if (typeof caseNumber !== 'string') throw new Error(`${request.routeOptions.url} declares a case number but has no params.caseNumber`);
      if (accountId === undefined) throw badInput({ accountId: ACCOUNT_REQUIRED });
      return requireListingByCaseNumber(db, auth, accountId, caseNumber, requirement);
    }
    const id = accountIdFrom(request, 'params.id');
    if (id === undefined) throw new Error(`${request.routeOptions.url} declares a listing but has no numeric params.id`);
    return requireListing(db, auth, id, requirement);
  }
  if ('newListing' in access) {
    // An unreadable account or type is the route's 400, naming every bad field; it reaches nothing here.
    const requirement = omit(access, 'newListing');
    const accountId = field(request.body, 'accountId');
    const type = listingTypeName(Number(field(request.body, 'listingType')));
    const account = NEW_LISTING_ACCOUNT.safeParse(accountId);
    if (!account.success || !type) return null;
    return requireAccount(db, auth, account.data, { ...requirement, permission: LISTING_TYPE_PERMISSION[type] });
  }
  const { account: source, optional, apiKeyOwnEntries, ...requirement } = access;
  if (source === 'acting') return requireActingAccount(db, auth, requirement);
  const accountId = accountIdFrom(request, source);
  if (accountId === undefined) {
    if (optional && auth.apiKey) return requireAccount(db, auth, auth.apiKey.accountId, requirement);
    if (optional) return null;
    throw badInput({ accountId: ACCOUNT_REQUIRED });
  }
  if (apiKeyOwnEntries && auth.apiKey?.accountId === accountId) return requireAccount(db, auth, accountId, omit(requirement, 'roles'));
  return requireAccount(db, auth, accountId, requirement);
}

/** Whether a declaration lets an API key through: a key holds Bruger or read-only in its own account, never staff. */
function keysMayCall(access: Access): boolean {
  if ('caller' in access) return access.caller === 'signedIn' && access.apiKeys === true;
  if (access.staffOnly) return false;
  if ('apiKeyOwnEntries' in access && access.apiKeyOwnEntries) return true;
  return !access.roles || access.roles.some((role) => (API_KEY_ROLES as readonly Role[]).includes(role));
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * The one place access is decided. Every API route declares `config.access`; one without it stops the
 * server at start-up. A route not for `anyone` needs a valid token first (401, before its input is read) and,
 * for `staff`, a staff member (403); an account or a listing is reached after validation (400), so that a
 * route's input is checked before the database is asked about it.
 */
export const accessPlugin = fp(
  (app, _options, done) => {
    app.decorate('accessDeclarations', new Map<string, Access>());
    app.decorateRequest('reached', null);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!API_ROUTE.test(route.url) || route.method === 'HEAD') return;
      const access = route.config?.access;
      const methods = asArray(route.method).filter((m) => m !== 'HEAD');
      if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access (config.access)`);
      for (const method of methods) app.accessDeclarations.set(`${method} ${openApiPath(route.url)}`, access);
      // The OpenAPI document says which calls an API key may make too (the same object @fastify/swagger reads).
      const security: unknown = route.schema?.security;
      if (route.schema && keysMayCall(access) && Array.isArray(security))
        route.schema.security = [...(security as Record<string, readonly string[]>[]), { apiKey: [] }];
      if ('caller' in access && access.caller === 'anyone') return;
      route.onRequest = [
        ...asArray(route.onRequest),
        async (request: FastifyRequest) => {
          await app.authenticate(request);
          if ('caller' in access && access.caller === 'staff') requireStaff(authOf(request));
          if ('caller' in access && access.caller === 'signedIn' && !access.apiKeys && authOf(request).apiKey) {
            throw forbidden('En API-nøgle kan ikke bruges til dette');
          }
        },
      ];
      if ('caller' in access) return;
      const implied = accountIdSource(access);
      if (implied) {
        route.preValidation = [
          ...asArray(route.preValidation),
          (request: FastifyRequest, _reply: FastifyReply, next: () => void) => {
            implyKeyAccount(request, implied);
            next();
          },
        ];
      }
      route.preHandler = [
        ...asArray(route.preHandler),
        async (request: FastifyRequest) => {
          request.reached = await reach(request, access);
        },
      ];
    });
    done();
  },
  { name: 'access', dependencies: ['auth'] },
);
