/**
 * Listing images by URL reach only the public internet, whatever way the address is written or resolved,
 * and every failed fetch answers alike; pictures that declare too many pixels are refused before anything
 * decodes them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountIdByName, ACCOUNTS, createTestApp, PERSONAS, type TestApp } from './harness';
import { makePng, makePngDeclaring } from '../fixtures/png';
import { createImageStore, IMAGE_MESSAGES, inspectImage, type ResolveHost } from '../../server/services/images';
import sharp from 'sharp';
import { readdirSync } from 'node:fs';
import { fileObjectStore } from '../../server/services/objectStore';
import { DEMO_IMAGE_DIR } from '../../server/db/seed/listings';

const UNREACHABLE = {
  code: 'bad_input',
  message: IMAGE_MESSAGES.unreachable,
  fields: { url: IMAGE_MESSAGES.unreachable },
  errors: [{ field: 'url', code: 'invalid_value', message: IMAGE_MESSAGES.unreachable }],
};
const TOO_MANY_PIXELS = 'Billedet har for mange pixels (højst 50 megapixels)';

const uploadDir = mkdtempSync(join(tmpdir(), 'image-uploads-'));
/** The default server: private hosts not allowed. */
let strict: TestApp;
/** The same with IMAGE_URL_ALLOW_PRIVATE_HOSTS, as in tests and closed networks. */
let open: TestApp;
let broker: number;

/** A picture server on loopback, on both IPv4 and IPv6, that counts the connections it gets. */
interface PictureServer {
  port: number;
  connections: number;
  close(): Promise<void>;
}

const WIDE = makePng(1200, 800);
/** A PNG cut off after 200 bytes: its header is whole, its pixels are not there. */
const CUT = makePng(1024, 768).subarray(0, 200);
/** A real JPEG of 1000 x 700, and the same whose header (its SOF marker) says 9000 x 5000. */
const JPEG = await sharp({ create: { width: 1000, height: 700, channels: 3, background: { r: 60, g: 110, b: 160 } } })
  .jpeg()
  .toBuffer();
const LYING = Buffer.from(JPEG);
const sof = LYING.findIndex((byte, i) => byte === 0xff && LYING[i + 1] === 0xc0);
LYING.writeUInt16BE(5000, sof + 5);
LYING.writeUInt16BE(9000, sof + 7);
const pictures: RequestListener = (req, res) => {
  const path = req.url ?? '';
  if (path === '/wide.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(WIDE);
  else if (path === '/bomb.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(makePngDeclaring(60_000, 40_000));
  else if (path === '/cut.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(CUT);
  else if (path === '/lying.jpg') res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(LYING);
  else if (path === '/moved.png') res.writeHead(302, { Location: '/wide.png' }).end();
  else if (path === '/loop.png') res.writeHead(302, { Location: '/loop.png' }).end();
  else if (path.startsWith('/to/')) res.writeHead(302, { Location: decodeURIComponent(path.slice(4)) }).end();
  else if (path === '/slow.png') setTimeout(() => res.writeHead(200, { 'Content-Type': 'image/png' }).end(WIDE), 2000);
  else if (path === '/declared-huge.png') res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': String(20 * 1024 * 1024) }).write('x');
  else if (path === '/endless.png') {
    res.writeHead(200, { 'Content-Type': 'image/png' });
    const chunk = Buffer.alloc(1024 * 1024);
    const more = () => {
      while (!res.destroyed && res.write(chunk));
    };
    res.on('drain', more);
    more();
  } else res.writeHead(404).end();
};

async function pictureServer(host: string, port = 0): Promise<PictureServer> {
  const server: Server = createServer(pictures);
  const state = { port: 0, connections: 0, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  server.on('connection', () => state.connections++);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  state.port = (server.address() as AddressInfo).port;
  return state;
}

let loopback: PictureServer;

beforeAll(async () => {
  strict = await createTestApp({ UPLOAD_DIR: uploadDir });
  open = await createTestApp({ UPLOAD_DIR: uploadDir, IMAGE_URL_ALLOW_PRIVATE_HOSTS: 'true' });
  broker = await accountIdByName(strict.database, ACCOUNTS.broker);
  // '::' takes IPv4 too, so every loopback spelling below reaches it when allowed.
  loopback = await pictureServer('::');
});
afterAll(async () => {
  await strict.close();
  await open.close();
  await loopback.close();
  rmSync(uploadDir, { recursive: true, force: true });
});
beforeEach(() => {
  loopback.connections = 0;
});

const byUrl = (t: TestApp, url: string) => t.request(PERSONAS.brokerAdmin, { method: 'POST', url: '/api/v2/images/url', payload: { accountId: broker, url } });

/** Ways to write the loopback server's address; each one reaches it when private hosts are allowed. */
const LOOPBACK_SPELLINGS = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0x7f.0.0.1',
  '0177.0.0.1',
  '127.0.0.1.',
  '0.0.0.0',
  '0',
  'localhost',
  '[::1]',
  '[::]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[0:0:0:0:0:ffff:127.0.0.1]',
  '[0000:0000:0000:0000:0000:FFFF:7F00:0001]',
];

/** Private, link-local, metadata and other non-public addresses, as literals. */
const OTHER_PRIVATE_SPELLINGS = [
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '169.254.169.254',
  '[::ffff:169.254.169.254]',
  '[::ffff:a9fe:a9fe]',
  '[fe80::1]',
  '[fd00::1]',
  '[fc00::1]',
  '[fec0::1]',
  '[ff02::1]',
  '[64:ff9b::7f00:1]',
  '[2002:7f00:1::]',
  '[2001::1]',
  '[::127.0.0.1]',
  '255.255.255.255',
  '224.0.0.1',
  '240.0.0.1',
];

describe('an image by URL on a non-public address', () => {
  it('reaches the picture server by every loopback spelling when private hosts are allowed', async () => {
    for (const host of LOOPBACK_SPELLINGS) {
      const res = await byUrl(open, `http://${host}:${loopback.port}/wide.png`);
      expect(res.statusCode, `${host}: ${res.body}`).toBe(200);
    }
    expect(loopback.connections).toBe(LOOPBACK_SPELLINGS.length);
  });

  it('is refused by default before any connection, with the answer an unreachable host gets', async () => {
    const unreachable = await byUrl(strict, 'http://billeder.invalid/facade.png');
    expect(unreachable.json()).toEqual(UNREACHABLE);
    for (const host of [...LOOPBACK_SPELLINGS, ...OTHER_PRIVATE_SPELLINGS]) {
      const res = await byUrl(strict, `http://${host}:${loopback.port}/wide.png`);
      expect({ host, status: res.statusCode, body: res.json() }).toEqual({ host, status: 400, body: UNREACHABLE });
    }
    expect(loopback.connections).toBe(0);
  });

  it('answers a closed port, a 404, a redirect loop and a redirect to another scheme alike', async () => {
    const store = createImageStore({ objects: fileObjectStore(uploadDir), demoImageDir: DEMO_IMAGE_DIR, allowPrivateHosts: true });
    const closed = await pictureServer('127.0.0.1');
    await closed.close();
    for (const url of [
      `http://127.0.0.1:${closed.port}/wide.png`,
      `http://127.0.0.1:${loopback.port}/none.png`,
      `http://127.0.0.1:${loopback.port}/loop.png`,
      `http://127.0.0.1:${loopback.port}/to/${encodeURIComponent('file:///etc/passwd')}`,
    ]) {
      await expect(store.checkUrl(url), url).rejects.toThrow(IMAGE_MESSAGES.unreachable);
    }
  });

  it('answers a server that is too slow as an unreachable one', async () => {
    const store = createImageStore({ objects: fileObjectStore(uploadDir), demoImageDir: DEMO_IMAGE_DIR, allowPrivateHosts: true, timeoutMs: 200 });
    await expect(store.checkUrl(`http://127.0.0.1:${loopback.port}/slow.png`)).rejects.toThrow(IMAGE_MESSAGES.unreachable);
  });

  it('keeps the size limit, declared or streamed', async () => {
    const store = createImageStore({ objects: fileObjectStore(uploadDir), demoImageDir: DEMO_IMAGE_DIR, allowPrivateHosts: true });
    await expect(store.checkUrl(`http://127.0.0.1:${loopback.port}/declared-huge.png`)).rejects.toThrow(IMAGE_MESSAGES.tooLarge);
    await expect(store.checkUrl(`http://127.0.0.1:${loopback.port}/endless.png`)).rejects.toThrow(IMAGE_MESSAGES.tooLarge);
  });
});

describe('the host name of an image by URL', () => {
  /** A resolver that answers each name `first` on its first lookup and `later` on every other one, and records the lookups. */
  function rebinding(first: string[], later: string[]) {
    const lookups: string[] = [];
    const resolveHost: ResolveHost = (hostname) => {
      const seen = lookups.includes(hostname);
      lookups.push(hostname);
      return Promise.resolve(seen ? later : first);
    };
    return { lookups, resolveHost };
  }

  it('is looked up once per hop, and the connection goes to the address that was looked up', async () => {
    // Two picture servers on one port: the second lookup's answer, 127.0.0.2, would reach the other one.
    const looked = await pictureServer('127.0.0.1');
    const elsewhere = await pictureServer('127.0.0.2', looked.port);
    try {
      const dns = rebinding(['127.0.0.1'], ['127.0.0.2']);
      const store = createImageStore({
        objects: fileObjectStore(uploadDir),
        demoImageDir: DEMO_IMAGE_DIR,
        allowPrivateHosts: true,
        resolveHost: dns.resolveHost,
      });
      const second = `http://second.test:${looked.port}/wide.png`;
      const image = await store.checkUrl(`http://first.test:${looked.port}/to/${encodeURIComponent(second)}`);
      expect(image).toMatchObject({ width: 1200, height: 800 });
      expect(dns.lookups).toEqual(['first.test', 'second.test']);
      expect(looked.connections).toBe(2);
      expect(elsewhere.connections).toBe(0);
    } finally {
      await looked.close();
      await elsewhere.close();
    }
  });

  it('never leads to loopback when its first answer is public and a later one loopback', async () => {
    const dns = rebinding(['93.184.216.34'], ['127.0.0.1']);
    // The public address is never answered in a test; the time limit ends the attempt.
    const store = createImageStore({
      objects: fileObjectStore(uploadDir),
      demoImageDir: DEMO_IMAGE_DIR,
      allowPrivateHosts: false,
      resolveHost: dns.resolveHost,
      timeoutMs: 300,
    });
    await expect(store.checkUrl(`http://rebind.test:${loopback.port}/wide.png`)).rejects.toThrow(IMAGE_MESSAGES.unreachable);
    expect(dns.lookups).toEqual(['rebind.test']);
    expect(loopback.connections).toBe(0);
  });

  it('is refused when any of its addresses is not public, before any connection', async () => {
    for (const addresses of [
      ['127.0.0.1'],
      ['93.184.216.34', '127.0.0.1'],
      ['::ffff:127.0.0.1'],
      ['::1'],
      ['fd00::2'],
      ['fe80::1'],
      ['169.254.169.254'],
      ['64:ff9b::a00:1'],
      ['0.0.0.0'],
      [],
    ]) {
      const store = createImageStore({
        objects: fileObjectStore(uploadDir),
        demoImageDir: DEMO_IMAGE_DIR,
        allowPrivateHosts: false,
        resolveHost: () => Promise.resolve(addresses),
      });
      await expect(store.checkUrl(`http://billeder.test:${loopback.port}/wide.png`), addresses.join()).rejects.toThrow(IMAGE_MESSAGES.unreachable);
    }
    expect(loopback.connections).toBe(0);
  });
});

describe('a picture whose data is not what its header says', () => {
  const upload = (payload: Buffer, type: string) =>
    strict.request(PERSONAS.brokerAdmin, { method: 'POST', url: `/api/v2/images?accountId=${broker}`, headers: { 'content-type': type }, payload });

  it('is refused on upload and by URL, in Danish, and nothing is kept', async () => {
    expect(inspectImage(LYING)).toMatchObject({ width: 9000, height: 5000 });
    expect(inspectImage(CUT)).toMatchObject({ width: 1024, height: 768 });
    const kept = readdirSync(uploadDir, { recursive: true }).length;
    for (const [bytes, type] of [
      [CUT, 'image/png'],
      [LYING, 'image/jpeg'],
    ] as const) {
      const res = await upload(bytes, type);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ image: IMAGE_MESSAGES.unreadable });
    }
    for (const name of ['cut.png', 'lying.jpg']) {
      const res = await byUrl(open, `http://127.0.0.1:${loopback.port}/${name}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ url: IMAGE_MESSAGES.unreadable });
    }
    expect(readdirSync(uploadDir, { recursive: true })).toHaveLength(kept);
  });

  it('is kept with the size its data decodes to when it is whole', async () => {
    const res = await upload(JPEG, 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image).toMatchObject({ width: 1000, height: 700 });
  });
});

describe('a picture that declares too many pixels', () => {
  it('is refused on upload and by URL, in Danish', async () => {
    const bomb = makePngDeclaring(60_000, 40_000);
    const upload = await strict.request(PERSONAS.brokerAdmin, {
      method: 'POST',
      url: `/api/v2/images?accountId=${broker}`,
      headers: { 'content-type': 'image/png' },
      payload: bomb,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().fields).toEqual({ image: TOO_MANY_PIXELS });
    const byAddress = await byUrl(open, `http://127.0.0.1:${loopback.port}/bomb.png`);
    expect(byAddress.statusCode).toBe(400);
    expect(byAddress.json().fields).toEqual({ url: TOO_MANY_PIXELS });
  });

  it('is read from the header alone, and a picture at the limit passes', () => {
    expect(inspectImage(makePngDeclaring(10_000, 5_000))).toEqual({ width: 10_000, height: 5_000, type: 'png' });
    expect(() => inspectImage(makePngDeclaring(10_001, 5_000))).toThrow(TOO_MANY_PIXELS);
  });
});
