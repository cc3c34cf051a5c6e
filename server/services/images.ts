import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { IMAGE_RULES } from '../../schemas/listings/limits';
import { isHttpUrl } from '../../schemas/listings/common';
import { SERVED_IMAGE, THUMBNAIL_WIDTHS, type ThumbnailWidth } from '../../schemas/listings/thumbnails';
import type { ObjectStore } from './objectStore';
import type { ImageContent } from '../repositories/listings';
import { decodeSmall, pictureFeatures, readText, type SmallPicture } from './imageContent';
import { checkedAddress as checkedHostAddress, pinnedRequest, resolveWithDns, type ResolveHost } from './guardedHttp';

export { isPublicAddress, type ResolveHost } from './guardedHttp';

export const IMAGE_MESSAGES = {
  notAnImage: 'Filen er ikke et billede i JPEG-, PNG- eller WebP-format',
  tooLarge: `Billedet er for stort (højst ${IMAGE_RULES.maxBytes / 1024 / 1024} MB)`,
  notLandscape: 'Billedet skal være i liggende format (bredere end højt)',
  tooSmall: `Billedet skal være mindst ${IMAGE_RULES.minWidth} x ${IMAGE_RULES.minHeight} pixels`,
  tooManyPixels: `Billedet har for mange pixels (højst ${IMAGE_RULES.maxPixels / 1_000_000} megapixels)`,
  /** Every failed fetch, whatever the cause, so the answer tells nothing about hosts and ports behind the server. */
  unreachable: 'Billedet kunne ikke hentes fra adressen',
  missing: 'Billedet findes ikke',
  unreadable: 'Billedet kan ikke læses',
} as const;

export interface CheckedImage {
  url: string;
  width: number;
  height: number;
  /** The sha256 of its bytes (hex): the same picture under any name or URL has the same hash. */
  contentHash: string;
  /** What it shows: a floor plan now, its text once OCR has read it (null until then). */
  content: ImageContent;
}

/** What a picture shows when the installation does not check it (IMAGE_CONTENT_CHECK=false), or it cannot be judged. */
const NOT_CHECKED: ImageContent = { perceptualHash: null, floorPlan: null, hasText: null, textRead: null, textCheck: null };

/**
 * A picture's perceptual hash and whether it is a floor plan, from its decode (null: not checked); its text as far
 * as this process has read the same bytes (an upload read as it arrived, then saved), else later. Never refuses a
 * picture.
 */
async function contentOf(bytes: Uint8Array, small: SmallPicture | null): Promise<ImageContent> {
  if (!small) return NOT_CHECKED;
  const features = await pictureFeatures(small).catch(() => null);
  const read = recentReadings.get(contentHashOf(bytes));
  return {
    perceptualHash: features?.perceptualHash ?? null,
    floorPlan: features?.floorPlan ?? null,
    hasText: read?.hasText ?? null,
    textRead: read?.words ?? null,
    textCheck: read ? 'done' : null,
  };
}

/** The last readings of uploads and pictures by URL, by content hash: the save that follows need not read them again. */
const recentReadings = new Map<string, { hasText: boolean; words: string }>();
const RECENT_READINGS = 500;

function remember(bytes: Uint8Array, reading: { hasText: boolean; words: string }): void {
  const hash = contentHashOf(bytes);
  recentReadings.delete(hash);
  recentReadings.set(hash, reading);
  const oldest = recentReadings.keys().next().value;
  if (recentReadings.size > RECENT_READINGS && oldest !== undefined) recentReadings.delete(oldest);
}

/** How long an upload waits for its text to be read, so the form can show the cover rule at once; past it, the job queue reads it. */
const UPLOAD_READ_MS = 4000;

/** The picture's content with its text read now, within UPLOAD_READ_MS; left to the job queue when that passes. */
async function contentReadNow(bytes: Uint8Array, small: SmallPicture | null): Promise<ImageContent> {
  const content = await contentOf(bytes, small);
  if (!small || content.textCheck === 'done') return content;
  const reading = await readText(bytes, { timeoutMs: UPLOAD_READ_MS }).catch(() => null);
  if (!reading) return content;
  remember(bytes, reading);
  return { ...content, hasText: reading.hasText, textRead: reading.words, textCheck: 'done' };
}

/** What tells two pictures apart: their bytes, not their names. */
export const contentHashOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** A picture that breaks a rule; its message is the Danish one the form shows. */
export class ImageRejected extends Error {}

const EXTENSIONS: Record<string, (typeof IMAGE_RULES.types)[number]> = { jpg: 'jpg', png: 'png', webp: 'webp' };

/**
 * Reads the picture's own header (not its name or content type) and applies SPEC 5's rules. Nothing has
 * decoded the picture yet: the pixel count is refused here, so no later step can be made to allocate for it.
 */
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
  if (size.width * size.height > IMAGE_RULES.maxPixels) throw new ImageRejected(IMAGE_MESSAGES.tooManyPixels);
  // EXIF orientations 5-8 turn the picture a quarter: what is shown is the other way round.
  const turned = size.orientation !== undefined && size.orientation >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (width <= height) throw new ImageRejected(IMAGE_MESSAGES.notLandscape);
  if (width < IMAGE_RULES.minWidth || height < IMAGE_RULES.minHeight) throw new ImageRejected(IMAGE_MESSAGES.tooSmall);
  return { width, height, type };
}

/** A decode's output width: small, so a JPEG or WebP is decoded at a fraction of its size, every byte of it still read. */
const DECODE_WIDTH = 64;

/**
 * Applies the rules to the picture's header (inspectImage), then decodes all of it, within the pixel limit: a
 * picture cut short, or whose header claims more than its data holds, is refused rather than kept with the header's
 * size. The size kept is the one the decoder read, which is the header's once the whole picture decodes.
 * `forContent`: the one decode is the small picture the content checker reads (decodeSmall), returned as `small`.
 */
export async function decodeImage(
  bytes: Uint8Array,
  { forContent = false }: { forContent?: boolean } = {},
): Promise<ReturnType<typeof inspectImage> & { small: SmallPicture | null }> {
  const header = inspectImage(bytes);
  const image = sharp(bytes, { limitInputPixels: IMAGE_RULES.maxPixels });
  let decoded: { width: number; height: number };
  let small: SmallPicture | null = null;
  try {
    decoded = (await image.metadata()).autoOrient;
    // A picture the checker cannot decode small is only held to the rules, as one not checked.
    if (forContent) small = await decodeSmall(bytes).catch(() => null);
    if (!small) await image.resize({ width: DECODE_WIDTH }).raw().toBuffer();
  } catch {
    throw new ImageRejected(IMAGE_MESSAGES.unreadable);
  }
  // Two readers of one header that disagree: the picture is not what it says.
  if (decoded.width !== header.width || decoded.height !== header.height) throw new ImageRejected(IMAGE_MESSAGES.unreadable);
  return { ...decoded, type: header.type, small };
}

export interface ImageStoreOptions {
  /** Where uploads and the sizes made of them are kept. */
  objects: ObjectStore;
  /** Where /demo-images/ is served from. */
  demoImageDir: string;
  allowPrivateHosts: boolean;
  /** A host name's addresses (DNS by default). */
  resolveHost?: ResolveHost;
  /** The time limit of a fetch by URL, redirects included. */
  timeoutMs?: number;
  /** Whether pictures are checked for what they show (IMAGE_CONTENT_CHECK); true unless said otherwise. */
  checkContent?: boolean;
}

const CONTENT_TYPES: Record<(typeof IMAGE_RULES.types)[number], string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
const UPLOAD_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*\.(jpg|png|webp)$/;

export interface ImageStore {
  /**
   * Checks an uploaded picture and keeps it under its content hash (the same file gets the same URL), with
   * its thumbnails, made now so that no request waits for them.
   */
  saveUpload(bytes: Uint8Array): Promise<CheckedImage>;
  /** An upload by its file name, to serve: its bytes as they arrive and its content type; null if there is none. */
  upload(name: string): Promise<{ body: Readable; contentType: string } | null>;
  /** Fetches a picture by URL and checks it; the URL itself is what the listing keeps. `readText`: its text read now too, within a bound. */
  checkUrl(url: string, options?: { readText?: boolean }): Promise<CheckedImage>;
  /** Checks any image URL a listing may hold: an upload, a demo picture or an outside URL. */
  check(url: string): Promise<CheckedImage>;
  /** Reads a listing picture's text with OCR (an upload, a demo picture or an outside URL, fetched again). */
  readText(url: string, options?: { timeoutMs?: number }): Promise<{ hasText: boolean; words: string }>;
  /**
   * An upload's or demo picture's WebP thumbnail at a width, kept once made (a demo picture's on first request).
   * Null when the picture breaks the rules or cannot be decoded: the original is shown instead.
   */
  thumbnail(url: string, width: ThumbnailWidth): Promise<Buffer | null>;
}

/** A thumbnail's key among the objects. */
const thumbnailKey = (source: string, name: string, width: ThumbnailWidth) => `thumbnails/${String(width)}/${source}/${name}.webp`;

/** The picture made small, or null when it breaks the rules or cannot be decoded. */
async function makeThumbnail(bytes: Uint8Array, width: ThumbnailWidth): Promise<Buffer | null> {
  try {
    // The rules first: no picture reaches the decoder unchecked.
    inspectImage(bytes);
    return await sharp(bytes, { limitInputPixels: IMAGE_RULES.maxPixels, autoOrient: true }).resize({ width, withoutEnlargement: true }).webp().toBuffer();
  } catch {
    return null;
  }
}

export function createImageStore({
  objects,
  demoImageDir,
  allowPrivateHosts,
  resolveHost = resolveWithDns,
  timeoutMs = 10_000,
  checkContent = true,
}: ImageStoreOptions): ImageStore {
  const decode = (bytes: Uint8Array) => decodeImage(bytes, { forContent: checkContent });

  function servedImage(url: string): { source: string; name: string } {
    const match = SERVED_IMAGE.exec(url);
    if (!match?.[1] || !match[2]) throw new ImageRejected(IMAGE_MESSAGES.missing);
    return { source: match[1], name: match[2] };
  }

  async function readServed(url: string): Promise<Buffer> {
    const { source, name } = servedImage(url);
    const bytes = source === 'uploads' ? await objects.read(name) : await readFile(join(demoImageDir, name)).catch(() => null);
    if (!bytes) throw new ImageRejected(IMAGE_MESSAGES.missing);
    return bytes;
  }

  async function keepThumbnail(key: string, bytes: Uint8Array, width: ThumbnailWidth): Promise<Buffer | null> {
    const small = await makeThumbnail(bytes, width);
    if (small) await objects.write(key, small, 'image/webp');
    return small;
  }

  async function checkUrl(url: string, options: { readText?: boolean } = {}): Promise<CheckedImage> {
    if (!isHttpUrl(url)) throw new ImageRejected(IMAGE_MESSAGES.unreachable);
    const bytes = await download(new URL(url), { allowPrivateHosts, resolveHost, timeoutMs });
    const { width, height, small } = await decode(bytes);
    return {
      url,
      width,
      height,
      contentHash: contentHashOf(bytes),
      content: await (options.readText ? contentReadNow(bytes, small) : contentOf(bytes, small)),
    };
  }

  const bytesOf = async (url: string) => (SERVED_IMAGE.test(url) ? readServed(url) : download(new URL(url), { allowPrivateHosts, resolveHost, timeoutMs }));

  return {
    async saveUpload(bytes) {
      const { width, height, type, small } = await decode(bytes);
      const contentHash = contentHashOf(bytes);
      const name = `${contentHash.slice(0, 40)}.${type}`;
      if (!(await objects.exists(name))) {
        // The thumbnails first: an upload that is kept has them, unless they could not be made.
        for (const size of THUMBNAIL_WIDTHS) await keepThumbnail(thumbnailKey('uploads', name, size), bytes, size);
        await objects.write(name, bytes, CONTENT_TYPES[type]);
      }
      // Read now, within a bound, so the upload's answer can tell the form whether the picture may be the cover.
      return { url: `/uploads/${name}`, width, height, contentHash, content: await contentReadNow(bytes, small) };
    },
    async upload(name) {
      const type = EXTENSIONS[UPLOAD_NAME.exec(name)?.[1] ?? ''];
      if (!type) return null;
      const body = await objects.stream(name);
      return body && { body, contentType: CONTENT_TYPES[type] };
    },
    checkUrl,
    async check(url) {
      if (!SERVED_IMAGE.test(url)) return checkUrl(url);
      const bytes = await readServed(url);
      const { width, height, small } = await decode(bytes);
      return { url, width, height, contentHash: contentHashOf(bytes), content: await contentOf(bytes, small) };
    },
    async readText(url, options = {}) {
      const bytes = await bytesOf(url);
      await decodeImage(bytes);
      return readText(bytes, options);
    },
    async thumbnail(url, width) {
      const { source, name } = servedImage(url);
      const key = thumbnailKey(source, name, width);
      return (await objects.read(key)) ?? (await keepThumbnail(key, await readServed(url), width));
    },
  };
}

const MAX_REDIRECTS = 3;

interface DownloadOptions {
  allowPrivateHosts: boolean;
  resolveHost: ResolveHost;
  timeoutMs: number;
}

const unreachable = () => new ImageRejected(IMAGE_MESSAGES.unreachable);

/**
 * GET with the limits a server fetching user-given URLs needs: http(s) only, no address outside the public
 * internet (unless allowed), each redirect checked the same way, a time limit and a size limit. Each hop's
 * host is looked up once, and the connection goes to the address that was checked, so a DNS answer that
 * changes between the check and the connection (rebinding) cannot lead it elsewhere.
 */
async function download(start: URL, options: DownloadOptions): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw unreachable();
    const address = await checkedAddress(url.hostname, options);
    let response: IncomingMessage;
    try {
      response = await get(url, address, signal);
    } catch {
      throw unreachable();
    }
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      try {
        url = new URL(location, url);
      } catch {
        throw unreachable();
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw unreachable();
    }
    return readBody(response);
  }
  throw unreachable();
}

async function checkedAddress(hostname: string, options: DownloadOptions): Promise<string> {
  try {
    return await checkedHostAddress(hostname, options);
  } catch {
    throw unreachable();
  }
}

function get(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  return pinnedRequest(url, address, signal, { headers: { Accept: 'image/*' } });
}

async function readBody(response: IncomingMessage): Promise<Uint8Array> {
  if (Number(response.headers['content-length'] ?? 0) > IMAGE_RULES.maxBytes) {
    response.destroy();
    throw new ImageRejected(IMAGE_MESSAGES.tooLarge);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    // A stream without an encoding yields Buffers.
    for await (const bytes of response as AsyncIterable<Buffer>) {
      total += bytes.byteLength;
      if (total > IMAGE_RULES.maxBytes) {
        response.destroy();
        throw new ImageRejected(IMAGE_MESSAGES.tooLarge);
      }
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    throw unreachable();
  }
  return Buffer.concat(chunks);
}
