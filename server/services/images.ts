import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { IMAGE_RULES } from '../../schemas/listings/limits';
import { isHttpUrl } from '../../schemas/listings/common';

export const IMAGE_MESSAGES = {
  notAnImage: 'Filen er ikke et billede i JPEG-, PNG- eller WebP-format',
  tooLarge: `Billedet er for stort (højst ${IMAGE_RULES.maxBytes / 1024 / 1024} MB)`,
  notLandscape: 'Billedet skal være i liggende format (bredere end højt)',
  tooSmall: `Billedet skal være mindst ${IMAGE_RULES.minWidth} x ${IMAGE_RULES.minHeight} pixels`,
  unreachable: 'Billedet kunne ikke hentes fra adressen',
  privateHost: 'Billedet skal ligge på en offentlig adresse',
  missing: 'Billedet findes ikke',
} as const;

export interface CheckedImage {
  url: string;
  width: number;
  height: number;
}

/** A picture that breaks a rule; its message is the Danish one the form shows. */
export class ImageRejected extends Error {}

const EXTENSIONS: Record<string, (typeof IMAGE_RULES.types)[number]> = { jpg: 'jpg', png: 'png', webp: 'webp' };

/** Reads the picture's own header (not its name or content type) and applies SPEC 5's rules. */
export function inspectImage(bytes: Uint8Array): { width: number; height: number; type: (typeof IMAGE_RULES.types)[number] } {
  if (bytes.byteLength > IMAGE_RULES.maxBytes) throw new ImageRejected(IMAGE_MESSAGES.tooLarge);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  }
  const type = size.type ? EXTENSIONS[size.type] : undefined;
  if (!type) throw new ImageRejected(IMAGE_MESSAGES.notAnImage);
  // EXIF orientations 5-8 turn the picture a quarter: what is shown is the other way round.
  const turned = size.orientation !== undefined && size.orientation >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (width <= height) throw new ImageRejected(IMAGE_MESSAGES.notLandscape);
  if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight) throw new ImageRejected(IMAGE_MESSAGES.tooSmall);
  return { width, height, type };
}

export interface ImageStoreOptions {
  uploadDir: string;
  /** Where /demo-images/ is served from. */
  demoImageDir: string;
  allowPrivateHosts: boolean;
  fetchImpl?: typeof fetch;
}

export interface ImageStore {
  /** Checks an uploaded picture and keeps it under its content hash: the same file gets the same URL. */
  saveUpload(bytes: Uint8Array): Promise<CheckedImage>;
  /** Fetches a picture by URL and checks it; the URL itself is what the listing keeps. */
  checkUrl(url: string): Promise<CheckedImage>;
  /** Checks any image URL a listing may hold: an upload, a demo picture or an outside URL. */
  check(url: string): Promise<CheckedImage>;
}

const SERVED = /^\/(uploads|demo-images)\/([A-Za-z0-9._-]+)$/;

export function createImageStore({ uploadDir, demoImageDir, allowPrivateHosts, fetchImpl = fetch }: ImageStoreOptions): ImageStore {
  async function readServed(url: string): Promise<CheckedImage> {
    const match = SERVED.exec(url);
    if (!match?.[1] || !match[2] || match[2].startsWith('.')) throw new ImageRejected(IMAGE_MESSAGES.missing);
    const file = join(match[1] === 'uploads' ? uploadDir : demoImageDir, match[2]);
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      throw new ImageRejected(IMAGE_MESSAGES.missing);
    }
    const { width, height } = inspectImage(bytes);
    return { url, width, height };
  }

  async function checkUrl(url: string): Promise<CheckedImage> {
    if (!isHttpUrl(url)) throw new ImageRejected(IMAGE_MESSAGES.unreachable);
    const bytes = await download(url, { allowPrivateHosts, fetchImpl });
    const { width, height } = inspectImage(bytes);
    return { url, width, height };
  }

  return {
    async saveUpload(bytes) {
      const { width, height, type } = inspectImage(bytes);
      const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}.${type}`;
      await mkdir(uploadDir, { recursive: true });
      const file = join(uploadDir, name);
      const exists = await stat(file).then(
        () => true,
        () => false,
      );
      if (!exists) {
        // Written aside and renamed, so a half-written file is never served.
        const partial = `${file}.${process.pid}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      }
      return { url: `/uploads/${name}`, width, height };
    },
    checkUrl,
    check: (url) => (SERVED.test(url) ? readServed(url) : checkUrl(url)),
  };
}

const MAX_REDIRECTS = 3;
const FETCH_TIMEOUT_MS = 10_000;

/**
 * GET with the limits a server fetching user-given URLs needs: http(s) only, no private or loopback
 * hosts (unless allowed), each redirect checked the same way, a time limit and a size limit.
 */
async function download(
  start: string,
  { allowPrivateHosts, fetchImpl }: { allowPrivateHosts: boolean; fetchImpl: typeof fetch },
): Promise<Uint8Array> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = new URL(url);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new ImageRejected(IMAGE_MESSAGES.unreachable);
    if (!allowPrivateHosts && (await isPrivateHost(target.hostname))) throw new ImageRejected(IMAGE_MESSAGES.privateHost);
    let response: Response;
    try {
      response = await fetchImpl(target, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { Accept: 'image/*' } });
    } catch {
      throw new ImageRejected(IMAGE_MESSAGES.unreachable);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, target).href;
      continue;
    }
    if (!response.ok || !response.body) throw new ImageRejected(IMAGE_MESSAGES.unreachable);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > IMAGE_RULES.maxBytes) throw new ImageRejected(IMAGE_MESSAGES.tooLarge);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > IMAGE_RULES.maxBytes) {
        await reader.cancel();
        throw new ImageRejected(IMAGE_MESSAGES.tooLarge);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }
  throw new ImageRejected(IMAGE_MESSAGES.unreachable);
}

async function isPrivateHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return true;
  }
  return addresses.length === 0 || addresses.some(isPrivateAddress);
}

export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
  }
  const v6 = address.toLowerCase();
  return v6 === '::' || v6 === '::1' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80');
}
