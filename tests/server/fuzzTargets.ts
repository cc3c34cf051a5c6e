/**
 * The write endpoints to fuzz, each as a valid request by a caller allowed to make it, and the checks
 * every fuzz case must pass: never a 5xx, a 4xx with the Danish `{ code, message, fields? }` body, and
 * nothing stored. Shared by tests/server/fuzz.test.ts and scripts/bench-fuzz.ts; no vitest in here.
 */
import fc from 'fast-check';
import { z } from 'zod';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../server/db';
import { accounts, listings, promotions, promotionProducts, users } from '../../server/db/schema';
import { ApiErrorSchema } from '../../schemas/errors';
import { listingObjectSchema } from '../../schemas/listings';
import { ListingCreateEnvelopeSchema } from '../../schemas/listings/record';
import { PromotionCancelSchema, promotionCreateSchema, PromotionRenewSchema, PromotionUpdateSchema } from '../../schemas/promotion';
import { copenhagenDay } from '../../schemas/dates';
import { ListingEventSchema } from '../../schemas/tracking';
import { makePng } from '../fixtures/png';
import { omit } from '../omit';
import {
  endpointSchemas,
  invalidCases,
  jsonText,
  writeEndpoints,
  type BaseRequest,
  type EndpointSchemas,
  type FuzzCase,
  type JsonSchema,
  type Method,
  type OpenApiDocument,
} from './fuzzInputs';

export interface FuzzApp {
  app: FastifyInstance;
  db: Db;
  tokenFor(email: string): Promise<string>;
}

export interface FuzzTarget {
  /** As the OpenAPI document names it: 'POST /api/v2/listings/{id}/close'. */
  endpoint: string;
  /** Who sends it: callers allowed to make the valid request (null: no token). */
  as: (string | null)[];
  base: BaseRequest;
  schemas: EndpointSchemas;
  wrapBody?: (inner: unknown) => unknown;
  /** The endpoint answers each row (bulk): an id that names nothing may be a 200 with a refusal in its row. */
  answersPerRow?: boolean;
  /** Top-level body fields holding a URL the server fetches, or a list of images with URLs it fetches. */
  fetchedUrls?: readonly string[];
}

export interface SentCase extends FuzzCase {
  as: string | null;
}

const PERSONA = {
  staff: 'staff@demo.test',
  brokerAdmin: 'maegler.admin@demo.test',
  brokerReader: 'maegler.laeser@demo.test',
  private: 'privat@demo.test',
} as const;
const BROKER = 'Nordhavn Erhvervsmægler ApS';

const jsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const base64 = (value: unknown) => Buffer.from(jsonText(value)).toString('base64');

/** The valid request of every write endpoint, built from the seeded data. */
export async function buildTargets(f: FuzzApp): Promise<FuzzTarget[]> {
  const { db } = f;
  const document = f.app.swagger() as unknown as OpenApiDocument;
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const [broker] = await db.select().from(accounts).where(eq(accounts.name, BROKER));
  if (!broker) throw new Error('no seeded broker account');
  const brokerListing = async (status: number, listingType = 1) => {
    const [row] = await db
      .select()
      .from(listings)
      .where(and(eq(listings.accountId, broker.id), eq(listings.status, status), eq(listings.listingType, listingType), eq(listings.offMarket, false)))
      .orderBy(asc(listings.id))
      .limit(1);
    if (!row) throw new Error(`no seeded broker listing in status ${status}`);
    return row;
  };
  const get = async (url: string, as: string) => {
    const res = await f.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await f.tokenFor(as)}` } });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return { json: res.json(), etag: res.headers.etag ?? '' };
  };

  const pending = await brokerListing(1);
  const active = await brokerListing(2);
  const inactive = await brokerListing(3);
  const quarantined = await brokerListing(4);
  const closed = await brokerListing(5);
  // The case system's own references, for the by-case-number routes.
  await f.db.update(listings).set({ caseNumber: 'FUZZ-ACTIVE' }).where(eq(listings.id, active.id));
  await f.db.update(listings).set({ caseNumber: 'FUZZ-CLOSED' }).where(eq(listings.id, closed.id));
  const rental = await get(`/api/v2/listings/${active.id}`, PERSONA.brokerAdmin);
  const listingRecord = rental.json.listing as Record<string, unknown> & { images: { url: string }[] };

  // A new listing needs images of its own: three uploads into the broker account.
  const images: { url: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await f.app.inject({
      method: 'POST',
      url: `/api/v2/images?accountId=${broker.id}`,
      headers: { authorization: `Bearer ${await f.tokenFor(PERSONA.brokerAdmin)}`, 'content-type': 'image/png' },
      payload: makePng(1024, 768, [30 + i * 40, 120, 200]),
    });
    if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    images.push({ url: res.json().image.url });
  }

  // Promotions: a running one (renew, cancel), a scheduled one (update before its start), and a listing without.
  const today = copenhagenDay();
  const current = await db
    .select({ listingId: promotions.listingId, startDate: promotions.startDate })
    .from(promotions)
    .innerJoin(listings, eq(listings.id, promotions.listingId))
    .where(and(eq(listings.accountId, broker.id), isNull(promotions.cancelledAt), sql`${promotions.endDate} >= ${today}`))
    .orderBy(asc(promotions.id));
  const running = current.find((p) => p.startDate <= today);
  const scheduled = current.find((p) => p.startDate > today);
  if (!running || !scheduled) throw new Error('the seed has no running and scheduled promotion');
  const [unpromoted] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.accountId, broker.id),
        eq(listings.status, 2),
        eq(listings.offMarket, false),
        sql`not exists (select 1 from ${promotions} where ${promotions.listingId} = ${listings.id})`,
      ),
    )
    .orderBy(asc(listings.id))
    .limit(1);
  const [product] = await db.select({ id: promotionProducts.id }).from(promotionProducts).orderBy(asc(promotionProducts.id)).limit(1);
  const promotionOf = async (listingId: number) => {
    const { json, etag } = await get(`/api/v2/listings/${listingId}/promotion`, PERSONA.brokerAdmin);
    const imageUrl = (await get(`/api/v2/listings/${listingId}`, PERSONA.brokerAdmin)).json.listing.images[0].url as string;
    return { etag, imageUrl, json };
  };
  const runningPromotion = await promotionOf(running.listingId);
  const scheduledPromotion = await promotionOf(scheduled.listingId);
  const unpromotedImage = (await get(`/api/v2/listings/${unpromoted!.id}`, PERSONA.brokerAdmin)).json.listing.images[0].url as string;

  const account = await get(`/api/v2/accounts/${broker.id}`, PERSONA.brokerAdmin);
  // An open invitation to withdraw.
  const invited = await f.app.inject({
    method: 'POST',
    url: `/api/v2/accounts/${broker.id}/invitations`,
    headers: { authorization: `Bearer ${await f.tokenFor(PERSONA.brokerAdmin)}` },
    payload: { email: 'fuzz.inviteret@firma.dk', accountRole: 3 },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const invitationId = (invited.json().invitations as { id: number; email: string }[]).find((i) => i.email === 'fuzz.inviteret@firma.dk')!.id;
  // An API key to revoke.
  const madeKey = await f.app.inject({
    method: 'POST',
    url: `/api/v2/accounts/${broker.id}/api-keys`,
    headers: { authorization: `Bearer ${await f.tokenFor(PERSONA.brokerAdmin)}` },
    payload: { name: 'Fuzz', role: 3 },
  });
  if (madeKey.statusCode !== 201) throw new Error(`api key: ${madeKey.statusCode} ${madeKey.body}`);
  const apiKeyId = madeKey.json<{ apiKey: { id: number } }>().apiKey.id;
  // A webhook endpoint with one delivery (a test event), to change, test, redeliver and delete.
  const acting = { 'X-Account-Id': String(broker.id) };
  const madeHook = await f.app.inject({
    method: 'POST',
    url: '/api/v2/webhooks',
    headers: { authorization: `Bearer ${await f.tokenFor(PERSONA.brokerAdmin)}`, ...acting },
    payload: { url: 'https://crm.example.dk/fuzz', events: ['listing.status_changed'] },
  });
  if (madeHook.statusCode !== 201) throw new Error(`webhook: ${madeHook.statusCode} ${madeHook.body}`);
  const webhookId = madeHook.json<{ webhook: { id: number } }>().webhook.id;
  const tested = await f.app.inject({
    method: 'POST',
    url: `/api/v2/webhooks/${webhookId}/test`,
    headers: { authorization: `Bearer ${await f.tokenFor(PERSONA.brokerAdmin)}`, ...acting },
  });
  if (tested.statusCode !== 201) throw new Error(`webhook test: ${tested.statusCode} ${tested.body}`);
  const deliveryId = tested.json<{ delivery: { id: number } }>().delivery.id;
  // An enquiry about an active listing of the broker's, to change and answer in the broker's inbox.
  const inBrokerInbox = { 'X-Account-Id': String(broker.id) };
  const enquiryListing = await brokerListing(2);
  const enquiryBody = {
    listingId: enquiryListing.id,
    name: 'Fuzz Person',
    email: 'fuzz@kunde.dk',
    phone: '+45 20 30 40 50',
    message: 'Kan vi se lejemålet?',
    kind: 'viewing',
    consent: true,
  };
  const madeEnquiry = await f.app.inject({ method: 'POST', url: '/api/v2/enquiries', payload: enquiryBody });
  if (madeEnquiry.statusCode !== 201) throw new Error(`enquiry: ${madeEnquiry.statusCode} ${madeEnquiry.body}`);
  const enquiryId = madeEnquiry.json<{ id: number }>().id;
  const announcement = await get('/api/v2/announcements/1', PERSONA.staff);
  const cmsPage = await get('/api/v2/cms-pages/2', PERSONA.staff);
  const agent = await get('/api/v2/searchagents/1', PERSONA.private);
  const versionOf = (id: number) =>
    db
      .select({ v: listings.version })
      .from(listings)
      .where(eq(listings.id, id))
      .then((r) => `W/"${r[0]!.v}"`);

  const accountBody = {
    name: 'Fuzz Ejendomme ApS',
    email: 'fuzz@firma.dk',
    ccEmail: [],
    phoneNumber: '+45 33 12 34 56',
    address: { streetName: 'Strandgade', streetNumber: '1', zipCode: '1401', city: 'København K' },
  };
  const event = { event: 'listing', action: 6, target_listing_id: active.id, SessionID: 'fuzz-session-1', SessionAcquisition: '', UserToken: '' };
  const listingFields = omit(listingRecord, 'id', 'status', 'version');
  const listingSchemaJson = jsonSchema(listingObjectSchema('rental'));
  const createSchemaJson: JsonSchema = {
    type: 'object',
    properties: { ...jsonSchema(ListingCreateEnvelopeSchema).properties, ...listingSchemaJson.properties },
    required: [...(jsonSchema(ListingCreateEnvelopeSchema).required ?? []), ...(listingSchemaJson.required ?? [])],
  };

  const brokerWriters = [PERSONA.brokerAdmin, PERSONA.staff];
  const reader = await userId(PERSONA.brokerReader);
  // A saved view of the listing index to remove (privat@'s own).
  const LISTING_VIEW = {
    name: 'Aktive lejemål efter pris',
    filter: { status: 2, listingType: 1 },
    sort: 'price',
    order: 'DESC',
    columns: ['title', 'price', 'floorArea'],
  };
  const view = await f.app.inject({
    method: 'POST',
    url: '/api/v2/listing-views',
    headers: { authorization: `Bearer ${await f.tokenFor(PERSONA.private)}` },
    payload: { ...LISTING_VIEW, name: 'Til sletning' },
  });
  if (view.statusCode !== 201) throw new Error(`listing view: ${view.statusCode} ${view.body}`);
  const lifecycle = async (action: string, id: number, as = brokerWriters) =>
    request(`POST /api/v2/listings/{id}/${action}`, as, { params: { id }, headers: { 'if-match': await versionOf(id) } });
  const closing = async (action: string, id: number) =>
    request(`POST /api/v2/listings/{id}/${action}`, brokerWriters, {
      params: { id },
      headers: { 'if-match': await versionOf(id) },
      body: { closingReasonId: 1, closingReasonText: 'Udlejet' },
    });

  function request(
    endpoint: string,
    as: (string | null)[],
    parts: Partial<Omit<BaseRequest, 'method' | 'path'>> & { bodySchema?: JsonSchema },
    extra: Partial<FuzzTarget> = {},
  ): FuzzTarget {
    const [method, path] = endpoint.split(' ') as [Method, string];
    const schemas = endpointSchemas(document, method, path);
    const { bodySchema, ...rest } = parts;
    return {
      endpoint,
      as,
      base: { method, path, params: {}, query: {}, headers: {}, ...rest },
      schemas: bodySchema ? { ...schemas, body: bodySchema } : schemas,
      ...extra,
    };
  }

  return [
    request('POST /auth/login', [null], { body: { username: PERSONA.brokerAdmin, password: 'demo1234' } }),
    request('POST /auth/renew-token', [null], { body: { token: await f.tokenFor(PERSONA.brokerAdmin) } }),
    request('POST /auth/logout', [null], { body: { token: await f.tokenFor(PERSONA.brokerAdmin) } }),
    request('POST /auth/reset-password', [null], { body: { email: PERSONA.brokerAdmin } }),
    request('POST /auth/reset-password', [null], { body: { token: 'et-nulstillingslink', password: 'nyt-kodeord-42' } }),

    request('POST /api/v2/accounts', [PERSONA.private, PERSONA.staff], { body: { ...accountBody, accountType: 2 } }),
    request('PUT /api/v2/accounts/{id}', brokerWriters, { params: { id: broker.id }, headers: { 'if-match': account.etag }, body: accountBody }),
    request('POST /api/v2/accounts/{id}/users', brokerWriters, { params: { id: broker.id }, body: { accountRole: 2, userID: await userId(PERSONA.private) } }),
    request('PUT /api/v2/accounts/{id}/users/{userId}', brokerWriters, { params: { id: broker.id, userId: reader }, body: { roles: [2] } }),
    request('DELETE /api/v2/accounts/{id}/users/{userId}', brokerWriters, { params: { id: broker.id, userId: reader } }),
    request('DELETE /api/v2/users/me', [PERSONA.private], {}),
    request('DELETE /api/v2/users/me/sessions', [PERSONA.private], {}),
    request('DELETE /api/v2/users/me/accounts/{id}', brokerWriters, { params: { id: broker.id } }),

    request(
      'POST /api/v2/listings',
      brokerWriters,
      {
        body: { ...listingFields, accountId: broker.id, listingType: 1, offMarket: false, images },
        bodySchema: createSchemaJson,
      },
      { fetchedUrls: ['images'] },
    ),
    request('POST /api/v2/listings/import', brokerWriters, {
      query: { accountId: broker.id },
      body: [{ ...listingFields, accountOwnerListingIdentifierID: 'FUZZ-2', listingType: 1, offMarket: false, images }],
    }),
    request(
      'PUT /api/v2/listings/by-case-number/{caseNumber}',
      brokerWriters,
      {
        params: { caseNumber: 'FUZZ-1' },
        body: { ...listingFields, accountOwnerListingIdentifierID: 'FUZZ-1', accountId: broker.id, listingType: 1, offMarket: false, images },
        bodySchema: createSchemaJson,
      },
      { fetchedUrls: ['images'] },
    ),
    request(
      'PUT /api/v2/listings/{id}',
      brokerWriters,
      {
        params: { id: active.id },
        headers: { 'if-match': rental.etag },
        body: listingRecord,
        bodySchema: listingSchemaJson,
      },
      { fetchedUrls: ['images'] },
    ),
    request('DELETE /api/v2/listings/by-case-number/{caseNumber}', brokerWriters, { params: { caseNumber: 'FUZZ-ACTIVE' } }),
    request('POST /api/v2/listings/by-case-number/{caseNumber}/close', brokerWriters, {
      params: { caseNumber: 'FUZZ-ACTIVE' },
      body: { closingReasonId: 1, closingReasonText: 'Udlejet' },
    }),
    request('POST /api/v2/listings/by-case-number/{caseNumber}/reopen', brokerWriters, { params: { caseNumber: 'FUZZ-CLOSED' } }),
    request('DELETE /api/v2/listings/{id}', brokerWriters, { params: { id: active.id }, headers: { 'if-match': rental.etag } }),
    await lifecycle('activate', pending.id),
    await lifecycle('deactivate', active.id),
    await lifecycle('reopen', closed.id),
    await lifecycle('archive', closed.id),
    await lifecycle('quarantine', inactive.id, [PERSONA.staff]),
    await lifecycle('release', quarantined.id, [PERSONA.staff]),
    request('PUT /api/v2/listings/{id}/cover-check', [PERSONA.staff], { params: { id: inactive.id }, body: { overruled: true } }),
    await closing('close', active.id),
    await closing('reclose', closed.id),
    request('POST /api/v2/listings/{id}/copy', brokerWriters, { params: { id: active.id }, body: { keepCaseNumber: false } }),
    request(
      'POST /api/v2/listings/bulk',
      brokerWriters,
      { body: { action: 'activate', items: [{ id: pending.id, version: pending.version }] } },
      { answersPerRow: true },
    ),
    request('POST /api/v2/listings/confirm-current', brokerWriters, { body: { ids: [active.id] } }, { answersPerRow: true }),

    request('POST /api/v2/images', brokerWriters, {
      query: { accountId: broker.id },
      headers: { 'content-type': 'image/png' },
      body: makePng(1024, 768, [10, 20, 30]),
    }),
    request(
      'POST /api/v2/images/url',
      brokerWriters,
      { body: { accountId: broker.id, url: 'https://billeder.example.dk/facade.png' } },
      { fetchedUrls: ['url'] },
    ),

    request('POST /api/v2/listing-views', [PERSONA.brokerAdmin, PERSONA.private], { body: LISTING_VIEW }),
    request('DELETE /api/v2/listing-views/{id}', [PERSONA.private], { params: { id: view.json().listingView.id } }),

    request('POST /api/v2/favorites', brokerWriters, { body: { listingId: active.id } }),
    request('DELETE /api/v2/favorites/{id}', [PERSONA.private], { params: { id: 5 } }),

    request('POST /api/v2/searchagents', [PERSONA.private, PERSONA.brokerAdmin], {
      body: { name: 'Kontor i København', listingTypes: [1, 4], interval: 'daily', municipalityCodes: [101], floorAreaMin: 100, floorAreaMax: 500 },
    }),
    request('PUT /api/v2/searchagents/{id}', [PERSONA.private], {
      params: { id: 1 },
      headers: { 'if-match': agent.etag },
      body: { name: 'Kontor i København', listingTypes: [1], interval: 'weekly' },
    }),
    request('DELETE /api/v2/searchagents/{id}', [PERSONA.private], { params: { id: 1 }, headers: { 'if-match': agent.etag } }),

    request('POST /api/v2/announcements', [PERSONA.staff], { body: { zone: 'Member', type: 'info', content: '<p>Driftsinfo</p>' } }),
    request('PUT /api/v2/announcements/{id}', [PERSONA.staff], {
      params: { id: 1 },
      headers: { 'if-match': announcement.etag },
      body: { zone: 'Member', type: 'warning', content: '<p>Driftsinfo</p>' },
    }),
    request('DELETE /api/v2/announcements/{id}', [PERSONA.staff], { params: { id: 1 }, headers: { 'if-match': announcement.etag } }),
    request('POST /api/v2/cms-pages', [PERSONA.staff], { body: { parentId: 1, pathNode: 'fuzz-side', title: 'Fuzz', content: '<p>Tekst</p>' } }),
    request('PUT /api/v2/cms-pages/{id}', [PERSONA.staff], {
      params: { id: 2 },
      headers: { 'if-match': cmsPage.etag },
      body: { parentId: 1, pathNode: 'vilkaar', title: 'Vilkår' },
    }),
    request('DELETE /api/v2/cms-pages/{id}', [PERSONA.staff], { params: { id: 2 }, headers: { 'if-match': cmsPage.etag } }),

    request('POST /api/v2/listings/{id}/promotion', brokerWriters, {
      params: { id: unpromoted!.id },
      body: { productId: product!.id, startDate: today, periods: 1, imageUrl: unpromotedImage },
      bodySchema: jsonSchema(promotionCreateSchema(today)),
    }),
    request('PUT /api/v2/listings/{id}/promotion', brokerWriters, {
      params: { id: scheduled.listingId },
      headers: { 'if-match': scheduledPromotion.etag },
      body: { periods: 2, imageUrl: scheduledPromotion.imageUrl },
      bodySchema: jsonSchema(PromotionUpdateSchema),
    }),
    request('POST /api/v2/listings/{id}/promotion/renew', brokerWriters, {
      params: { id: running.listingId },
      headers: { 'if-match': runningPromotion.etag },
      body: { periods: 1 },
      bodySchema: jsonSchema(PromotionRenewSchema),
    }),
    request('POST /api/v2/listings/{id}/promotion/cancel', brokerWriters, {
      params: { id: running.listingId },
      headers: { 'if-match': runningPromotion.etag },
      body: { acceptForfeit: true },
      bodySchema: jsonSchema(PromotionCancelSchema),
    }),

    request('POST /api/v2/tracking', [null], { body: { rawData: base64(event) } }),
    // The event inside rawData, by its own schema.
    request(
      'POST /api/v2/tracking',
      [null],
      { body: event, bodySchema: jsonSchema(ListingEventSchema) },
      { wrapBody: (inner) => ({ rawData: base64(inner) }) },
    ),

    // After the others, so that their seeds stay as they were: account settings and invitations.
    request('PUT /api/v2/accounts/{id}/settings', [PERSONA.staff], {
      params: { id: broker.id },
      headers: { 'if-match': account.etag },
      body: { accountType: 1, billingId: '100234', permissions: account.json.account.permissions },
    }),
    request('POST /api/v2/accounts/{id}/invitations', brokerWriters, { params: { id: broker.id }, body: { email: 'fuzz.kollega@firma.dk', accountRole: 2 } }),
    request('DELETE /api/v2/accounts/{id}/invitations/{invitationId}', brokerWriters, { params: { id: broker.id, invitationId } }),
    request('POST /api/v2/accounts/{id}/api-keys', brokerWriters, { params: { id: broker.id }, body: { name: 'Sagssystem', role: 2 } }),
    request('DELETE /api/v2/accounts/{id}/api-keys/{keyId}', brokerWriters, { params: { id: broker.id, keyId: apiKeyId } }),
    request('POST /api/v2/webhooks', [PERSONA.brokerAdmin], {
      headers: acting,
      body: { url: 'https://crm.example.dk/hooks', events: ['listing.status_changed', 'promotion.ended'], description: 'CRM' },
    }),
    request('PATCH /api/v2/webhooks/{id}', [PERSONA.brokerAdmin], {
      params: { id: webhookId },
      headers: acting,
      body: { url: 'https://crm.example.dk/andet', events: ['enquiry.created'], enabled: true, rotateSecret: true },
    }),
    request('POST /api/v2/webhooks/{id}/test', [PERSONA.brokerAdmin], { params: { id: webhookId }, headers: acting }),
    request('POST /api/v2/webhook-deliveries/{id}/redeliver', [PERSONA.brokerAdmin], { params: { id: deliveryId }, headers: acting }),
    request('DELETE /api/v2/webhooks/{id}', [PERSONA.brokerAdmin], { params: { id: webhookId }, headers: acting }),
    request('POST /api/v2/enquiries', [null], { body: enquiryBody }),
    request('PATCH /api/v2/enquiries/{id}', brokerWriters, {
      params: { id: enquiryId },
      headers: { ...inBrokerInbox, 'if-match': '*' },
      body: { status: 'read', assignedUserId: await userId(PERSONA.brokerAdmin) },
    }),
    request('POST /api/v2/enquiries/{id}/replies', brokerWriters, { params: { id: enquiryId }, headers: inBrokerInbox, body: { body: 'Passer det tirsdag?' } }),
    request('POST /api/v2/staff/enquiries/erase', [PERSONA.staff], { body: { email: 'ingen@kunde.dk' } }),
    // A link no invitation has: whatever the case, nothing can be accepted.
    request('POST /auth/invitation', [null], { body: { token: 'et-invitationslink' } }),
    request('POST /auth/invitation/accept', [null], { body: { token: 'et-invitationslink', password: 'nyt-kodeord-42', name: 'Ny Kollega' } }),
  ];
}

/** The write endpoints of the OpenAPI document that no target fuzzes. */
export function uncovered(app: FastifyInstance, targets: FuzzTarget[]): string[] {
  const covered = new Set(targets.map((t) => t.endpoint));
  return writeEndpoints(app.swagger() as unknown as OpenApiDocument).filter((e) => !covered.has(e));
}

/** The cases of a target, each with who sends it; printed short in a counterexample. */
export function targetCases(target: FuzzTarget): fc.Arbitrary<SentCase> {
  const authenticated = !target.endpoint.includes(' /auth/') && !target.endpoint.endsWith('/tracking') && target.endpoint !== 'POST /api/v2/enquiries';
  const options = {
    authenticated,
    ...(target.wrapBody ? { wrapBody: target.wrapBody } : {}),
    ...(target.fetchedUrls ? { fetchedUrls: target.fetchedUrls } : {}),
  };
  return fc.record({ c: invalidCases(target.base, target.schemas, options), as: fc.constantFrom(...target.as) }).map(({ c, as }) => {
    const sent: SentCase = { ...c, as };
    Object.defineProperty(sent, fc.toStringMethod, { value: () => `${as ?? 'anonymous'}: ${c.method} ${c.url.slice(0, 120)}: ${c.what}`, enumerable: false });
    return sent;
  });
}

export async function send(f: FuzzApp, c: SentCase): Promise<LightMyRequestResponse> {
  const headers = { ...c.headers, ...(c.as ? { authorization: `Bearer ${await f.tokenFor(c.as)}` } : {}) };
  return f.app.inject({ method: c.method, url: c.url, headers, ...(c.payload === undefined ? {} : { payload: c.payload }) });
}

/** Words of the framework's and zod's English messages: an answer with one has skipped the Danish error handler. */
const ENGLISH = /\b(invalid|expected|received|must|required|unexpected|unsupported|body|querystring|params|error|bad request|not found|too (big|small))\b/i;

/** What is wrong with the answer to an invalid case, or undefined when it is as it should be. */
export function answerProblem(target: FuzzTarget, c: SentCase, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) {
    if (c.kind === 'unknown' && target.answersPerRow && res.statusCode === 200) return undefined;
    return `accepted with ${res.statusCode}: ${res.body.slice(0, 300)}`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const parsed = ApiErrorSchema.strict().safeParse(body);
  if (!parsed.success) return `${res.statusCode} with a body that is not {code, message, fields?}: ${res.body.slice(0, 300)}`;
  const texts = [parsed.data.message, ...Object.values(parsed.data.fields ?? {})];
  const english = texts.find((t) => t.trim() === '' || ENGLISH.test(t.replace(/Adressen \S+ \S+ findes ikke/, '')));
  if (english !== undefined) return `${res.statusCode} with a message that is not Danish: ${JSON.stringify(english)}`;
  return undefined;
}

/** A 400 that names the body field the case broke. */
export function namesField(c: SentCase, res: LightMyRequestResponse): boolean {
  if (res.statusCode !== 400 || !c.field) return false;
  const fields = Object.keys(res.json<{ fields?: Record<string, string> }>().fields ?? {});
  return fields.some((name) => name === c.field || name.startsWith(`${c.field}.`) || name.startsWith(`${c.field}[`));
}

// --- nothing stored ----------------------------------------------------------------------------

/** Rows of raw SQL: a plain array or `{ rows }`, depending on the driver. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * Row count and newest row version of every table but the rate limits' counters: those count every request to a
 * limited route, bad input included, since the limits are there for the requests that fail. An insert or an update
 * writes a row version with a newer transaction id than any before it and a delete lowers the count, so the pair
 * moves with any committed change, without hashing every row.
 */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_hits' order by 1`,
    ),
  );
  const query = tables
    .map(({ name }) => `select '${name}' as name, count(*)::int as n, coalesce(max(t.xmin::text::bigint), 0)::text as h from "${name}" t`)
    .join(' union all ');
  const rows = rowsOf<{ name: string; n: number; h: string }>(await db.execute(sql.raw(query)));
  return new Map(rows.map((r) => [r.name, `${r.n}:${r.h}`]));
}

/**
 * The next transaction id. A request that writes nothing leaves it alone, so only after one that
 * moved it (a write, or one rolled back) is the whole database compared.
 */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = rowsOf<{ x: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
  return row!.x;
}

/** Watches the database for anything stored: `changed()` names the tables changed since the last call. */
export class StoreWatch {
  private constructor(
    private readonly db: Db,
    private baseline: Map<string, string>,
    private mark: string,
  ) {}

  static async start(db: Db): Promise<StoreWatch> {
    return new StoreWatch(db, await fingerprint(db), await nextTransactionId(db));
  }

  async changed(): Promise<string[]> {
    const mark = await nextTransactionId(this.db);
    if (mark === this.mark) return [];
    const now = await fingerprint(this.db);
    const changed = [...now.keys()].filter((name) => now.get(name) !== this.baseline.get(name));
    this.baseline = now;
    this.mark = await nextTransactionId(this.db);
    return changed;
  }
}

/** Sends one case and answers what is wrong: the answer, or something stored. */
export async function runCase(f: FuzzApp, watch: StoreWatch, target: FuzzTarget, c: SentCase): Promise<{ res: LightMyRequestResponse; problem?: string }> {
  const res = await send(f, c);
  const problem = answerProblem(target, c, res);
  const stored = await watch.changed();
  if (stored.length > 0) return { res, problem: `stored on error (${res.statusCode}): ${stored.join(', ')}${problem ? `; ${problem}` : ''}` };
  if (({} as Record<string, unknown>)['polluted'] !== undefined || ({} as Record<string, unknown>)['isStaff'] !== undefined) {
    return { res, problem: 'Object.prototype was polluted' };
  }
  return problem ? { res, problem } : { res };
}
