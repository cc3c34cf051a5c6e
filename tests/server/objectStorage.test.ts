/**
 * With S3_URL the pictures live in a bucket, so every instance serves every upload: two servers on one
 * database and one bucket (a real S3 API server, s3rver, on local files), neither keeping anything of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { accountIdByName, ACCOUNTS, anotherInstance, createTestApp, PERSONAS, type TestApp } from './harness';
import { makePng } from '../fixtures/png';
import { thumbnailUrl, THUMBNAIL_WIDTHS } from '../../schemas/listings/thumbnails';
import { readS3Url } from '../../server/config';

const BUCKET = 'billeder';
const bucketDir = mkdtempSync(join(tmpdir(), 's3rver-'));
/** Each instance's own upload directory, which must stay empty. */
const localDirs = [mkdtempSync(join(tmpdir(), 'instance-a-')), mkdtempSync(join(tmpdir(), 'instance-b-'))];
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET }] });
let s3Url: string;
let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  const { port } = await s3.run();
  // s3rver's own keys.
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${String(port)}/${BUCKET}`;
  t = await createTestApp({ S3_URL: s3Url, UPLOAD_DIR: localDirs[0] });
  other = await anotherInstance(t, { S3_URL: s3Url, UPLOAD_DIR: localDirs[1] });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await s3.close();
  for (const dir of [bucketDir, ...localDirs]) rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer): Promise<string> {
  const broker = await accountIdByName(t.database, ACCOUNTS.broker);
  const answer = await t.request(PERSONAS.brokerAdmin, {
    method: 'POST',
    url: `/api/v2/images?accountId=${String(broker)}`,
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ image: { url: string } }>().image.url;
}

/** The keys in the bucket, as any S3 client lists them. */
async function bucketKeys(): Promise<string[]> {
  const { port } = new URL(s3Url);
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  try {
    return ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key ?? '');
  } finally {
    client.destroy();
  }
}

describe('an upload kept in the bucket', () => {
  it('is served by another instance, with its type, cached for good', async () => {
    const bytes = makePng(1200, 800, [200, 120, 40]);
    const url = await upload(bytes);
    const answer = await other.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.rawPayload.equals(bytes)).toBe(true);
    for (const dir of localDirs) expect(readdirSync(dir)).toEqual([]);
  });

  it('has its thumbnails made when it is uploaded, and every instance serves them as WebP', async () => {
    const url = await upload(makePng(1600, 900, [30, 90, 160]));
    const name = url.slice('/uploads/'.length);
    expect(await bucketKeys()).toEqual(expect.arrayContaining([name, ...THUMBNAIL_WIDTHS.map((width) => `thumbnails/${String(width)}/uploads/${name}.webp`)]));
    for (const width of THUMBNAIL_WIDTHS) {
      const answer = await other.inject({ method: 'GET', url: thumbnailUrl(url, width) ?? '' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { format, width: shown } = await sharp(answer.rawPayload).metadata();
      expect({ format, shown }).toEqual({ format: 'webp', shown: width });
    }
  });

  it('that is not there is a Danish 404 from every instance', async () => {
    for (const app of [t.app, other]) {
      const answer = await app.inject({ method: 'GET', url: '/uploads/findes-ikke.png' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ code: 'not_found', message: 'Billedet findes ikke' });
    }
  });
});

describe('S3_URL', () => {
  it('names the endpoint, the keys, the bucket and the region in one URL', () => {
    expect(readS3Url('https://AKIA1:c2Vj%2Fcm%2Bt@s3.eu-north-1.amazonaws.com/billeder?region=eu-north-1')).toEqual({
      endpoint: 'https://s3.eu-north-1.amazonaws.com',
      region: 'eu-north-1',
      bucket: 'billeder',
      accessKeyId: 'AKIA1',
      secretAccessKey: 'c2Vj/cm+t',
    });
    expect(readS3Url('http://minio:hemmelig@127.0.0.1:9000/billeder/')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'billeder',
    });
    expect(readS3Url(undefined)).toBeUndefined();
  });

  it('stops the start with the form to use when a part is missing', () => {
    for (const value of [
      'billeder',
      'http://127.0.0.1:9000/billeder',
      'http://nøgle:hemmelig@127.0.0.1:9000/',
      'http://a:b@host/billeder/mappe',
      'ftp://a:b@host/billeder',
    ]) {
      expect(() => readS3Url(value), value).toThrow('http(s)://KEY:SECRET@host[:port]/bucket[?region=...]');
    }
  });
});
