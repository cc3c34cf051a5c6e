import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { atTheSameTime, createTestApp, PERSONAS, type TestApp } from './harness';
import { auditLog, cmsPages, mailOutbox, siteAnnouncements } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NON_STAFF = [PERSONAS.brokerAdmin, PERSONAS.private, PERSONAS.statistics, PERSONAS.multi];
const count = async (table: typeof siteAnnouncements | typeof cmsPages) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('staff only', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/api/v2/announcements'],
    ['GET', '/api/v2/announcements/1'],
    ['POST', '/api/v2/announcements', { zone: 'Member', type: 'info', content: '<p>Hej</p>' }],
    ['POST', '/api/v2/announcements', { bad: true }],
    ['PUT', '/api/v2/announcements/1', { zone: 'Member', type: 'info', content: 'x' }],
    ['DELETE', '/api/v2/announcements/1'],
    ['GET', '/api/v2/cms-pages'],
    ['GET', '/api/v2/cms-pages/2'],
    ['POST', '/api/v2/cms-pages', { parentId: 1, pathNode: 'ny', title: 'Ny' }],
    ['PUT', '/api/v2/cms-pages/2', { parentId: 1, pathNode: 'vilkaar', title: 'Vilkår' }],
    ['DELETE', '/api/v2/cms-pages/2'],
    ['GET', '/api/v2/outbox-mails'],
    ['GET', '/api/v2/outbox-mails/1'],
  ];
  it('answers 403 to everyone but staff, whatever the body, and changes nothing', async () => {
    const before = [await count(siteAnnouncements), await count(cmsPages)];
    for (const as of NON_STAFF) {
      for (const [method, url, payload] of calls) {
        const res = await t.request(as, { method: method, url, ...(payload ? { payload: payload } : {}), headers: { 'if-match': 'W/"1"' } });
        expect({ as, method, url, status: res.statusCode }).toEqual({ as, method, url, status: 403 });
      }
    }
    expect([await count(siteAnnouncements), await count(cmsPages)]).toEqual(before);
    expect((await t.request(null, { method: 'GET', url: '/api/v2/announcements' })).statusCode).toBe(401);
  });
});

describe('site announcements', () => {
  const memberAnnouncements = async () =>
    (await t.request(PERSONAS.private, { method: 'GET', url: '/api/v2/site-announcements?zone=Member' })).json().siteAnnouncements as {
      id: number;
      content: string;
    }[];

  it('of a change and a delete that read the same version at the same time, makes one and refuses the other', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const payload = { zone: 'Member', type: 'info', content: '<p>Samtidig</p>' };
    const { announcement } = (await t.request(PERSONAS.staff, { method: 'POST', url: '/api/v2/announcements', payload })).json();
    const url = `/api/v2/announcements/${announcement.id}`;
    const [changed, deleted] = await atTheSameTime(
      t,
      '%from "site_announcements"%for update',
      (tx) => tx.update(siteAnnouncements).set({ type: 'info' }).where(eq(siteAnnouncements.id, announcement.id)),
      [
        async () =>
          (await t.request(PERSONAS.staff, { method: 'PUT', url, payload: { ...payload, type: 'warning' }, headers: { 'if-match': 'W/"1"' } })).statusCode,
        async () => (await t.request(PERSONAS.staff, { method: 'DELETE', url, headers: { 'if-match': 'W/"1"' } })).statusCode,
      ],
    );
    // Whichever waited for the other: a change after the delete finds nothing (404), a delete after the
    // change finds a newer version (412). Never both.
    const after = await t.request(PERSONAS.staff, { method: 'GET', url });
    if (deleted === 200) {
      expect(changed).toBe(404);
      expect(after.statusCode).toBe(404);
    } else {
      expect([changed, deleted]).toEqual([200, 412]);
      expect(after.json().announcement).toMatchObject({ type: 'warning', version: 2 });
    }
  });

  it('lets staff create, change and delete an announcement, which members then see or not; every write audit-logged', async () => {
    const created = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: '/api/v2/announcements',
      payload: { zone: 'Member', type: 'warning', content: '<p>Planlagt vedligehold</p>' },
    });
    expect(created.statusCode).toBe(201);
    const { announcement } = created.json();
    expect(announcement).toMatchObject({ zone: 'Member', type: 'warning', current: true, version: 1, activeFrom: null });
    expect((await memberAnnouncements()).map((a) => a.content)).toContain('<p>Planlagt vedligehold</p>');

    // Moved into the future: no longer shown to members.
    const from = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    const updated = await t.request(PERSONAS.staff, {
      method: 'PUT',
      url: `/api/v2/announcements/${announcement.id}`,
      payload: { zone: 'Member', type: 'warning', content: '<p>Planlagt vedligehold</p>', activeFrom: from },
      headers: { 'if-match': 'W/"1"' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().announcement).toMatchObject({ current: false, version: 2, activeFrom: from });
    expect((await memberAnnouncements()).map((a) => a.id)).not.toContain(announcement.id);

    const list = (await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/announcements?sort=id&order=DESC' })).json();
    expect(list.announcements[0].id).toBe(announcement.id);
    expect(list.total).toBeGreaterThanOrEqual(3);

    expect((await t.request(PERSONAS.staff, { method: 'DELETE', url: `/api/v2/announcements/${announcement.id}` })).statusCode).toBe(428);
    const removed = await t.request(PERSONAS.staff, { method: 'DELETE', url: `/api/v2/announcements/${announcement.id}`, headers: { 'if-match': 'W/"2"' } });
    expect(removed.statusCode).toBe(200);
    expect((await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/announcements/${announcement.id}` })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'site_announcement'), eq(auditLog.entityId, String(announcement.id))))
      .orderBy(desc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorIsStaff])).toEqual([
      ['delete', true],
      ['update', true],
      ['create', true],
    ]);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await count(siteAnnouncements);
    const res = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: '/api/v2/announcements',
      payload: { zone: 'Mars', type: 'shout', content: ' ', activeFrom: '2030-01-02T00:00:00Z', activeTo: '2030-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ zone: 'Zone skal være korrekt', type: 'Type skal være korrekt', content: 'Indhold er krævet' });
    const period = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: '/api/v2/announcements',
      payload: { zone: 'Member', type: 'info', content: 'x', activeFrom: '2030-01-02T00:00:00Z', activeTo: '2030-01-01T00:00:00Z' },
    });
    expect(period.json().fields).toEqual({ activeTo: 'Vises til skal være efter vises fra' });
    expect(await count(siteAnnouncements)).toBe(before);
  });
});

describe('CMS pages', () => {
  const tree = async () =>
    (await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: '/api/v2/content/online-pages?path=/member_cms-pages' })).json().children as {
      id: number;
      pathNode: string;
      title: string;
      children: { pathNode: string }[];
    }[];

  it('lets staff add a page and a sub-page that members then find in the tree and can render', async () => {
    const page = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: '/api/v2/cms-pages',
      payload: { parentId: 1, pathNode: 'priser', title: 'Priser', content: '<h1>Priser</h1>', position: 5 },
    });
    expect(page.statusCode).toBe(201);
    const { cmsPage } = page.json();
    expect(cmsPage).toMatchObject({ path: '/member_cms-pages/priser', depth: 1, online: true, version: 1 });
    const child = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: '/api/v2/cms-pages',
      payload: { parentId: cmsPage.id, pathNode: 'rabat', title: 'Rabatter', content: '<p>Rabat</p>' },
    });
    expect(child.json().cmsPage).toMatchObject({ path: '/member_cms-pages/priser/rabat', depth: 2 });
    const node = (await tree()).find((p) => p.pathNode === 'priser');
    expect(node).toMatchObject({ title: 'Priser', children: [{ pathNode: 'rabat' }] });
    const rendered = await t.request(PERSONAS.brokerAdmin, {
      method: 'GET',
      url: '/api/v2/content/online-pages/render?path=/member_cms-pages/priser/rabat',
    });
    expect(rendered.json()).toMatchObject({ title: 'Rabatter', content: '<p>Rabat</p>' });
  });

  it('moves a renamed page with its sub-pages, and takes an offline page out of the tree', async () => {
    const [page] = await t.database.db.select().from(cmsPages).where(eq(cmsPages.path, '/member_cms-pages/priser'));
    const res = await t.request(PERSONAS.staff, {
      method: 'PUT',
      url: `/api/v2/cms-pages/${page!.id}`,
      payload: { parentId: 1, pathNode: 'prisliste', title: 'Prisliste', content: page!.content, online: false },
      headers: { 'if-match': `W/"${page!.version}"` },
    });
    expect(res.statusCode).toBe(200);
    const paths = (await t.database.db.select({ path: cmsPages.path }).from(cmsPages)).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/member_cms-pages/prisliste', '/member_cms-pages/prisliste/rabat']));
    expect(paths).not.toContain('/member_cms-pages/priser/rabat');
    expect((await tree()).map((p) => p.pathNode)).not.toContain('prisliste');
  });

  it('answers 400 for a duplicate path, a parent below the page itself, a bad path segment and a missing parent', async () => {
    const [page] = await t.database.db.select().from(cmsPages).where(eq(cmsPages.path, '/member_cms-pages/prisliste'));
    const [child] = await t.database.db.select().from(cmsPages).where(eq(cmsPages.path, '/member_cms-pages/prisliste/rabat'));
    const before = await count(cmsPages);
    const duplicate = await t.request(PERSONAS.staff, {
      method: 'POST',
      url: '/api/v2/cms-pages',
      payload: { parentId: 1, pathNode: 'vilkaar', title: 'Igen' },
    });
    expect(duplicate.json().fields).toEqual({ pathNode: 'Sti /member_cms-pages/vilkaar findes allerede' });
    const bad = await t.request(PERSONAS.staff, { method: 'POST', url: '/api/v2/cms-pages', payload: { parentId: 1, pathNode: 'Æble side', title: '' } });
    expect(bad.json().fields).toEqual({ pathNode: 'Sti skal være korrekt (små bogstaver, tal, - og _)', title: 'Titel er krævet' });
    const orphan = await t.request(PERSONAS.staff, { method: 'POST', url: '/api/v2/cms-pages', payload: { parentId: 99999, pathNode: 'x', title: 'X' } });
    expect(orphan.json().fields).toEqual({ parentId: 'Overordnet side findes ikke' });
    expect(await count(cmsPages)).toBe(before);
    const cycle = await t.request(PERSONAS.staff, {
      method: 'PUT',
      url: `/api/v2/cms-pages/${page!.id}`,
      payload: { parentId: child!.id, pathNode: 'prisliste', title: 'Prisliste' },
      headers: { 'if-match': `W/"${page!.version}"` },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().fields).toEqual({ parentId: 'Overordnet side kan ikke være siden selv eller en side under den' });
  });

  it('deletes a page with the pages under it', async () => {
    const [page] = await t.database.db.select().from(cmsPages).where(eq(cmsPages.path, '/member_cms-pages/prisliste'));
    const res = await t.request(PERSONAS.staff, { method: 'DELETE', url: `/api/v2/cms-pages/${page!.id}`, headers: { 'if-match': `W/"${page!.version}"` } });
    expect(res.statusCode).toBe(200);
    const paths = (await t.database.db.select({ path: cmsPages.path }).from(cmsPages)).map((r) => r.path);
    expect(paths.filter((p) => p.startsWith('/member_cms-pages/prisliste'))).toEqual([]);
    expect(paths).toContain('/member_cms-pages/vilkaar');
  });
});

describe('mail outbox', () => {
  it('shows staff the outbox, newest first, with filters', async () => {
    await t.database.db.insert(mailOutbox).values([
      { to: 'a@demo.test', subject: 'Første', body: 'x' },
      { to: 'b@demo.test', subject: 'Anden', body: 'y', sentAt: new Date() },
    ]);
    const all = (await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/outbox-mails' })).json();
    expect(all.outboxMails[0]).toMatchObject({ to: 'b@demo.test', subject: 'Anden', attempts: 0, lastError: null });
    expect(all.outboxMails[0].sentAt).not.toBeNull();
    const unsent = (await t.request(PERSONAS.staff, { method: 'GET', url: '/api/v2/outbox-mails?sent=false&to=a%40demo' })).json();
    expect(unsent.outboxMails.map((m: { subject: string }) => m.subject)).toEqual(['Første']);
    const one = await t.request(PERSONAS.staff, { method: 'GET', url: `/api/v2/outbox-mails/${all.outboxMails[0].id}` });
    expect(one.json().outboxMail.body).toBe('y');
  });
});
