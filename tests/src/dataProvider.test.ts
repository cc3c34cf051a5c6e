import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from 'src/providers/dataProvider';
import { listQuery } from 'src/providers/listQuery';
import { payloadKeys } from 'src/providers/resourceKeys';
import { clearToken, writeToken } from 'src/providers/authCookie';
import { json, stubFetch, text } from './helpers/fetch';
import { makeToken } from './helpers/tokens';

const API = 'http://localhost/api/v2';
const provider = () => createDataProvider({ apiBase: () => API });
const account = (id: number, version = 1) => ({ id, name: `Konto ${id}`, version });

let token: string;
beforeEach(() => {
  token = makeToken();
  writeToken(token);
});
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
});

describe('payloadKeys', () => {
  it.each([
    ['accounts', 'accounts', 'account'],
    ['closing-reasons', 'closingReasons', 'closingReason'],
    ['subcategories', 'subcategories', 'subcategory'],
    ['facilities', 'facilities', 'facility'],
    ['energy-labels', 'energyLabels', 'energyLabel'],
    ['search-agents', 'searchAgents', 'searchAgent'],
  ])('%s answers { %s } and { %s }', (resource, many, one) => {
    expect(payloadKeys(resource)).toEqual({ many, one });
  });
});

describe('listQuery', () => {
  it('sends paging, sorting and each filter as a query parameter', () => {
    const query = new URLSearchParams(
      listQuery({
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: { status: [1, 2], q: 'Nordhavn', empty: '', missing: undefined, active: true },
      }),
    );
    expect(query.get('page')).toBe('2');
    expect(query.get('perPage')).toBe('25');
    expect(query.get('sort')).toBe('name');
    expect(query.get('order')).toBe('ASC');
    expect(query.getAll('status')).toEqual(['1', '2']);
    expect(query.get('q')).toBe('Nordhavn');
    expect(query.get('active')).toBe('true');
    expect(query.has('empty')).toBe(false);
    expect(query.has('missing')).toBe(false);
  });
});

describe('dataProvider', () => {
  it('getList reads { accounts, total } with the bearer token', async () => {
    const { calls } = stubFetch({ 'GET /api/v2/accounts': () => json({ accounts: [account(1), account(2)], total: 40 }) });

    const result = await provider().getList('accounts', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });

    expect(result).toEqual({ data: [account(1), account(2)], total: 40 });
    expect(calls[0]?.url).toBe(`${API}/accounts?page=1&perPage=2&sort=name&order=ASC`);
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("asks for the API's messages in Danish, whatever the browser's language, and shows a bad field's Danish message", async () => {
    const { calls } = stubFetch({
      'PUT /api/v2/accounts/1': () =>
        json(
          {
            code: 'bad_input',
            message: 'Der er fejl i de indtastede oplysninger',
            fields: { name: 'Navn er krævet' },
            errors: [{ field: 'name', code: 'required', message: 'Navn er krævet' }],
          },
          400,
        ),
    });
    await expect(provider().update('accounts', { id: 1, data: { name: '' }, previousData: account(1) })).rejects.toMatchObject({
      status: 400,
      // react-admin's own field map, from `fields`, not the API's list of coded errors.
      body: { code: 'bad_input', errors: { name: 'Navn er krævet' } },
    });
    expect(calls[0]?.headers.get('Accept-Language')).toBe('da');
  });

  it('getList passes an estimated total on as meta.totalEstimated', async () => {
    stubFetch({ 'GET /api/v2/listings': () => json({ listings: [], total: 12345, totalEstimated: true }) });
    const result = await provider().getList('listings', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [], total: 12345, meta: { totalEstimated: true } });
  });

  it('reads the page after one from its cursor, and any other page by its number', async () => {
    // The server's cursor for page n of a list: where that page ended.
    const { calls } = stubFetch({
      'GET /api/v2/listings': (call) => {
        const query = new URL(call.url).searchParams;
        return json({ listings: [{ id: 1, version: 1 }], total: 500, nextCursor: `slut-${query.get('status')}-${query.get('page')}` });
      },
      'PUT /api/v2/listings/1': () => json({ listing: { id: 1, version: 2 } }),
    });
    const dataProvider = provider();
    const read = async (page: number, status = 2, perPage = 25) => {
      await dataProvider.getList('listings', { pagination: { page, perPage }, sort: { field: 'updatedAt', order: 'DESC' }, filter: { status } });
      return new URL(calls.at(-1)?.url ?? '').searchParams.get('after');
    };
    expect(await read(1)).toBeNull();
    expect(await read(2)).toBe('slut-2-1');
    expect(await read(3)).toBe('slut-2-2');
    // Back a page, and the same page again (a refresh): still after the page before it.
    expect(await read(2)).toBe('slut-2-1');
    expect(await read(3)).toBe('slut-2-2');
    // A jump, another filter or another page size: by number.
    expect(await read(9)).toBeNull();
    expect(await read(2, 5)).toBeNull();
    expect(await read(4, 2, 50)).toBeNull();
    // A write to the resource: the pages count its rows as they now are.
    await dataProvider.update('listings', { id: 1, data: { id: 1 }, previousData: { id: 1, version: 1 } });
    expect(await read(3)).toBeNull();
    expect(await read(4)).toBe('slut-2-3');
  });

  it('getOne reads the singular key', async () => {
    stubFetch({ 'GET /api/v2/accounts/3': () => json({ account: account(3) }) });
    await expect(provider().getOne('accounts', { id: 3 })).resolves.toEqual({ data: account(3) });
  });

  it('getMany reads each record', async () => {
    stubFetch({
      'GET /api/v2/accounts/1': () => json({ account: account(1) }),
      'GET /api/v2/accounts/2': () => json({ account: account(2) }),
    });
    await expect(provider().getMany('accounts', { ids: [1, 2] })).resolves.toEqual({ data: [account(1), account(2)] });
  });

  it('getManyReference filters the list by the target', async () => {
    const { calls } = stubFetch({ 'GET /api/v2/listings': () => json({ listings: [], total: 0 }) });
    await provider().getManyReference('listings', {
      target: 'accountId',
      id: 5,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(new URL(calls[0]?.url ?? '').searchParams.get('accountId')).toBe('5');
  });

  it('update PUTs the data with If-Match: the version it was read at', async () => {
    const { calls } = stubFetch({ 'PUT /api/v2/accounts/3': () => json({ account: { ...account(3, 5), name: 'Nyt navn' } }) });

    const result = await provider().update('accounts', {
      id: 3,
      data: { ...account(3, 4), name: 'Nyt navn' },
      previousData: account(3, 4),
    });

    expect(result.data).toEqual({ ...account(3, 5), name: 'Nyt navn' });
    expect(calls[0]?.headers.get('If-Match')).toBe('W/"4"');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toEqual({ ...account(3, 4), name: 'Nyt navn' });
  });

  it('create POSTs and reads the created record', async () => {
    const { calls } = stubFetch({ 'POST /api/v2/accounts': () => json({ account: account(9) }, 201) });
    await expect(provider().create('accounts', { data: { name: 'Konto 9' } })).resolves.toEqual({ data: account(9) });
    expect(calls[0]?.body).toEqual({ name: 'Konto 9' });
  });

  it('delete sends If-Match and accepts an empty answer', async () => {
    const { calls } = stubFetch({ 'DELETE /api/v2/accounts/3': () => new Response(null, { status: 204 }) });
    await expect(provider().delete('accounts', { id: 3, previousData: account(3, 7) })).resolves.toEqual({ data: account(3, 7) });
    expect(calls[0]?.headers.get('If-Match')).toBe('W/"7"');
  });

  it('deleteMany reads each version before deleting', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/accounts/1': () => json({ account: account(1, 2) }),
      'DELETE /api/v2/accounts/1': () => new Response(null, { status: 204 }),
    });
    await expect(provider().deleteMany('accounts', { ids: [1] })).resolves.toEqual({ data: [1] });
    expect(calls.map((c) => `${c.method} ${c.headers.get('If-Match') ?? ''}`)).toEqual(['GET ', 'DELETE W/"2"']);
  });

  it('turns a 400 into an HttpError whose body react-admin shows on the form fields', async () => {
    stubFetch({
      'PUT /api/v2/accounts/3': () =>
        json({ code: 'bad_input', message: 'Ugyldige data', fields: { name: 'Firmanavn er krævet', 'address.zipCode': 'Postnummer skal være korrekt' } }, 400),
    });

    const failure = provider().update('accounts', { id: 3, data: account(3), previousData: account(3) });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Ugyldige data',
      body: {
        code: 'bad_input',
        errors: {
          name: 'Firmanavn er krævet',
          'address.zipCode': 'Postnummer skal være korrekt',
          root: { serverError: 'Ugyldige data' },
        },
      },
    });
  });

  it('names the endpoint of an unknown route', async () => {
    stubFetch({});
    await expect(provider().getOne('nothing', { id: 1 })).rejects.toMatchObject({
      status: 404,
      message: 'Adressen blev ikke fundet på serveren (/api/v2/nothing/1)',
    });
  });

  it('keeps 412 (stale version) with its message for react-admin to show', async () => {
    stubFetch({ 'PUT /api/v2/accounts/3': () => json({ code: 'stale_version', message: 'Kontoen er ændret af en anden' }, 412) });
    await expect(provider().update('accounts', { id: 3, data: account(3), previousData: account(3) })).rejects.toMatchObject({
      status: 412,
      message: 'Kontoen er ændret af en anden',
    });
  });

  it('says there was no answer when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(provider().getOne('accounts', { id: 1 })).rejects.toMatchObject({
      status: 0,
      message: 'Intet svar fra serveren. Tjek din forbindelse.',
    });
  });

  it('says the request was cancelled when react-admin aborts it', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    await expect(provider().getOne('accounts', { id: 1 })).rejects.toMatchObject({ message: 'Forespørgslen blev annulleret' });
  });

  it('treats an answer without the payload key as a server fault', async () => {
    stubFetch({ 'GET /api/v2/accounts/1': () => text('{"something":"else"}') });
    await expect(provider().getOne('accounts', { id: 1 })).rejects.toMatchObject({
      message: 'Noget gik galt. Kontakt venligst vores support hvis problemet fortsætter',
    });
  });
});

describe("the dataProvider's own methods", () => {
  it('sends a status change with the version read as If-Match, and answers the changed listing', async () => {
    const { calls } = stubFetch({ 'POST /api/v2/listings/7/deactivate': () => json({ listing: { id: 7, status: 2, version: 4 } }) });
    await expect(provider().listingAction({ id: 7, version: 3 }, 'deactivate')).resolves.toEqual({ id: 7, status: 2, version: 4 });
    expect(calls[0]?.headers.get('If-Match')).toBe('W/"3"');
    expect(calls[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('uploads an image as the file itself, with its own type and the token', async () => {
    const { calls, fetchMock } = stubFetch({ 'POST /api/v2/images': () => json({ image: { url: '/images/a.jpg', width: 1200, height: 800 } }, 201) });
    const file = new File(['jpeg bytes'], 'a.jpg', { type: 'image/jpeg' });
    await expect(provider().uploadImage(file, 5)).resolves.toEqual({ url: '/images/a.jpg', width: 1200, height: 800 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(calls[0]!.url).searchParams.get('accountId')).toBe('5');
    expect(init?.body).toBe(file);
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('image/jpeg');
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("refuses an image in the server's own words", async () => {
    stubFetch({ 'POST /api/v2/images': () => json({ code: 'bad_input', message: 'Billedet skal være i liggende format (bredere end højt)' }, 400) });
    await expect(provider().uploadImage(new File(['x'], 'a.png', { type: 'image/png' }), 5)).rejects.toMatchObject({
      status: 400,
      message: 'Billedet skal være i liggende format (bredere end højt)',
    });
  });

  it("answers an export as the server's file name and its text, without the byte order mark", async () => {
    const { calls } = stubFetch({
      'GET /api/v2/listings/export.csv': () =>
        new Response('\uFEFFid;titel\n1;Kontor', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="annoncer-2026.csv"' },
        }),
    });
    await expect(provider().exportListings({ status: [1, 2] })).resolves.toEqual({ name: 'annoncer-2026.csv', text: 'id;titel\n1;Kontor' });
    expect(calls[0]?.headers.get('Accept')).toBe('text/csv');
    expect(new URL(calls[0]?.url ?? '').searchParams.getAll('status')).toEqual(['1', '2']);
  });
});
