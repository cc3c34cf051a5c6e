import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { addressOf, createTestApp, PERSONAS, rentalListing, type TestApp } from './harness';
import { makePng } from '../fixtures/png';
import { listings } from '../../server/db/schema';
import { stopTextReader } from '../../server/services/imageContent';

let t: TestApp;
let pictures: Server;
let pictureBase: string;

/** A photo with detail (sky, lawn, two buildings, a sun); each scene its own colours and layout. */
const scene = (sky: string, left: number, right: number) => `<svg width="1200" height="800" xmlns="http://www.w3.org/2000/svg">
  <rect width="1200" height="800" fill="${sky}"/><rect y="450" width="1200" height="350" fill="#6b8e23"/>
  <rect x="${left}" y="200" width="400" height="400" fill="#8b4513"/><rect x="${right}" y="100" width="300" height="500" fill="#d2b48c"/>
  <circle cx="1000" cy="120" r="70" fill="#ffd700"/></svg>`;
const SCENES = { facade: scene('#3a6ea5', 150, 700), yard: scene('#a53a6e', 600, 100), court: scene('#2f8f5f', 350, 850), garden: scene('#c0c0c0', 50, 500) };

const rendered = new Map<string, Buffer>();
const SHARED = 'Samme billede bruges på en anden annonce med en anden adresse: brug fotos af netop denne ejendom';

beforeAll(async () => {
  t = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  for (const [name, svg] of Object.entries(SCENES)) {
    rendered.set(`/${name}.png`, await sharp(Buffer.from(svg)).png().toBuffer());
    // The same photo resized and re-encoded: other bytes, the same content.
    rendered.set(`/${name}-small.jpg`, await sharp(Buffer.from(svg)).resize({ width: 1000 }).jpeg({ quality: 70 }).toBuffer());
  }
  pictures = createServer((req, res) => {
    const path = req.url ?? '';
    const known = rendered.get(path.replace(/^\/[^/]+/, ''));
    if (known) return res.writeHead(200, { 'Content-Type': path.endsWith('.jpg') ? 'image/jpeg' : 'image/png' }).end(known);
    const [red = 0, green = 0, blue = 0] = createHash('sha256').update(path).digest();
    return res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePng(1200, 800, [red, green, blue]));
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await stopTextReader();
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

/** Puts a rental by its case number (a new one or anew), active unless told otherwise, with the photos named; answers its id. */
async function rental(caseNumber: string, street: string, images: string[], activate = true): Promise<number> {
  const res = await t.request(PERSONAS.brokerAdmin, {
    method: 'PUT',
    url: `/api/v2/listings/by-case-number/${encodeURIComponent(caseNumber)}`,
    payload: await rentalListing(t, {
      title: 'Kontorlejemål på 250 m² med egen indgang og havudsigt',
      address: await addressOf(t, street),
      images: [...images, 'third.png'].map((name) => ({ url: `${pictureBase}/${caseNumber}/${name}` })),
      ...(activate ? { activate: true } : {}),
    }),
  });
  // 201 for a new listing, 200 for one changed.
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().listing.id as number;
}

async function fixesOf(id: number): Promise<{ code: string; text: string; gain: number }[]> {
  const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().listing.qualityFixes as { code: string; text: string; gain: number }[];
}

const sharedHint = (fixes: { code: string }[]) => fixes.find((fix) => fix.code === 'sharedPhoto');

describe('the same photo on two listings of an account', () => {
  it('is a quality hint on both active listings when their addresses differ, and neither is refused', async () => {
    const harbour = await rental('DELT-HAVN', 'Sundkrogsgade 21', ['facade.png', 'a.png']);
    const town = await rental('DELT-BY', 'Algade 10', ['b.png', 'facade-small.jpg']);
    for (const id of [harbour, town]) {
      const hint = sharedHint(await fixesOf(id));
      expect(hint, `listing ${id}`).toMatchObject({ text: SHARED, gain: 5 });
    }
  });

  it('is no hint when both listings have the same address', async () => {
    const first = await rental('SAMME-1', 'Strandgade', ['yard.png', 'c.png']);
    const second = await rental('SAMME-2', 'Strandgade', ['d.png', 'yard-small.jpg']);
    for (const id of [first, second]) expect(sharedHint(await fixesOf(id)), `listing ${id}`).toBeUndefined();
  });

  it('is no hint on a draft, nor on an active listing whose copy is on a draft', async () => {
    const draft = await rental('KLADDE-DELT', 'Strandgade', ['court.png', 'e.png'], false);
    const active = await rental('AKTIV-DELT', 'Sundkrogsgade 21', ['f.png', 'court-small.jpg']);
    for (const id of [draft, active]) expect(sharedHint(await fixesOf(id)), `listing ${id}`).toBeUndefined();
  });
});

describe('the shared photo in the stored quality score', () => {
  /** The score as stored (the index's mark and filter) and as the listing's answer gives it, with its images' flags. */
  async function scoreOf(id: number) {
    const [row] = await t.database.db.select({ score: listings.qualityScore }).from(listings).where(eq(listings.id, id));
    const res = await t.request(PERSONAS.brokerAdmin, { method: 'GET', url: `/api/v2/listings/${id}` });
    const listing = res.json().listing as { qualityScore: number; images: { content: { sharedElsewhere?: boolean } }[] };
    expect(listing.qualityScore, `listing ${id}`).toBe(row?.score);
    return { score: listing.qualityScore, shared: listing.images.map((image) => image.content.sharedElsewhere) };
  }

  it("costs both listings' stored scores once the second goes live, and gives the first its points back when a save ends it", async () => {
    const harbour = await rental('SCORE-HAVN', 'Sundkrogsgade 21', ['garden.png', 'g.png']);
    const alone = await scoreOf(harbour);
    expect(alone.shared).toEqual([false, false, false]);

    // A draft shares nothing; its activation makes the sharing, and the other listing's score follows.
    const town = await rental('SCORE-BY', 'Algade 10', ['h.png', 'garden-small.jpg'], false);
    expect((await scoreOf(harbour)).score).toBe(alone.score);
    const [row] = await t.database.db.select({ version: listings.version }).from(listings).where(eq(listings.id, town));
    const activated = await t.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/listings/${town}/activate`,
      headers: { 'if-match': `W/"${row?.version ?? 0}"` },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(await scoreOf(harbour)).toEqual({ score: alone.score - 5, shared: [true, false, false] });
    expect((await scoreOf(town)).shared).toEqual([false, true, false]);
    expect(sharedHint(await fixesOf(town))).toMatchObject({ text: SHARED });

    // The town listing's next save has a photo of its own instead: the harbour listing is whole again.
    await rental('SCORE-BY', 'Algade 10', ['h.png', 'i.png']);
    expect(await scoreOf(harbour)).toEqual({ score: alone.score, shared: [false, false, false] });
    expect(sharedHint(await fixesOf(harbour))).toBeUndefined();
  });
});
