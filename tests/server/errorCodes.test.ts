import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { omit } from '../../server/omit';
import { ERROR_CODES, FIELD_ERROR_CODE_MEANINGS } from '../../schemas/errors';

/**
 * Errors a program can read: every bad field with a stable code and its limits beside the Danish message, the
 * same in English when asked for, a request id on every answer that the API log finds, and RFC 9110's
 * conditional requests.
 */

let t: TestApp;
let broker: number;
/** A seeded pending rental listing of the Broker account, as GET /listings/{id} answers it. */
let seeded: Record<string, unknown> & { id: number; version: number; images: { url: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const [found] = await t.database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.listingType, 1), eq(listings.offMarket, false), eq(listings.status, LISTING_STATUSES.active)))
    .orderBy(listings.id)
    .limit(1);
  seeded = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${found!.id}` })).json().listing;
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request(PERSONAS.brokerMember, {
    method: 'PUT',
    url: `/api/v2/listings/${seeded.id}`,
    payload,
    headers: { 'if-match': `W/"${seeded.version}"`, ...headers },
  });

const BAD_LISTING = () => {
  const [first, second] = seeded.images;
  return { ...omit(seeded, 'contactEmail'), title: 'For kort', floorArea: 'stort', yearlyRent: -5, images: [first, second, first] };
};

describe('field errors a program can read', () => {
  it('gives each bad field of a body a stable code and its limits beside the Danish message, keeping the fields map', async () => {
    const res = await put(BAD_LISTING());
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe('bad_input');
    expect(body.fields).toMatchObject({
      title: 'Titel skal være mellem 20 og 128 tegn',
      contactEmail: 'Kontaktpersonens e-mail er krævet',
      floorArea: 'Etageareal skal være korrekt',
    });
    const byField = Object.fromEntries((body.errors as { field: string }[]).map((e) => [e.field, e]));
    expect(byField['title']).toEqual({ field: 'title', code: 'too_short', min: 20, message: 'Titel skal være mellem 20 og 128 tegn' });
    expect(byField['contactEmail']).toEqual({ field: 'contactEmail', code: 'required', message: 'Kontaktpersonens e-mail er krævet' });
    expect(byField['floorArea']).toMatchObject({ field: 'floorArea', code: 'invalid_type' });
    // A value that must be positive names no inclusive limit.
    expect(byField['yearlyRent']).toEqual({ field: 'yearlyRent', code: 'too_small', message: body.fields.yearlyRent });
    // Every field of the map is in the list, with the same message.
    expect(Object.fromEntries((body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]))).toEqual(body.fields);
  });

  it('codes what a service finds: the same picture twice is a duplicate, a listing too incomplete to be active names each field', async () => {
    const twice = await put({
      ...BAD_LISTING(),
      contactEmail: seeded['contactEmail'],
      title: seeded['title'],
      floorArea: seeded['floorArea'],
      yearlyRent: seeded['yearlyRent'],
    });
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().errors).toEqual([{ field: 'images.2.url', code: 'duplicate', message: 'Billedet findes allerede' }]);

    const draft = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: '/api/v2/listings',
      payload: { ...seeded, accountOwnerListingIdentifierID: undefined, shownAccountOwnerListingIdentifierID: undefined, images: undefined, accountId: broker },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id, version } = draft.json().listing;
    const activate = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/${id}/activate`,
      headers: { 'if-match': `W/"${version}"` },
    });
    expect(activate.statusCode, activate.body).toBe(409);
    expect(activate.json().errors).toEqual([{ field: 'images', code: 'too_few', min: 3, message: 'Antal billeder skal være mellem 3 og 10' }]);
  });

  it('codes what a route refuses before any service runs: a query parameter out of range, a value not among those allowed', async () => {
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log?status=7&perPage=0` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'perPage', code: 'too_small', min: 1, message: res.json().fields.perPage },
      { field: 'status', code: 'invalid_value', message: 'Status skal være 2, 4 eller 5' },
    ]);
  });

  it('lists every top-level code and every field code with its meaning in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { ApiError, FieldError } = document.components.schemas;
    for (const code of Object.values(ERROR_CODES)) expect(ApiError.properties.code.description).toContain(`\`${code}\`: `);
    expect(FieldError.properties.code.enum).toEqual(Object.keys(FIELD_ERROR_CODE_MEANINGS));
    for (const code of Object.keys(FIELD_ERROR_CODE_MEANINGS)) expect(FieldError.properties.code.description).toContain(`\`${code}\`: `);
  });
});

describe('English for machine clients', () => {
  it('answers in English with Accept-Language: en, built from the code and limits; Danish without it or when Danish is preferred', async () => {
    const english = await put(BAD_LISTING(), { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(400);
    expect(english.headers['content-language']).toBe('en');
    const body = english.json();
    expect(body.message).toBe('The request has errors: each bad field is named in `errors` (and `fields`).');
    expect(body.fields).toMatchObject({
      title: 'title must be at least 20 characters',
      contactEmail: 'contactEmail is required',
      floorArea: 'floorArea has the wrong type',
    });
    expect(body.errors).toContainEqual({ field: 'title', code: 'too_short', min: 20, message: 'title must be at least 20 characters' });

    const notFound = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/listings/2000000000', headers: { 'accept-language': 'en' } });
    expect(notFound.json()).toEqual({ code: 'not_found', message: 'What the request names does not exist.' });

    for (const header of [undefined, 'da', 'da, en;q=0.8', 'de, fr']) {
      const danish = await put(BAD_LISTING(), header ? { 'accept-language': header } : {});
      expect(danish.json().fields.title, header).toBe('Titel skal være mellem 20 og 128 tegn');
      expect(danish.headers['content-language'], header).toBeUndefined();
    }
  });
});

describe('request ids', () => {
  it('answers every request with X-Request-Id: the sane one the client sent, or a new one', async () => {
    const sent = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'sag-4711:push-2' } });
    expect(sent.headers['x-request-id']).toBe('sag-4711:push-2');
    const made = await t.app.inject({ method: 'GET', url: '/api/v2/listings' });
    expect(made.statusCode).toBe(401);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const insane = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x'.repeat(200) } });
    expect(insane.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it("finds the API log entry by the answer's request id, with the query string and the field errors", async () => {
    const made = await t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/accounts/${broker}/api-keys`, payload: { name: 'Fejlkoder', role: 2 } });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json().key as string;
    const failed = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/listings/${seeded.id}?note=sag%204711`,
      headers: { authorization: `Bearer ${key}`, 'if-match': `W/"${seeded.version}"`, 'x-request-id': 'push-4711' },
      payload: BAD_LISTING(),
    });
    expect(failed.statusCode, failed.body).toBe(400);
    expect(failed.headers['x-request-id']).toBe('push-4711');
    const logged = async () => {
      const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/accounts/${broker}/api-log?requestId=push-4711` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().entries as Record<string, unknown>[];
    };
    await expect.poll(async () => (await logged()).length).toBe(1);
    const [entry] = await logged();
    expect(entry).toMatchObject({ requestId: 'push-4711', method: 'PUT', path: `/api/v2/listings/${seeded.id}`, query: 'note=sag%204711', status: 400 });
    expect(entry!['fieldErrors']).toEqual(failed.json().errors);
  });
});

describe('conditional requests (RFC 9110)', () => {
  it('takes If-Match: * as any current version, a list of tags when one is current, and refuses a list without it', async () => {
    const draft = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: '/api/v2/listings',
      payload: { ...seeded, accountOwnerListingIdentifierID: undefined, shownAccountOwnerListingIdentifierID: undefined, accountId: broker },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const { id, version } = draft.json().listing as { id: number; version: number };
    const act = (action: string, ifMatch: string) =>
      t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/listings/${id}/${action}`, headers: { 'if-match': ifMatch } });

    const anyVersion = await act('activate', '*');
    expect(anyVersion.statusCode, anyVersion.body).toBe(200);
    expect(anyVersion.headers['etag']).toBe(`W/"${version + 1}"`);
    const stale = await act('deactivate', `W/"${version}", "${version + 7}"`);
    expect(stale.statusCode, stale.body).toBe(412);
    const listed = await act('deactivate', `W/"${version}", "${version + 1}"`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((await act('activate', '')).statusCode).toBe(428);
  });

  it('answers a GET whose ETag If-None-Match names with 304 and no body, and the listing when it changed', async () => {
    const url = `/api/v2/listings/${seeded.id}`;
    const first = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url });
    const tag = first.headers['etag'] as string;
    expect(tag).toMatch(/^W\/"\d+"$/);
    for (const ifNoneMatch of [tag, tag.replace(/^W\//, ''), `"0", ${tag}`, '*']) {
      const again = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(tag);
    }
    const changed = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url, headers: { 'if-none-match': 'W/"0"' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().listing.id).toBe(seeded.id);
  });
});
