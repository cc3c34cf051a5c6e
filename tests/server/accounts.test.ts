import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountIdByName, ACCOUNTS, atTheSameTime, createTestApp, PERSONAS, type TestApp } from './harness';
import { accountUsers, accounts, auditLog, mailOutbox, users } from '../../server/db/schema';
import { SELF_SERVICE_TYPE_MESSAGE } from '../../schemas/accounts';
import { findUserByEmail } from '../../server/repositories/users';

let t: TestApp;
let broker: number;
let premium: number;
let light: number;
beforeAll(async () => {
  t = await createTestApp();
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  premium = await accountIdByName(t.database, ACCOUNTS.premium);
  light = await accountIdByName(t.database, ACCOUNTS.light);
});
afterAll(() => t.close());

const get = (as: string | null, url: string) => t.request(as, { method: 'GET', url });

async function readAccount(id: number) {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

function validUpdate(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nordhavn Erhvervsmægler ApS',
    email: 'kontakt@nordhavn-erhverv.dk',
    ccEmail: ['bogholderi@nordhavn-erhverv.dk'],
    website: 'https://www.nordhavn-erhverv.dk',
    phoneNumber: '+45 33 12 34 56',
    description: 'Erhvervsmægler i Nordhavn med fokus på kontor og lager.',
    address: { streetName: 'Sundkrogsgade', streetNumber: '21', floor: '3', zipCode: '2150', city: 'Nordhavn' },
    ...overrides,
  };
}

describe('GET /api/v2/accounts', () => {
  it('gives a member only their own accounts, sorted by name, with merged roles', async () => {
    const res = await get(PERSONAS.multi, '/api/v2/accounts');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accounts.map((a: { name: string }) => a.name)).toEqual([ACCOUNTS.broker, ACCOUNTS.premium]);
    expect(body.total).toBe(2);
    expect(body.accounts[0].userRoles).toEqual([2]);
    expect(body.accounts[1].userRoles).toEqual([1]);
  });

  it('gives staff every account', async () => {
    const res = await get(PERSONAS.staff, '/api/v2/accounts');
    const names = res.json().accounts.map((a: { name: string }) => a.name);
    expect(names).toEqual(expect.arrayContaining(Object.values(ACCOUNTS)));
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });

  it('pages, sorts and searches, with the total of all matches', async () => {
    const page2 = (await get(PERSONAS.staff, '/api/v2/accounts?page=2&perPage=2&sort=name&order=DESC')).json();
    const all = (await get(PERSONAS.staff, '/api/v2/accounts?perPage=100&sort=name&order=DESC')).json();
    expect(page2.total).toBe(all.total);
    expect(page2.accounts.map((a: { id: number }) => a.id)).toEqual(all.accounts.slice(2, 4).map((a: { id: number }) => a.id));
    const found = (await get(PERSONAS.staff, '/api/v2/accounts?q=udlejer')).json();
    expect(found.accounts.map((a: { name: string }) => a.name)).toEqual([ACCOUNTS.light]);
    const bad = await get(PERSONAS.staff, '/api/v2/accounts?sort=password&perPage=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ sort: 'Sortering skal være korrekt', perPage: 'Højst 100 rækker pr. side' });
  });

  it('gives a user without accounts an empty list', async () => {
    const res = await get(PERSONAS.private, '/api/v2/accounts');
    expect(res.json()).toEqual({ accounts: [], total: 0 });
  });
});

describe('GET /api/v2/accounts/{id}', () => {
  it('answers a member their account with its permission map and an ETag', async () => {
    const res = await get(PERSONAS.light, `/api/v2/accounts/${light}`);
    expect(res.statusCode).toBe(200);
    const { account } = res.json();
    expect(account).toMatchObject({ id: light, name: ACCOUNTS.light, accountType: 2, userRoles: [1] });
    expect(account.permissions).toEqual({
      rentalListing: true,
      investmentListing: false,
      salesListing: false,
      officeSpaceListing: false,
      accountSettings: false,
      accountStatistics: false,
      marketStatistics: false,
    });
    expect(res.headers.etag).toBe(`W/"${account.version}"`);
  });

  it('403 for a foreign account, 404 for a missing one, 400 for a bad id, 401 without a token', async () => {
    expect((await get(PERSONAS.light, `/api/v2/accounts/${broker}`)).statusCode).toBe(403);
    expect((await get(PERSONAS.light, '/api/v2/accounts/999999')).statusCode).toBe(404);
    const bad = await get(PERSONAS.light, '/api/v2/accounts/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.id).toBe('Id skal være korrekt');
    expect((await get(null, `/api/v2/accounts/${light}`)).statusCode).toBe(401);
  });

  it('lets staff read any account, with every role', async () => {
    const res = await get(PERSONAS.staff, `/api/v2/accounts/${light}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().account.userRoles).toEqual([1, 2, 3]);
  });
});

describe('PUT /api/v2/accounts/{id}', () => {
  const put = async (as: string, id: number, payload: unknown, version?: number) => {
    const headers: Record<string, string> = {};
    if (version !== undefined) headers['if-match'] = `W/"${version}"`;
    return t.request(as, { method: 'PUT', url: `/api/v2/accounts/${id}`, payload: payload as object, headers });
  };

  it('updates the account for its admin, bumps the version and writes the audit log', async () => {
    const before = await readAccount(broker);
    const res = await put(PERSONAS.brokerAdmin, broker, validUpdate({ website: 'https://nordhavn.example.dk' }), before.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ website: 'https://nordhavn.example.dk', version: before.version + 1 });
    const after = await readAccount(broker);
    expect(after.website).toBe('https://nordhavn.example.dk');
    const admin = await findUserByEmail(t.database.db, PERSONAS.brokerAdmin);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(broker)));
    expect(audit.at(-1)).toMatchObject({ actorUserId: admin!.id, actorIsStaff: false, action: 'update', entity: 'account' });
    expect(audit.at(-1)!.changes).toHaveProperty('website');
  });

  it('answers 400 naming every bad field in Danish, and stores nothing', async () => {
    const before = await readAccount(broker);
    const res = await put(
      PERSONAS.brokerAdmin,
      broker,
      validUpdate({
        name: '',
        email: 'ikke-en-mail',
        ccEmail: ['ok@firma.dk', 'forkert'],
        phoneNumber: '33123456',
        website: 'www uden protokol',
        address: { streetName: 'Sundkrogsgade', streetNumber: '21', zipCode: '215', city: 'Nordhavn' },
      }),
      before.version,
    );
    expect(res.statusCode).toBe(400);
    const { fields } = res.json();
    expect(fields).toMatchObject({
      name: 'Firmanavn er krævet',
      email: 'E-mail skal være korrekt',
      'ccEmail.1': 'Sekundær e-mail skal være korrekt',
      phoneNumber: 'Telefonnummer skal være korrekt (med landekode, fx +45)',
      website: 'Hjemmeside skal være korrekt',
      'address.zipCode': 'Postnummer skal være korrekt',
    });
    expect(await readAccount(broker)).toEqual(before);
  });

  it('refuses a member, a read-only user and a foreign admin with 403', async () => {
    const { version } = await readAccount(broker);
    for (const as of [PERSONAS.brokerMember, PERSONAS.brokerReader, PERSONAS.light]) {
      expect((await put(as, broker, validUpdate(), version)).statusCode).toBe(403);
    }
  });

  it('refuses an admin whose account lacks accountSettings', async () => {
    const { version } = await readAccount(light);
    const res = await put(PERSONAS.light, light, validUpdate({ name: 'Lille Udlejer ApS' }), version);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Kontoen har ikke adgang til denne funktion');
  });

  it('answers 412 for a stale version and 428 without one, and keeps the stored data', async () => {
    const before = await readAccount(broker);
    expect((await put(PERSONAS.brokerAdmin, broker, validUpdate({ name: 'Forældet Navn ApS' }), before.version - 1)).statusCode).toBe(412);
    expect((await put(PERSONAS.brokerAdmin, broker, validUpdate({ name: 'Uden Version ApS' }))).statusCode).toBe(428);
    expect((await readAccount(broker)).name).toBe(before.name);
  });

  it('saves one of two saves that read the same version at the same time, and answers the other 412', async (ctx) => {
    // PGlite runs one transaction at a time, so two saves cannot read the same version there.
    if (t.database.kind !== 'postgres') ctx.skip();
    const before = await readAccount(broker);
    const statuses = await atTheSameTime(
      t,
      'update "accounts"%',
      (tx) => tx.update(accounts).set({ name: before.name }).where(eq(accounts.id, broker)),
      ['Første Samtidige ApS', 'Anden Samtidige ApS'].map(
        (name) => async () => (await put(PERSONAS.brokerAdmin, broker, validUpdate({ name }), before.version)).statusCode,
      ),
    );
    expect(statuses.sort()).toEqual([200, 412]);
    expect((await readAccount(broker)).version).toBe(before.version + 1);
  });

  it('lets staff update any account and logs staff as the actor', async () => {
    const { version } = await readAccount(premium);
    const res = await put(PERSONAS.staff, premium, validUpdate({ name: 'Premium Ejendomme A/S', email: 'info@premium.dk' }), version);
    expect(res.statusCode).toBe(200);
    const [staff] = await t.database.db.select().from(users).where(eq(users.email, PERSONAS.staff));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(premium)));
    expect(audit.at(-1)).toMatchObject({ actorUserId: staff!.id, actorIsStaff: true });
  });
});

describe('account users', () => {
  const users_ = (as: string, id: number) => get(as, `/api/v2/accounts/${id}/users`);
  const add = (as: string, id: number, payload: object) => t.request(as, { method: 'POST', url: `/api/v2/accounts/${id}/users`, payload });
  const remove = (as: string, id: number, userId: number) => t.request(as, { method: 'DELETE', url: `/api/v2/accounts/${id}/users/${userId}` });

  it('lists the users with merged roles and flags one not registered in the auth service', async () => {
    const res = await users_(PERSONAS.brokerReader, broker);
    expect(res.statusCode).toBe(200);
    const list = res.json().users as { email: string; roles: number[]; unregistered: boolean }[];
    expect(list.find((u) => u.email === PERSONAS.brokerReader)).toMatchObject({ roles: [3], unregistered: false });
    expect(list.some((u) => u.unregistered)).toBe(true);
    expect((await users_(PERSONAS.light, broker)).statusCode).toBe(403);
  });

  it('invites a user by id instead of adding them, and says when the user is already added', async () => {
    // flere@ administers Premium and is a member of the Broker account, so they know its administrator.
    const brokerAdmin = await findUserByEmail(t.database.db, PERSONAS.brokerAdmin);
    const res = await add(PERSONAS.multi, premium, { accountRole: 3, userID: brokerAdmin!.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().invitations).toEqual([expect.objectContaining({ email: PERSONAS.brokerAdmin, role: 3 })]);
    expect((await users_(PERSONAS.multi, premium)).json().users.some((u: { email: string }) => u.email === PERSONAS.brokerAdmin)).toBe(false);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, PERSONAS.brokerAdmin));
    expect(mail!.subject).toBe(`Invitation til ${ACCOUNTS.premium}`);

    const member = await findUserByEmail(t.database.db, PERSONAS.brokerReader);
    const again = await add(PERSONAS.brokerAdmin, broker, { accountRole: 3, userID: member!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Brugeren er allerede tilføjet');
  });

  it('validates the body, refuses non-admins, and tells nothing of a user the caller does not know', async () => {
    const bad = await add(PERSONAS.brokerAdmin, broker, { accountRole: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ accountRole: 'Rolle skal være korrekt', userID: 'Bruger er krævet' });
    const privat = await findUserByEmail(t.database.db, PERSONAS.private);
    expect((await add(PERSONAS.brokerMember, broker, { accountRole: 2, userID: privat!.id })).statusCode).toBe(403);
    // privat@ shares no account with the Broker's administrator: the same 404 as for an id no one has.
    const unknown = await add(PERSONAS.brokerAdmin, broker, { accountRole: 2, userID: 999999 });
    const stranger = await add(PERSONAS.brokerAdmin, broker, { accountRole: 2, userID: privat!.id });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(unknown.body);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, PERSONAS.private))).toEqual([]);
  });

  it("removes a user and all their roles, but never the account's last admin", async () => {
    const reader = await findUserByEmail(t.database.db, PERSONAS.brokerReader);
    const res = await remove(PERSONAS.brokerAdmin, broker, reader!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().users.some((u: { email: string }) => u.email === PERSONAS.brokerReader)).toBe(false);
    expect((await remove(PERSONAS.brokerAdmin, broker, reader!.id)).statusCode).toBe(404);
    const lightAdmin = await findUserByEmail(t.database.db, PERSONAS.light);
    const last = await remove(PERSONAS.staff, light, lightAdmin!.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Kontoen skal have mindst én administrator');
  });
});

describe('POST /api/v2/accounts', () => {
  const create = (as: string | null, payload: object) => t.request(as, { method: 'POST', url: '/api/v2/accounts', payload });
  const newAccount = (overrides: Record<string, unknown> = {}) => ({
    ...validUpdate({ name: 'Nyt Firma ApS', email: 'info@nytfirma.dk', ccEmail: [] }),
    accountType: 2,
    ...overrides,
  });

  it('creates the account with the permissions of its type and makes the creator its administrator', async () => {
    const res = await create(PERSONAS.private, newAccount());
    expect(res.statusCode).toBe(201);
    const { account } = res.json();
    expect(account).toMatchObject({ name: 'Nyt Firma ApS', accountType: 2, userRoles: [1], billingId: null, version: 1 });
    expect(account.permissions).toEqual({
      rentalListing: true,
      investmentListing: false,
      salesListing: false,
      officeSpaceListing: false,
      accountSettings: true,
      accountStatistics: false,
      marketStatistics: false,
    });
    expect(res.headers.etag).toBe('W/"1"');
    const associations = (await get(PERSONAS.private, '/property/accounts/associations')).json().accounts;
    expect(associations).toEqual([expect.objectContaining({ id: account.id, userRoles: [1] })]);
    const privat = await findUserByEmail(t.database.db, PERSONAS.private);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(account.id)));
    expect(audit).toEqual([expect.objectContaining({ entity: 'account', action: 'create', actorUserId: privat!.id })]);
  });

  it('answers 400 naming the bad fields in Danish, and creates nothing', async () => {
    const before = (await t.database.db.select({ id: accounts.id }).from(accounts)).length;
    const res = await create(
      PERSONAS.private,
      newAccount({ accountType: 9, email: 'nej', address: { streetName: 'Vej', streetNumber: '1', zipCode: '12', city: 'By' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      accountType: 'Kontotype skal være korrekt',
      email: 'E-mail skal være korrekt',
      'address.zipCode': 'Postnummer skal være korrekt',
    });
    expect((await t.database.db.select({ id: accounts.id }).from(accounts)).length).toBe(before);
  });

  it('lets only staff set the billing id', async () => {
    const refused = await create(PERSONAS.private, newAccount({ billingId: '999999' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ billingId: 'Fakturanummer tildeles af os og kan ikke angives' });
    const staff = await create(PERSONAS.staff, newAccount({ name: 'Staff Oprettet ApS', billingId: '999999' }));
    expect(staff.statusCode).toBe(201);
    expect(staff.json().account.billingId).toBe('999999');
  });

  it('lets a newcomer create a LightAdvertiser account only (403 naming the account type), and ignores permissions sent along', async () => {
    const before = (await t.database.db.select({ id: accounts.id }).from(accounts)).length;
    for (const accountType of [1, 3, 4, 5]) {
      const refused = await create(PERSONAS.private, newAccount({ name: `Type ${accountType} ApS`, accountType }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: SELF_SERVICE_TYPE_MESSAGE, fields: { accountType: SELF_SERVICE_TYPE_MESSAGE } });
    }
    expect((await t.database.db.select({ id: accounts.id }).from(accounts)).length).toBe(before);

    const res = await create(PERSONAS.private, newAccount({ name: 'Egne Lokaler ApS', permissions: { marketStatistics: true, salesListing: true } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().account).toMatchObject({ accountType: 2, billingId: null });
    expect(res.json().account.permissions).toMatchObject({ rentalListing: true, salesListing: false, marketStatistics: false, accountSettings: true });
  });

  it('lets staff create any type without becoming a member of it', async () => {
    const res = await create(PERSONAS.staff, newAccount({ name: 'Ny Mægler ApS', accountType: 1, billingId: '100999' }));
    expect(res.statusCode).toBe(201);
    const { account } = res.json();
    expect(account).toMatchObject({ accountType: 1, billingId: '100999' });
    expect(account.permissions).toMatchObject({ rentalListing: true, investmentListing: true, salesListing: true, officeSpaceListing: true });
    const members = await t.database.db.select().from(accountUsers).where(eq(accountUsers.accountId, account.id));
    expect(members).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await create(null, newAccount())).statusCode).toBe(401);
  });
});

describe('PUT /api/v2/accounts/{id}/users/{userId}', () => {
  const setRoles = (as: string, id: number, userId: number, payload: object, headers: Record<string, string> = {}) =>
    t.request(as, { method: 'PUT', url: `/api/v2/accounts/${id}/users/${userId}`, payload, headers });

  it("replaces a member's roles, for the account's admin, and logs it", async () => {
    const bruger = await findUserByEmail(t.database.db, PERSONAS.brokerMember);
    const res = await setRoles(PERSONAS.brokerAdmin, broker, bruger!.id, { roles: [3, 2] });
    expect(res.statusCode).toBe(200);
    expect(res.json().users.find((u: { email: string }) => u.email === PERSONAS.brokerMember).roles).toEqual([2, 3]);
    const back = await setRoles(PERSONAS.brokerAdmin, broker, bruger!.id, { roles: [2] });
    expect(back.json().users.find((u: { email: string }) => u.email === PERSONAS.brokerMember).roles).toEqual([2]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'account_user'));
    expect(audit.at(-1)).toMatchObject({ action: 'update_roles', entityId: String(bruger!.id), changes: { roles: { from: [2, 3], to: [2] } } });
  });

  it('refuses to take the administrator role from the last administrator, and non-admins', async () => {
    const lightAdmin = await findUserByEmail(t.database.db, PERSONAS.light);
    const last = await setRoles(PERSONAS.light, light, lightAdmin!.id, { roles: [2] });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('Kontoen skal have mindst én administrator');
    const admin = await findUserByEmail(t.database.db, PERSONAS.brokerAdmin);
    expect((await setRoles(PERSONAS.brokerMember, broker, admin!.id, { roles: [3] })).statusCode).toBe(403);
  });

  it('validates the roles and the user', async () => {
    const bruger = await findUserByEmail(t.database.db, PERSONAS.brokerMember);
    const empty = await setRoles(PERSONAS.brokerAdmin, broker, bruger!.id, { roles: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ roles: 'Roller er krævet' });
    const twice = await setRoles(PERSONAS.brokerAdmin, broker, bruger!.id, { roles: [2, 2] });
    expect(twice.json().fields).toEqual({ roles: 'Roller skal være korrekt' });
    const privat = await findUserByEmail(t.database.db, PERSONAS.private);
    expect((await setRoles(PERSONAS.brokerAdmin, broker, privat!.id, { roles: [2] })).statusCode).toBe(404);
  });

  it('adding a user who is already in the account with another role says so', async () => {
    const bruger = await findUserByEmail(t.database.db, PERSONAS.brokerMember);
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/accounts/${broker}/users`,
      payload: { accountRole: 1, userID: bruger!.id },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Brugeren er allerede tilføjet');
  });
});

describe('PUT /api/v2/accounts/{id}/settings (staff)', () => {
  const settings = (as: string, id: number, payload: object, ifMatch?: number) =>
    t.request(as, { method: 'PUT', url: `/api/v2/accounts/${id}/settings`, payload, headers: ifMatch === undefined ? {} : { 'if-match': `W/"${ifMatch}"` } });
  const permissions = {
    rentalListing: true,
    investmentListing: true,
    salesListing: true,
    officeSpaceListing: true,
    accountSettings: true,
    accountStatistics: true,
    marketStatistics: false,
  };

  it("sets an account's type, billing id and permissions for staff, with the version read, and logs it", async () => {
    const before = await readAccount(light);
    const res = await settings(PERSONAS.staff, light, { accountType: 1, billingId: '100777', permissions }, before.version);
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toMatchObject({ accountType: 1, billingId: '100777', permissions, version: before.version + 1 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.action, 'settings')));
    expect(audit).toMatchObject({ actorIsStaff: true, accountId: light, changes: expect.objectContaining({ accountType: { from: 2, to: 1 } }) });
    // An empty billing id removes it.
    const cleared = await settings(PERSONAS.staff, light, { accountType: 2, billingId: '', permissions }, before.version + 1);
    expect(cleared.json().account.billingId).toBeNull();
  });

  it('is refused to everyone else (403), needs the version (428, 412) and names bad fields', async () => {
    const { version } = await readAccount(broker);
    expect((await settings(PERSONAS.brokerAdmin, broker, { accountType: 1, permissions }, version)).statusCode).toBe(403);
    expect((await settings(PERSONAS.staff, broker, { accountType: 1, permissions })).statusCode).toBe(428);
    expect((await settings(PERSONAS.staff, broker, { accountType: 1, permissions }, version - 1)).statusCode).toBe(412);
    const bad = await settings(PERSONAS.staff, broker, { accountType: 7, billingId: 'x'.repeat(21), permissions }, version);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ accountType: 'Kontotype skal være korrekt', billingId: 'Fakturanummer må højst være 20 tegn' });
    expect((await readAccount(broker)).version).toBe(version);
  });
});
