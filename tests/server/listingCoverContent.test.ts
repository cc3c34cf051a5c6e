import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, rentalListing, type TestApp } from './harness';
import { auditLog, listingImages, listings } from '../../server/db/schema';
import { LISTING_STATUSES } from '../../schemas/enums';
import { makePng } from '../fixtures/png';
import { holdingTextReading, readAwaitingTexts } from '../../server/services/imageChecks';
import { readText, stopTextReader } from '../../server/services/imageContent';
import { omit } from '../../server/omit';
import { floorPlan } from '../fixtures/imageSet';
import { BANNER, DETAILED } from '../fixtures/pictures';

let t: TestApp;
let broker: number;
let pictures: Server;
let pictureBase: string;

/** A floor plan: black walls and room names on white paper. */
const FLOOR_PLAN = `<svg width="1200" height="800" xmlns="http://www.w3.org/2000/svg"><rect width="1200" height="800" fill="#fff"/>
  <rect x="120" y="110" width="960" height="580" fill="none" stroke="#111" stroke-width="9"/>
  <path d="M 480 110 V 690 M 120 400 H 480 M 780 110 V 690" stroke="#111" stroke-width="7"/>
  <text x="300" y="260" font-size="26" font-family="DejaVu Sans" text-anchor="middle">Kontor</text>
  <text x="630" y="400" font-size="26" font-family="DejaVu Sans" text-anchor="middle">Mødelokale</text></svg>`;
const rendered = new Map<string, Buffer>();

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  broker = await accountIdByName(t.database, ACCOUNTS.broker);
  rendered.set('/plan.png', await sharp(Buffer.from(FLOOR_PLAN)).png().toBuffer());
  rendered.set('/banner.jpg', await sharp(Buffer.from(BANNER)).jpeg().toBuffer());
  rendered.set('/detailed.png', await sharp(Buffer.from(DETAILED)).png().toBuffer());
  // The same picture resized and re-encoded: other bytes, the same content.
  rendered.set('/detailed-copy.jpg', await sharp(Buffer.from(DETAILED)).resize({ width: 1000 }).jpeg({ quality: 70 }).toBuffer());
  // Two plans of thin lines, of other rooms: alike in a thumbnail, where thin lines vanish.
  rendered.set(
    '/plan-ground.png',
    await sharp(Buffer.from(floorPlan(1, 'thin')))
      .png()
      .toBuffer(),
  );
  rendered.set(
    '/plan-first.png',
    await sharp(Buffer.from(floorPlan(6, 'thin')))
      .png()
      .toBuffer(),
  );
  rendered.set('/plan-ground-again.png', rendered.get('/plan-ground.png') ?? Buffer.alloc(0));
  pictures = createServer((req, res) => {
    const path = req.url ?? '';
    const known = rendered.get(path.replace(/^\/[^/]+/, ''));
    if (known) return res.writeHead(200, { 'Content-Type': path.endsWith('.jpg') ? 'image/jpeg' : 'image/png' }).end(known);
    const [red = 0, green = 0, blue = 0] = createHash('sha256').update(path).digest();
    return res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePng(1200, 800, [red, green, blue]));
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  // The OCR worker started once, as in a running server, so an upload's wait is for its own reading only.
  await readText(makePng(64, 64, [255, 255, 255]));
}, 60_000);
afterAll(async () => {
  await stopTextReader();
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const upsert = (caseNumber: string, payload: Record<string, unknown>) =>
  t.request(PERSONAS.brokerAdmin, { method: 'PUT', url: `/api/v2/listings/by-case-number/${encodeURIComponent(caseNumber)}`, payload });

const rental = (caseNumber: string, images: string[], overrides: Record<string, unknown> = {}) =>
  rentalListing(t, { images: images.map((name) => ({ url: `${pictureBase}/${caseNumber}/${name}` })), ...overrides });

const activate = async (id: number) => {
  const [row] = await t.database.db.select({ version: listings.version }).from(listings).where(eq(listings.id, id));
  return t.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/listings/${id}/activate`, headers: { 'if-match': `W/"${row?.version ?? 0}"` } });
};

describe('the cover of an active listing', () => {
  it('refuses a floor plan as the cover of a listing pushed active, with its Danish message on images.0', async () => {
    const res = await upsert('PLAN-FORST', await rental('PLAN-FORST', ['plan.png', 'a.png', 'b.png'], { activate: true }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().fields['images.0']).toBe('Forsidebilledet må ikke være en plantegning');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field: 'images.0', code: 'cover_content' }));
  });

  it('takes the same floor plan later in the order, and as the cover of a draft; activation then refuses it until staff overrule', async () => {
    const later = await upsert('PLAN-SIDST', await rental('PLAN-SIDST', ['a.png', 'b.png', 'plan.png'], { activate: true }));
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().listing.status).toBe(LISTING_STATUSES.active);

    const draft = await upsert('PLAN-KLADDE', await rental('PLAN-KLADDE', ['plan.png', 'a.png', 'b.png']));
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().listing.id as number;
    const refused = await activate(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields['images.0']).toBe('Forsidebilledet må ikke være en plantegning');

    const overrule = (as: string) => t.request(as, { method: 'PUT', url: `/api/v2/listings/${id}/cover-check`, payload: { overruled: true } });
    expect((await overrule(PERSONAS.brokerAdmin)).statusCode).toBe(403);
    const overruled = await overrule(PERSONAS.staff);
    expect(overruled.statusCode).toBe(200);
    expect(overruled.json().listing.coverCheckOverruled).toBe(true);
    expect((await activate(id)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'cover_check')));
    expect(entry).toMatchObject({ actorIsStaff: true, changes: { coverCheckOverruled: { from: false, to: true } } });
  });

  it('reads an unread cover when the listing is activated, and refuses text on it', async () => {
    const draft = await upsert('BANNER', await rental('BANNER', ['banner.jpg', 'c.png', 'd.png']));
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().listing.id as number;
    // Not read yet: the cover could not be checked (the job queue reads it), and the broker is told so.
    expect(draft.json().listing.images[0].content).toEqual({ floorPlan: false, hasText: null, textCheck: null, sharedElsewhere: false });

    const refused = await activate(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().fields['images.0']).toBe('Forsidebilledet må ikke indeholde tekst');
  }, 60_000);

  it('reuses a reading of the same picture on another listing, and the job reads the rest', async () => {
    const draft = await upsert('BANNER-IGEN', await rental('BANNER-IGEN', ['banner.jpg', 'k.png', 'l.png']));
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().listing.id as number;
    expect(draft.json().listing.images.map((image: { content: unknown }) => image.content)).toEqual([
      { floorPlan: false, hasText: true, textCheck: 'done', sharedElsewhere: false },
      { floorPlan: false, hasText: null, textCheck: null, sharedElsewhere: false },
      { floorPlan: false, hasText: null, textCheck: null, sharedElsewhere: false },
    ]);
    await readAwaitingTexts(t.database.db, t.app.imageStore);
    const stored = await t.database.db.select().from(listingImages).where(eq(listingImages.listingId, id)).orderBy(listingImages.position);
    expect(stored.map((image) => [image.textCheck, image.hasText])).toEqual([
      ['done', true],
      ['done', false],
      ['done', false],
    ]);
  }, 60_000);
});

describe('the other ways in', () => {
  it('answers an upload and a URL with what the picture shows, so the form can tell at once', async () => {
    const upload = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/images?accountId=${broker}`,
      headers: { 'content-type': 'image/png' },
      payload: rendered.get('/plan.png'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().image.content).toMatchObject({ floorPlan: true, textCheck: 'done' });

    const byUrl = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: '/api/v2/images/url',
      payload: { accountId: broker, url: `${pictureBase}/x/a.png` },
    });
    expect(byUrl.statusCode, byUrl.body).toBe(200);
    expect(byUrl.json().image.content).toEqual({ floorPlan: false, hasText: false, textCheck: 'done' });
  }, 60_000);

  it("refuses an import row that activates with a floor plan as its cover, in the row's report, and takes the others", async () => {
    const row = async (caseNumber: string, images: string[]) => {
      return omit(await rental(caseNumber, images, { activate: true, accountOwnerListingIdentifierID: caseNumber }), 'accountId');
    };
    const res = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/import?accountId=${broker}&mode=partial`,
      payload: [await row('FEED-PLAN', ['plan.png', 'f.png', 'g.png']), await row('FEED-FOTO', ['h.png', 'i.png', 'plan.png'])],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().rows as { caseNumber: string; outcome: string; fields?: Record<string, string> }[];
    expect(rows.map((r) => [r.caseNumber, r.outcome])).toEqual([
      ['FEED-PLAN', 'refused'],
      ['FEED-FOTO', 'created'],
    ]);
    expect(rows[0]?.fields?.['images.0']).toBe('Forsidebilledet må ikke være en plantegning');
  });
});

describe('duplicates by content', () => {
  it('refuses a resized, re-encoded copy of a picture already on the listing', async () => {
    const res = await upsert('KOPI', await rental('KOPI', ['detailed.png', 'detailed-copy.jpg', 'e.png']));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ 'images.1.url': 'Billedet findes allerede' });
  });

  it('takes two floor plans of other rooms, however alike their thumbnails, and refuses the same plan twice', async () => {
    const plans = await upsert('PLANER', await rental('PLANER', ['detailed.png', 'plan-ground.png', 'plan-first.png']));
    expect(plans.statusCode, plans.body).toBe(201);
    const twice = await upsert('PLAN2', await rental('PLAN2', ['detailed.png', 'plan-ground.png', 'plan-ground-again.png']));
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().fields).toEqual({ 'images.2.url': 'Billedet findes allerede' });
  });
});

describe("the job queue's reading", () => {
  it('waits while a feed is imported in the process, and reads the pictures once the import has ended', async () => {
    const draft = await upsert('VENTER', await rental('VENTER', ['m.png', 'n.png', 'o.png']));
    expect(draft.statusCode, draft.body).toBe(201);
    const read: string[] = [];
    const reader = {
      readText: (url: string) => {
        read.push(url);
        return Promise.resolve({ hasText: false, words: '' });
      },
    };
    expect(await holdingTextReading(() => readAwaitingTexts(t.database.db, reader))).toEqual({ read: 0, failed: 0 });
    expect(read).toEqual([]);
    await readAwaitingTexts(t.database.db, reader);
    expect(read).toEqual(expect.arrayContaining(['m.png', 'n.png', 'o.png'].map((name) => `${pictureBase}/VENTER/${name}`)));
  });
});
