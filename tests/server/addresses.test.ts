import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { addresses, listings } from '../../server/db/schema';
import { DAR_ID_PATTERN } from '../../schemas/listings';
import { dawaAddressRegister } from '../../server/services/addressRegister';
import { insertAddresses } from '../../server/repositories/addresses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookup = (q: string, extra = '') => t.request(PERSONAS.brokerMember, { method: 'GET', url: `/api/v2/addresses?q=${encodeURIComponent(q)}${extra}` });

describe('the offline address register', () => {
  it('is seeded with thousands of DAR-style addresses, units included, with coordinates in Denmark', async () => {
    const [row] = await t.database.db
      .select({
        n: sql<number>`count(*)::int`,
        units: sql<number>`count(*) filter (where floor is not null)::int`,
        minLat: sql<number>`min(latitude)`,
        maxLat: sql<number>`max(latitude)`,
        minLng: sql<number>`min(longitude)`,
        maxLng: sql<number>`max(longitude)`,
      })
      .from(addresses);
    expect(Number(row?.n)).toBeGreaterThan(5000);
    expect(Number(row?.units)).toBeGreaterThan(1000);
    expect(Number(row?.minLat)).toBeGreaterThan(54.5);
    expect(Number(row?.maxLat)).toBeLessThan(57.8);
    expect(Number(row?.minLng)).toBeGreaterThan(8);
    expect(Number(row?.maxLng)).toBeLessThan(12.7);
  });

  it('holds the address of every demo listing under the id the listing carries', async () => {
    const rows = await t.database.db.execute(sql`
      select count(*)::int as missing from ${listings} l
      where not exists (select 1 from ${addresses} a where a.id = l.fields -> 'address' ->> 'id')`);
    const missing = (rows as { rows: { missing: number }[] }).rows[0]?.missing;
    expect(Number(missing)).toBe(0);
  });
});

describe('GET /api/v2/addresses', () => {
  it('finds an address by street and number, the exact number first', async () => {
    const res = await lookup('Sundkrogsgade 21');
    expect(res.statusCode).toBe(200);
    const [first] = res.json().addresses;
    expect(first).toMatchObject({
      streetName: 'Sundkrogsgade',
      streetNumber: '21',
      floor: null,
      zipCode: '2150',
      city: 'Nordhavn',
      text: 'Sundkrogsgade 21, 2150 Nordhavn',
    });
    expect(first.id).toMatch(DAR_ID_PATTERN);
    expect(typeof first.latitude).toBe('number');
  });

  it('matches word starts in any order, ignoring case, commas and dots', async () => {
    const res = await lookup('københavn k, strandg');
    const found = res.json().addresses as { streetName: string; city: string }[];
    expect(found.length).toBeGreaterThan(0);
    for (const a of found) expect(a).toMatchObject({ streetName: 'Strandgade', city: 'København K' });
    const units = (await lookup('Nørrebrogade 68 1. th')).json().addresses;
    expect(units[0]).toMatchObject({ streetNumber: '68', floor: '1', door: 'th', text: 'Nørrebrogade 68, 1. th, 2200 København N' });
  });

  it('lists the address whose house number was typed first, before a unit on a lower number with that floor', async () => {
    const street = { streetName: 'Prøvegade', zipCode: '2150', city: 'Nordhavn', latitude: 55.7, longitude: 12.59 };
    await insertAddresses(t.database.db, [
      {
        ...street,
        id: '00000000-0000-4000-8000-00000000a002',
        accessAddressId: '00000000-0000-4000-8000-00000000a002',
        streetNumber: '2',
        floor: null,
        door: null,
      },
      {
        ...street,
        id: '00000000-0000-4000-8000-00000000a023',
        accessAddressId: '00000000-0000-4000-8000-00000000a002',
        streetNumber: '2',
        floor: '3',
        door: 'th',
      },
      {
        ...street,
        id: '00000000-0000-4000-8000-00000000a003',
        accessAddressId: '00000000-0000-4000-8000-00000000a003',
        streetNumber: '3',
        floor: null,
        door: null,
      },
    ]);
    const texts = (await lookup('Prøvegade 3')).json().addresses.map((a: { text: string }) => a.text);
    expect(texts).toEqual(['Prøvegade 3, 2150 Nordhavn', 'Prøvegade 2, 3. th, 2150 Nordhavn']);
    expect((await lookup('Prøvegade 3', '&limit=1')).json().addresses[0].text).toBe('Prøvegade 3, 2150 Nordhavn');
    expect((await lookup('Sundkrogsgade 15')).json().addresses[0].text).toBe('Sundkrogsgade 15, 2150 Nordhavn');
  });

  it('answers at most 100, fewer when asked', async () => {
    expect((await lookup('Nørrebrogade')).json().addresses).toHaveLength(100);
    expect((await lookup('Nørrebrogade', '&limit=5')).json().addresses).toHaveLength(5);
    const tooMany = await lookup('Nørrebrogade', '&limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ limit: 'Antal må højst være 100' });
  });

  it('needs at least two characters and a login', async () => {
    const short = await lookup('S');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ q: 'Søgningen skal være mindst 2 tegn' });
    expect((await t.request(null, { method: 'GET', url: '/api/v2/addresses?q=Strandgade' })).statusCode).toBe(401);
  });

  it('gives one address by id, and 404 for an unknown one', async () => {
    const [first] = (await lookup('Algade 1')).json().addresses;
    const one = await t.request(PERSONAS.brokerMember, { method: 'GET', url: `/api/v2/addresses/${first.id}` });
    expect(one.json().address).toEqual(first);
    const none = await t.request(PERSONAS.brokerMember, { method: 'GET', url: '/api/v2/addresses/00000000-0000-4000-8000-000000000000' });
    expect(none.statusCode).toBe(404);
  });
});

describe('the national address service adapter', () => {
  let server: Server;
  let base: string;
  let fail = false;
  const dawaRow = {
    id: '0a3f50a0-73bf-32b8-e044-0003ba298018',
    vejnavn: 'Rådhuspladsen',
    husnr: '1',
    etage: null,
    dør: null,
    postnr: '1550',
    postnrnavn: 'København V',
    x: 12.5683,
    y: 55.6761,
  };
  const sundkrogsgade = (husnr: string, etage: string | null, dør: string | null) => ({
    ...dawaRow,
    id: `0a3f50a0-73bf-32b8-e044-0003ba2980${husnr.padStart(2, '0')}`,
    vejnavn: 'Sundkrogsgade',
    husnr,
    etage,
    dør,
    postnr: '2150',
    postnrnavn: 'Nordhavn',
  });
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (fail) return void res.writeHead(503).end();
      if (url.pathname === '/adresser' && url.searchParams.get('q') === 'Sundkrogsgade 15') {
        // As the service may: what matches in its own order, the number typed last.
        const rows = [sundkrogsgade('64', '1', '15'), sundkrogsgade('15', null, null)].slice(0, Number(url.searchParams.get('per_side')));
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
      }
      if (url.pathname === '/adresser' && url.searchParams.get('struktur') === 'mini') {
        return void res
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify([dawaRow].slice(0, Number(url.searchParams.get('per_side')))));
      }
      if (url.pathname === `/adresser/${dawaRow.id}`) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(dawaRow));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('maps the service answers onto register addresses', async () => {
    const register = dawaAddressRegister(base);
    const expected = {
      id: dawaRow.id,
      streetName: 'Rådhuspladsen',
      streetNumber: '1',
      floor: null,
      door: null,
      zipCode: '1550',
      city: 'København V',
      latitude: 55.6761,
      longitude: 12.5683,
      text: 'Rådhuspladsen 1, 1550 København V',
    };
    expect(await register.search('rådhuspl', 10)).toEqual([expected]);
    expect(await register.get(dawaRow.id)).toEqual(expected);
    expect(await register.get('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('lists the address whose house number was typed first, whatever order the service found them in', async () => {
    const register = dawaAddressRegister(base);
    expect((await register.search('Sundkrogsgade 15', 10)).map((a) => a.text)).toEqual([
      'Sundkrogsgade 15, 2150 Nordhavn',
      'Sundkrogsgade 64, 1. 15, 2150 Nordhavn',
    ]);
    expect((await register.search('Sundkrogsgade 15', 1)).map((a) => a.text)).toEqual(['Sundkrogsgade 15, 2150 Nordhavn']);
  });

  it('is chosen by configuration, and a failing service reads "Noget gik galt"', async () => {
    const dawa = await createTestApp({ ADDRESS_REGISTER: 'dawa', ADDRESS_REGISTER_URL: base });
    try {
      const ask = () => dawa.request(PERSONAS.brokerMember, { method: 'GET', url: '/api/v2/addresses?q=rådhus' });
      expect((await ask()).json().addresses[0].streetName).toBe('Rådhuspladsen');
      fail = true;
      const failed = await ask();
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({ message: 'Noget gik galt' });
    } finally {
      fail = false;
      await dawa.close();
    }
  });
});
