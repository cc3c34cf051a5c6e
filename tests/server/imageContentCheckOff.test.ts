import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, PERSONAS, rentalListing, type TestApp } from './harness';
import { listingImages, listings } from '../../server/db/schema';
import { readConfig } from '../../server/config';
import { LISTING_STATUSES } from '../../schemas/enums';
import { floorPlan } from '../fixtures/imageSet';
import { BANNER, DETAILED } from '../fixtures/pictures';

let on: TestApp;
let off: TestApp;
let pictures: Server;
let pictureBase: string;
const rendered = new Map<string, Buffer>();

beforeAll(async () => {
  [on, off] = await Promise.all([
    createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true', IMAGE_CONTENT_CHECK: 'true' }),
    createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true', IMAGE_CONTENT_CHECK: 'false' }),
  ]);
  rendered.set(
    '/plan.png',
    await sharp(Buffer.from(floorPlan(2, 'black')))
      .png()
      .toBuffer(),
  );
  rendered.set('/banner.jpg', await sharp(Buffer.from(BANNER)).jpeg().toBuffer());
  rendered.set('/detailed.png', await sharp(Buffer.from(DETAILED)).png().toBuffer());
  // The same picture resized and re-encoded: other bytes, the same content.
  rendered.set('/detailed-copy.jpg', await sharp(Buffer.from(DETAILED)).resize({ width: 1000 }).jpeg({ quality: 70 }).toBuffer());
  rendered.set('/detailed-again.png', rendered.get('/detailed.png') ?? Buffer.alloc(0));
  pictures = createServer((req, res) => {
    const path = req.url ?? '';
    const known = rendered.get(path.replace(/^\/[^/]+/, ''));
    if (!known) return res.writeHead(404).end();
    return res.writeHead(200, { 'Content-Type': path.endsWith('.jpg') ? 'image/jpeg' : 'image/png' }).end(known);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
  await new Promise((resolve) => pictures.close(resolve));
});

const rental = (t: TestApp, caseNumber: string, images: string[]) =>
  rentalListing(t, { images: images.map((name) => ({ url: `${pictureBase}/${caseNumber}/${name}` })), activate: true });

const upsert = async (t: TestApp, caseNumber: string, images: string[]) =>
  t.request(PERSONAS.brokerAdmin, { method: 'PUT', url: `/api/v2/listings/by-case-number/${caseNumber}`, payload: await rental(t, caseNumber, images) });

describe('IMAGE_CONTENT_CHECK', () => {
  it('is on unless set to false, and takes nothing but true or false', () => {
    expect(readConfig({}).images.checkContent).toBe(true);
    expect(readConfig({ IMAGE_CONTENT_CHECK: 'false' }).images.checkContent).toBe(false);
    expect(() => readConfig({ IMAGE_CONTENT_CHECK: 'off' })).toThrow("IMAGE_CONTENT_CHECK: 'off' is neither true nor false");
  });

  it('on: a floor plan as the cover of an active listing and a resized copy of a picture it has are refused', async () => {
    const plan = await upsert(on, 'PLAN', ['plan.png', 'detailed.png', 'banner.jpg']);
    expect(plan.statusCode, plan.body).toBe(409);
    expect(plan.json().fields['images.0']).toBe('Forsidebilledet må ikke være en plantegning');
    const copy = await upsert(on, 'KOPI', ['detailed.png', 'banner.jpg', 'detailed-copy.jpg']);
    expect(copy.statusCode, copy.body).toBe(400);
    expect(copy.json().fields['images.2.url']).toBe('Billedet findes allerede');
  });

  it('off: nothing is checked for what it shows, so the same listings go live, and the pictures wait for no reading', async () => {
    const res = await upsert(off, 'PLAN', ['plan.png', 'detailed.png', 'detailed-copy.jpg']);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().listing.status).toBe(LISTING_STATUSES.active);
    const id = res.json().listing.id as number;
    const stored = await off.database.db.select().from(listingImages).where(eq(listingImages.listingId, id)).orderBy(listingImages.position);
    expect(stored.map(({ perceptualHash, floorPlan: plan, hasText, textCheck }) => ({ perceptualHash, plan, hasText, textCheck }))).toEqual(
      Array(3).fill({ perceptualHash: null, plan: null, hasText: null, textCheck: null }),
    );

    // A draft whose cover is a banner is activated without its text being read.
    const draft = await off.request(PERSONAS.brokerAdmin, {
      method: 'PUT',
      url: '/api/v2/listings/by-case-number/BANNER',
      payload: { ...(await rental(off, 'BANNER', ['banner.jpg', 'detailed.png', 'plan.png'])), activate: false },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const draftId = draft.json().listing.id as number;
    const [row] = await off.database.db.select({ version: listings.version }).from(listings).where(eq(listings.id, draftId));
    const activated = await off.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/${draftId}/activate`,
      headers: { 'if-match': `W/"${row?.version ?? 0}"` },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().listing.images[0].content).toEqual({ floorPlan: null, hasText: null, textCheck: null });
  });

  it('off: the same file twice is still refused, by its bytes', async () => {
    const res = await upsert(off, 'TO-GANGE', ['detailed.png', 'banner.jpg', 'detailed-again.png']);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields['images.2.url']).toBe('Billedet findes allerede');
  });
});
