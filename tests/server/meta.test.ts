import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PERSONAS, type TestApp } from './harness';
import { cmsPages } from '../../server/db/schema';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, as: string | null = PERSONAS.private) => t.request(as, { method: 'GET', url });

describe('meta lists', () => {
  it('answers the closing reasons in the order 1, 3, 4, 2, 5 with Danish names', async () => {
    const res = await get('/api/v2/closing-reasons');
    expect(res.statusCode).toBe(200);
    const { closingReasons } = res.json();
    expect(closingReasons.map((r: { id: number }) => r.id)).toEqual([1, 3, 4, 2, 5]);
    expect(closingReasons.map((r: { key: string }) => r.key)).toEqual([
      'concluded',
      'discontinuedareachange',
      'discontinuedendofcommission',
      'discontinued',
      'notconfirmedcurrent',
    ]);
  });

  it('answers the energy labels A2020 to G', async () => {
    const { energyLabels } = (await get('/api/v2/energy-labels')).json();
    expect(energyLabels.map((l: { code: string }) => l.code)).toEqual(['A2020', 'A2015', 'A2010', 'B', 'C', 'D', 'E', 'F', 'G']);
  });

  it('answers subcategories for each listing type, facilities and usage proposals', async () => {
    const { subcategories } = (await get('/api/v2/subcategories')).json();
    const types = new Set(subcategories.map((s: { listingType: number }) => s.listingType));
    expect([...types].sort()).toEqual([1, 2, 3, 4]);
    expect(subcategories.some((s: { name: string }) => s.name === 'Kontor')).toBe(true);
    expect((await get('/api/v2/facilities')).json().facilities.length).toBeGreaterThan(5);
    expect((await get('/api/v2/usage-proposals')).json().usageProposals.length).toBeGreaterThan(5);
  });

  it('needs a token', async () => {
    for (const url of ['/api/v2/closing-reasons', '/api/v2/subcategories', '/api/v2/facilities', '/api/v2/energy-labels', '/api/v2/usage-proposals']) {
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });
});

describe('content', () => {
  it('answers the site announcements of zone Member', async () => {
    const res = await get('/api/v2/site-announcements?zone=Member');
    const { siteAnnouncements } = res.json();
    expect(siteAnnouncements).toHaveLength(2);
    expect(siteAnnouncements.every((a: { zone: string }) => a.zone === 'Member')).toBe(true);
    expect((await get('/api/v2/site-announcements?zone=Public')).json().siteAnnouncements).toEqual([]);
  });

  it('answers the CMS pages under /member_cms-pages as children', async () => {
    const res = await get('/api/v2/content/online-pages?path=/member_cms-pages');
    expect(res.statusCode).toBe(200);
    const { children } = res.json();
    expect(children.length).toBeGreaterThanOrEqual(2);
    for (const page of children)
      expect(page).toEqual(
        expect.objectContaining({ id: expect.any(Number), pathNode: expect.any(String), title: expect.any(String), children: expect.any(Array) }),
      );
  });

  it('leaves out pages that are not online', async () => {
    const before = (await get('/api/v2/content/online-pages?path=/member_cms-pages')).json().children;
    await t.database.db.update(cmsPages).set({ online: false }).where(eq(cmsPages.id, before[0].id));
    const after = (await get('/api/v2/content/online-pages?path=/member_cms-pages')).json().children;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(before[0].id);
    await t.database.db.update(cmsPages).set({ online: true }).where(eq(cmsPages.id, before[0].id));
  });

  it('renders one page by path, 404 for a missing one, 400 for a bad path', async () => {
    const res = await get('/api/v2/content/online-pages/render?path=/member_cms-pages/cookie-tables');
    expect(res.statusCode).toBe(200);
    expect(res.json().content.length).toBeGreaterThan(0);
    expect((await get('/api/v2/content/online-pages/render?path=/member_cms-pages/findes-ikke')).statusCode).toBe(404);
    const bad = await get('/api/v2/content/online-pages/render?path=javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.path).toBe('Sti skal være korrekt');
  });
});

describe('GET /property/accounts/associations', () => {
  it("answers the user's accounts sorted by name with merged roles", async () => {
    const res = await get('/property/accounts/associations', PERSONAS.multi);
    expect(res.statusCode).toBe(200);
    const { accounts } = res.json();
    expect(accounts.map((a: { name: string; userRoles: number[] }) => [a.name, a.userRoles])).toEqual([
      ['Nordhavn Erhvervsmægler ApS', [2]],
      ['Premium Ejendomme A/S', [1]],
    ]);
    expect(accounts[1].permissions.marketStatistics).toBe(false);
  });

  it('merges repeated association rows of one user into one account', async () => {
    const { accounts } = (await get('/property/accounts/associations', PERSONAS.brokerAdmin)).json();
    expect(accounts).toHaveLength(1);
    expect(accounts[0].userRoles.length).toBeGreaterThanOrEqual(1);
    expect(new Set(accounts[0].userRoles).size).toBe(accounts[0].userRoles.length);
  });

  it('answers every account to staff, none to a user without accounts, 401 without a token', async () => {
    expect((await get('/property/accounts/associations', PERSONAS.staff)).json().accounts.length).toBeGreaterThanOrEqual(5);
    expect((await get('/property/accounts/associations', PERSONAS.private)).json()).toEqual({ accounts: [] });
    expect((await get('/property/accounts/associations', null)).statusCode).toBe(401);
  });
});

describe('GET /api/v2/users/me', () => {
  it('answers the signed-in user with their accounts', async () => {
    const res = await get('/api/v2/users/me', PERSONAS.multi);
    expect(res.json().user).toMatchObject({ email: PERSONAS.multi, isStaff: false });
    expect(res.json().user.accounts).toHaveLength(2);
  });
});

describe('the server', () => {
  it('answers unknown API paths with a Danish 404 body', async () => {
    const res = await get('/api/v2/findes-ikke');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/v2/accounts/{id}', '/auth/login', '/property/accounts/associations']));
  });

  it('sends security headers', async () => {
    const res = await get('/api/v2/closing-reasons');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
