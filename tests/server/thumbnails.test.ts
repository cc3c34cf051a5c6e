/**
 * Listing pictures shown small get a WebP thumbnail of a fixed width, made once and cached for good; a
 * picture that breaks the image rules is never decoded, and one that cannot be made small sends the
 * browser to the original.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { makePng, makePngDeclaring } from '../fixtures/png';
import { DEMO_IMAGE_DIR } from '../../server/db/seed/listings';
import { thumbnailUrl } from '../../schemas/listings/thumbnails';

const uploadDir = mkdtempSync(join(tmpdir(), 'thumbnail-uploads-'));
let t: TestApp;
let uploaded: string;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  const broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const upload = await t.request(PERSONAS.brokerAdmin, {
    method: 'POST',
    url: `/api/v2/images?accountId=${broker}`,
    headers: { 'content-type': 'image/png' },
    payload: makePng(1200, 800, [180, 60, 30]),
  });
  expect(upload.statusCode).toBe(201);
  uploaded = upload.json<{ image: { url: string } }>().image.url;
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const get = (url: string) => t.request(null, { method: 'GET', url });

/** A file put straight into the upload folder, as if it had got there some other way than an upload. */
function stored(name: string, bytes: Buffer): string {
  writeFileSync(join(uploadDir, name), bytes);
  return `/uploads/${name}`;
}

describe('a thumbnail', () => {
  it('of an upload is made when it is uploaded, before anyone asks for it', () => {
    const name = uploaded.slice('/uploads/'.length);
    for (const width of [160, 320]) expect(existsSync(join(uploadDir, 'thumbnails', String(width), 'uploads', `${name}.webp`))).toBe(true);
  });

  it('is a WebP of the asked width, without signing in, cached for good', async () => {
    for (const width of [160, 320] as const) {
      const answer = await get(thumbnailUrl(uploaded, width) ?? '');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { format, width: w, height } = await sharp(answer.rawPayload).metadata();
      expect({ format, width: w, height }).toEqual({ format: 'webp', width, height: Math.round((width * 800) / 1200) });
    }
  });

  it('is made once and served the same afterwards', async () => {
    const url = thumbnailUrl(uploaded, 160) ?? '';
    const first = await get(url);
    rmSync(join(uploadDir, uploaded.slice('/uploads/'.length)));
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('is made of a demo picture', async () => {
    const demo = `/demo-images/${readdirSync(DEMO_IMAGE_DIR)[0] ?? ''}`;
    const answer = await get(thumbnailUrl(demo, 320) ?? '');
    expect(answer.statusCode).toBe(200);
    expect((await sharp(answer.rawPayload).metadata()).width).toBe(320);
  });

  it('of a picture that is not there, or at a width not offered, answers 404 in Danish', async () => {
    const demo = readdirSync(DEMO_IMAGE_DIR)[0] ?? '';
    for (const url of [
      '/thumbnails/160/uploads/findes-ikke.png',
      `/thumbnails/200/demo-images/${demo}`,
      '/thumbnails/160/etc/passwd',
      '/thumbnails/160/uploads/..%2F..%2Fetc%2Fpasswd',
      '/thumbnails/160/uploads/.hidden.png',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual({ code: 'not_found', message: 'Billedet findes ikke' });
    }
  });

  it('is not made of a picture that breaks the image rules: it is never decoded, and the original is shown', async () => {
    // A portrait picture would decode well; the rules refuse it first.
    const portrait = stored('portrait.png', makePng(700, 1000));
    const bomb = stored('bomb.png', makePngDeclaring(60_000, 40_000));
    for (const url of [portrait, bomb]) {
      const answer = await get(thumbnailUrl(url, 160) ?? '');
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe(url);
    }
    expect(existsSync(join(uploadDir, 'thumbnails', '160', 'uploads', 'portrait.png.webp'))).toBe(false);
  });

  it('of a picture the decoder cannot read sends the browser to the original', async () => {
    const whole = makePng(1200, 800, [20, 160, 60]);
    const broken = stored('broken.png', Buffer.concat([whole.subarray(0, 40), Buffer.alloc(200)]));
    const answer = await get(thumbnailUrl(broken, 320) ?? '');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(broken);
  });
});

describe('thumbnailUrl', () => {
  it('names a thumbnail only for the pictures the server keeps', () => {
    expect(thumbnailUrl('/uploads/abc.jpg', 160)).toBe('/thumbnails/160/uploads/abc.jpg');
    expect(thumbnailUrl('/demo-images/kontor-1.jpg', 320)).toBe('/thumbnails/320/demo-images/kontor-1.jpg');
    expect(thumbnailUrl('https://billeder.example.dk/a.jpg', 160)).toBeNull();
  });
});
