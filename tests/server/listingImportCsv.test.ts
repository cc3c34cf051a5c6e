import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';

let t: TestApp;
let broker: number;
let addressId: string;

beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/addresses?q=Sundkrogsgade%2021&limit=1' });
  addressId = res.json().addresses[0].id;
});
afterAll(() => t.close());

const importCsv = (csv: string, as: string = PERSONAS.brokerAdmin) =>
  t.request(as, {
    method: 'POST',
    url: `/api/v2/listings/import?accountId=${broker}`,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });

const stored = (caseNumber: string) =>
  t.database.db
    .select()
    .from(listings)
    .where(and(eq(listings.accountId, broker), eq(listings.caseNumber, caseNumber), ne(listings.status, LISTING_STATUSES.deleted)));

const HEADER = [
  'accountOwnerListingIdentifierID',
  'listingType',
  'title',
  'flashline',
  'description',
  'address.id',
  'listingtypeSubcategory',
  'floorArea',
  'yearlyRent',
  'contactName',
  'contactPhone',
  'contactEmail',
  'project',
];
const DESCRIPTION = 'Lyse og velindrettede lokaler med udsigt over havnen, egen indgang, tekøkken og adgang til fælles mødelokaler.';
const line = (caseNumber: string, overrides: Partial<Record<(typeof HEADER)[number], string>> = {}) => {
  const cells: Record<string, string> = {
    accountOwnerListingIdentifierID: caseNumber,
    listingType: '1',
    title: 'Kontorlejemål på 250 m² i Nordhavn fra CSV-feedet',
    flashline: '"Havudsigt; egen indgang"',
    description: DESCRIPTION,
    'address.id': addressId,
    listingtypeSubcategory: 'kontor',
    floorArea: '1.250,5',
    yearlyRent: '450000.75',
    contactName: 'Mette Nordahl',
    contactPhone: "'+45 33 12 34 56",
    contactEmail: 'mette@nordhavn-erhverv.dk',
    project: 'ja',
    ...overrides,
  };
  return HEADER.map((name) => cells[name] ?? '').join(';');
};

describe('POST /api/v2/listings/import with a CSV feed', () => {
  it('imports each line on its own, reading Danish numbers, ja/nej and a BOM, and refuses a bad line in Danish storing nothing of it', async () => {
    const csv =
      '\uFEFF' + [HEADER.join(';'), line('CSV-1'), line('CSV-2', { floorArea: 'stort', title: '' }), line('CSV-3', { floorArea: '980' })].join('\r\n') + '\r\n';
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ created: 2, updated: 0, unchanged: 0, refused: 1 });
    expect(answer.rows.map((r: { row: number; caseNumber: string; outcome: string }) => [r.row, r.caseNumber, r.outcome])).toEqual([
      [1, 'CSV-1', 'created'],
      [2, 'CSV-2', 'refused'],
      [3, 'CSV-3', 'created'],
    ]);
    expect(answer.rows[1].fields).toEqual({ floorArea: 'Etageareal skal være korrekt', title: 'Titel er krævet' });
    expect(await stored('CSV-2')).toHaveLength(0);

    const [first] = await stored('CSV-1');
    expect(first).toMatchObject({ floorArea: 1250.5, title: 'Kontorlejemål på 250 m² i Nordhavn fra CSV-feedet' });
    const record = (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${first?.id}` })).json().listing;
    expect(record).toMatchObject({
      yearlyRent: 450000.75,
      project: true,
      flashline: 'Havudsigt; egen indgang',
      contactPhone: '+45 33 12 34 56',
      address: { id: addressId, streetName: 'Sundkrogsgade' },
    });

    // The same file again changes nothing.
    const again = (await importCsv(csv)).json();
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 2, refused: 1 });
  });

  it("reads ',' separated files, lists of keys, and leaves an empty cell out", async () => {
    const header =
      'accountOwnerListingIdentifierID,listingType,title,flashline,description,address.id,listingtypeSubcategory,floorArea,yearlyRent,contactName,contactPhone,contactEmail,facilities,terms';
    const row = `CSV-KOMMA,Lejemål,Kontor i Nordhavn med komma-separeret feed,Havudsigt og egen indgang,"${DESCRIPTION}",${addressId},kontor,"250,5",450000,Mette Nordahl,+45 33 12 34 56,mette@nordhavn-erhverv.dk,ukendt-facilitet|endnu-en,`;
    const res = await importCsv(`${header}\n${row}\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows[0].fields).toEqual({ facilities: 'Faciliteter skal være korrekt' });
    const fixed = await importCsv(`${header}\n${row.replace('ukendt-facilitet|endnu-en', '')}\n`);
    expect(fixed.json()).toMatchObject({ created: 1 });
    expect((await stored('CSV-KOMMA'))[0]).toMatchObject({ floorArea: 250.5 });
  });

  it('refuses a file it cannot read with one Danish 400 naming the line and the column', async () => {
    const unknown = await importCsv(`${HEADER.join(';')};farve\n${line('CSV-X')};rød\n`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Linje 1: kolonnen »farve« findes ikke', fields: { farve: 'Linje 1: kolonnen »farve« findes ikke' } });

    const tooMany = await importCsv(`${HEADER.join(';')}\n${line('CSV-X')}\n${line('CSV-Y')};ekstra\n`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`Linje 3 har ${HEADER.length + 1} celler, men overskriften har ${HEADER.length}`);

    const unterminated = await importCsv(`${HEADER.join(';')}\n${line('CSV-X')}\n${line('CSV-Y', { project: '"ja' })}\n`);
    expect(unterminated.statusCode).toBe(400);
    expect(unterminated.json().message).toBe('Linje 3: et citationstegn (") er ikke afsluttet');

    expect((await importCsv(`${HEADER.join(';')}\n`)).json().fields).toEqual({ _: 'Importen har ingen annoncer' });
    expect(await stored('CSV-X')).toHaveLength(0);
  });

  it("refuses the index's export, whose Danish column names are not the schema's, naming its first column", async () => {
    const exported = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/export.csv?accountId=${broker}` });
    expect(exported.statusCode).toBe(200);
    const res = await importCsv(exported.body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Linje 1: kolonnen »ID« findes ikke');
  });

  it('takes a CSV feed only from those who may create listings in the account', async () => {
    expect((await importCsv(`${HEADER.join(';')}\n${line('CSV-ADGANG')}\n`, PERSONAS.brokerReader)).statusCode).toBe(403);
    expect(await stored('CSV-ADGANG')).toHaveLength(0);
  });
});
