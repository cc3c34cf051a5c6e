import { createRequire } from 'node:module';
import sharp, { type Sharp } from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { IMAGE_RULES } from '../../schemas/listings/limits';

/*
 * What a listing picture shows, as far as the cover rule needs it: whether it is a floor plan, whether it
 * carries text a viewer reads, and a perceptual hash that stays the same when the picture is re-encoded or
 * resized. The floor plan and the hash come from small image statistics (sharp) and take milliseconds; the text
 * comes from Tesseract's OCR (tesseract.js, its English model from an npm package: Danish words are Latin
 * script), which takes a tenth of a second or more and so runs in the job queue.
 */

/** The share of a perceptual hash's cells that may differ and the pictures still be the same one. */
export const SAME_PICTURE_DISTANCE = 0.004;
/** A cell differs when a colour channel differs by more than this (of 255): re-encoding moves a cell less. */
const CELL_DIFFERENCE = 40;

export interface PictureFeatures {
  /** A 48 x 32 colour thumbnail (hex): what the picture looks like, whatever its size and encoding. */
  perceptualHash: string;
  floorPlan: boolean;
}

/**
 * How different two perceptual hashes are: the share of cells (0-1) where the pictures differ clearly. Small
 * everywhere for a resized or re-encoded copy; large in the cells a wall, a window or a colour moved in another.
 */
export function hashDistance(a: string, b: string): number {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  if (x.length !== y.length || x.length === 0) return 1;
  let differing = 0;
  for (let i = 0; i < x.length; i += 3) {
    const most = Math.max(...[0, 1, 2].map((c) => Math.abs((x[i + c] ?? 0) - (y[i + c] ?? 0))));
    if (most > CELL_DIFFERENCE) differing++;
  }
  return differing / (x.length / 3);
}

/**
 * Whether a perceptual hash has detail to compare: across and down, as any photo or drawing has. A picture of one
 * flat colour or a plain gradient looks like every other of a near colour, so such pictures are told apart by
 * their bytes alone.
 */
export function hasDetail(hash: string): boolean {
  const x = Buffer.from(hash, 'hex');
  if (x.length !== HASH_WIDTH * HASH_HEIGHT * 3) return false;
  const spread = (cells: number[]) => Math.max(...cells) - Math.min(...cells);
  const channel = (cx: number, cy: number, c: number) => x[(cy * HASH_WIDTH + cx) * 3 + c] ?? 0;
  let across = false;
  let down = false;
  for (let c = 0; c < 3; c++) {
    for (let cy = 0; cy < HASH_HEIGHT && !across; cy++) across = spread(Array.from({ length: HASH_WIDTH }, (_, cx) => channel(cx, cy, c))) > CELL_DIFFERENCE;
    for (let cx = 0; cx < HASH_WIDTH && !down; cx++) down = spread(Array.from({ length: HASH_HEIGHT }, (_, cy) => channel(cx, cy, c))) > CELL_DIFFERENCE;
  }
  return across && down;
}

/**
 * Whether two pictures look the same by their perceptual hashes: a resized or re-encoded copy. Not for drawings: a
 * floor plan's thin lines vanish in the thumbnail, so two plans of one building look alike there; those, and
 * pictures without detail, are the same only by their bytes.
 */
export function looksTheSame(
  a: { perceptualHash: string | null; floorPlan: boolean | null },
  b: { perceptualHash: string | null; floorPlan: boolean | null },
): boolean {
  if (a.perceptualHash === null || b.perceptualHash === null || a.floorPlan === true || b.floorPlan === true) return false;
  return hasDetail(a.perceptualHash) && hashDistance(a.perceptualHash, b.perceptualHash) <= SAME_PICTURE_DISTANCE;
}

const HASH_WIDTH = 48;
const HASH_HEIGHT = 32;

const decoder = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: IMAGE_RULES.maxPixels, autoOrient: true });

/** The width a picture is decoded at for its statistics and perceptual hash. */
const SMALL_WIDTH = 320;

/** A picture decoded small, upright, as 8-bit sRGB without alpha: what the statistics and the perceptual hash read. */
export interface SmallPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes every byte of the picture (so one cut short throws), kept at SMALL_WIDTH. */
export async function decodeSmall(bytes: Uint8Array): Promise<SmallPicture> {
  const { data, info } = await decoder(bytes).resize({ width: SMALL_WIDTH }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function colourThumbnail(small: SmallPicture): Promise<string> {
  // A soft thumbnail: averaging away grain and JPEG blocks, so a re-encoded copy comes out the same.
  const raw = { width: small.width, height: small.height, channels: 3 as const };
  return (await sharp(small.data, { raw }).resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer()).toString('hex');
}

/** The measures a floor plan is told by; exported for the bench, which prints them beside each decision. */
export interface DrawingStatistics {
  /** Share of pixels that are light ground (brightness at least 200). */
  light: number;
  /** Share of dark ink (brightness under 110). */
  dark: number;
  /** Share of mid-tones: what a photo is mostly made of. */
  mid: number;
  /** How many colours (4 bits a channel) it takes to cover 97% of the pixels. */
  colours: number;
  /** Share of pixels that differ from the left neighbour by at most 6: flat areas, as a drawing has. */
  flat: number;
  /** Share of the most common colour (5 bits a channel): a drawing's even paper, where an illustration shades its walls. */
  ground: number;
}

export function drawingStatistics({ data, width, height }: SmallPicture): DrawingStatistics {
  const count = width * height;
  let light = 0;
  let dark = 0;
  let flat = 0;
  const colours = new Uint32Array(1 << 12);
  const fine = new Uint32Array(1 << 15);
  let previous = -1;
  for (let i = 0; i < count; i++) {
    const r = data[i * 3] ?? 0;
    const g = data[i * 3 + 1] ?? 0;
    const b = data[i * 3 + 2] ?? 0;
    const y = 0.299 * r + 0.587 * g + 0.114 * b;
    if (y >= 200) light++;
    else if (y < 110) dark++;
    if (i % width !== 0 && Math.abs(y - previous) <= 6) flat++;
    previous = y;
    const colour = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const fineColour = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    colours[colour] = (colours[colour] ?? 0) + 1;
    fine[fineColour] = (fine[fineColour] ?? 0) + 1;
  }
  const sorted = colours.filter((n) => n > 0).sort((a, b) => b - a);
  let covered = 0;
  let needed = 0;
  for (const n of sorted) {
    if (covered >= count * 0.97) break;
    covered += n;
    needed++;
  }
  const ground = fine.reduce((most, n) => Math.max(most, n), 0) / count;
  return { light: light / count, dark: dark / count, mid: 1 - (light + dark) / count, colours: needed, flat: flat / (count - height), ground };
}

/**
 * A drawing of rooms: mostly light, flat ground of one even colour (the paper), a little dark ink, few mid-tones and
 * few colours. A photo, even of a white room, has shading and grain: many colours and mid-tones, few perfectly flat
 * neighbours; a flat illustration shades its walls and sky, so no one colour covers a third of it.
 */
export function looksLikeFloorPlan(s: DrawingStatistics): boolean {
  return s.light >= 0.55 && s.mid <= 0.3 && s.light < 0.995 && s.dark <= 0.3 && s.colours <= 40 && s.flat >= 0.85 && s.ground >= 0.3;
}

/** The perceptual hash and whether it is a floor plan, both read from the picture decoded small (decodeSmall). */
export async function pictureFeatures(small: SmallPicture): Promise<PictureFeatures> {
  return { perceptualHash: await colourThumbnail(small), floorPlan: looksLikeFloorPlan(drawingStatistics(small)) };
}

export interface ReadWord {
  text: string;
  confidence: number;
  /** Its height as a share of the picture's. */
  height: number;
}

export interface TextReading {
  hasText: boolean;
  /** The words that count as text a viewer reads, space-separated ('' for none). */
  words: string;
}

/** The least confidence (0-100) Tesseract must have in a word for it to count. */
export const WORD_CONFIDENCE = 70;
/** The least letters and digits a word (or a run of digits, as a phone number) must have. */
const WORD_LENGTH = 3;
/** The least height of a word, as a share of the picture's: a house number far away is smaller. */
const WORD_HEIGHT = 0.02;

/**
 * Text a viewer reads: a confident word of at least three letters or digits, not tiny. Tesseract finds shapes
 * that look like letters in brickwork and leaves; those come with low confidence or as one or two characters.
 */
export function countsAsText(words: readonly ReadWord[]): ReadWord[] {
  return words.filter((word) => {
    const signs = word.text.replace(/[^\p{L}\p{N}]/gu, '');
    if (signs.length < WORD_LENGTH || word.confidence < WORD_CONFIDENCE || word.height < WORD_HEIGHT) return false;
    // A word is mostly letters or mostly digits; a mix of symbols is noise read as letters. One letter over and
    // over ('EEE', 'HHH') is a row of windows or railings.
    return signs.length / word.text.length >= 0.75 && !/^(\p{L})\1+$/u.test(signs);
  });
}

/** The width a picture is read at: enough for a sign's words, small enough to read in a fraction of a second. */
const OCR_WIDTH = 1000;

const engModel = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string };

let worker: Promise<Worker> | null = null;
/** One reading at a time: Tesseract's worker takes one picture at once, and the rest wait their turn here. */
let queue: Promise<unknown> = Promise.resolve();

function ocrWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, { langPath: engModel.langPath, gzip: true, cacheMethod: 'none' })
    .then(async (created) => {
      // Sparse text: a sign or a banner somewhere in a scene, not a page of lines.
      await created.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, debug_file: '/dev/null' });
      return created;
    })
    .catch((error: unknown) => {
      worker = null;
      throw error;
    });
  return worker;
}

/** Stops the OCR worker (at shutdown, and after tests); the next reading starts a new one. */
export async function stopTextReader(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running.catch(() => null))?.terminate();
}

async function readPass(picture: Sharp): Promise<ReadWord[]> {
  const { data, info } = await picture.png().toBuffer({ resolveWithObject: true });
  const result = await (await ocrWorker()).recognize(data, {}, { blocks: true, text: false });
  return (result.data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) =>
        line.words.map((word) => ({ text: word.text, confidence: word.confidence, height: (word.bbox.y1 - word.bbox.y0) / info.height })),
      ),
    ),
  );
}

/**
 * What is brighter than its surroundings, as black on white: a white-on-top-hat of the grey picture (minus its
 * blur), smoothed first, then cut at a level. A half-transparent watermark over a busy facade stands out so.
 */
async function brightStrokes(picture: Sharp): Promise<Sharp> {
  const { data, info } = await picture.grayscale().median(5).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 as const };
  const surroundings = await sharp(data, { raw }).blur(6).raw().toBuffer();
  const strokes = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i++) strokes[i] = Math.max(0, Math.min(255, ((data[i] ?? 0) - (surroundings[i] ?? 0)) * 4));
  return sharp(strokes, { raw }).threshold(60).negate();
}

/** A grey picture blurred, as one channel again: sharp hands a blurred raw picture back in three. */
function blurredGrey(data: Buffer, raw: { width: number; height: number; channels: 1 }, sigma: number): Promise<Buffer> {
  return sharp(data, { raw }).blur(sigma).extractChannel(0).raw().toBuffer();
}

/** How much brighter than its surroundings (of 255) a faint stroke must be, and how tall (px) at the least. */
const FAINT_LEVEL = 4;
const FAINT_RUN = 4;

/**
 * Faint bright strokes, as black on white: what is a little brighter than its wider surroundings (the grey picture
 * lightly smoothed, minus its heavy blur), kept only where it runs down at least a few pixels. A watermark at a
 * third of full strength over a pale wall is a few levels brighter; grain and the rows of a texture are thinner.
 */
async function faintStrokes(picture: Sharp): Promise<Sharp> {
  const { data, info } = await picture.grayscale().blur(2).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 1 as const };
  const surroundings = await blurredGrey(data, raw, 12);
  const { width, height } = info;
  const strokes = Buffer.alloc(data.length, 255);
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      const bright = (row: number) => (data[row * width + x] ?? 0) - (surroundings[row * width + x] ?? 0) > FAINT_LEVEL;
      if (!bright(y)) {
        y++;
        continue;
      }
      let end = y;
      while (end < height && bright(end)) end++;
      if (end - y >= FAINT_RUN) for (let row = y; row < end; row++) strokes[row * width + x] = 0;
      y = end;
    }
  }
  return sharp(strokes, { raw });
}

/**
 * Up to four readings, each only when those before found nothing: in colour (Tesseract's own thresholding keeps
 * light words on a dark board), in grey (which keeps white words on a coloured banner), of the bright strokes
 * alone (watermarks), and of the faint bright strokes (a half-transparent watermark over a pale wall).
 */
async function readOnce(bytes: Uint8Array): Promise<TextReading> {
  const picture = decoder(bytes).resize({ width: OCR_WIDTH, withoutEnlargement: true });
  let counted = countsAsText(await readPass(picture.clone()));
  if (counted.length === 0) counted = countsAsText(await readPass(picture.clone().grayscale()));
  if (counted.length === 0) counted = countsAsText(await readPass(await brightStrokes(picture.clone())));
  if (counted.length === 0) counted = countsAsText(await readPass(await faintStrokes(picture.clone())));
  return { hasText: counted.length > 0, words: counted.map((word) => word.text).join(' ') };
}

export class TextReadTimeout extends Error {}

/**
 * Reads the picture's text, waiting for the readings before it; refused with TextReadTimeout once `timeoutMs`
 * have passed (the reading itself still finishes in the background, so the worker is never left half-way).
 */
export function readText(bytes: Uint8Array, { timeoutMs }: { timeoutMs?: number } = {}): Promise<TextReading> {
  const reading = queue.then(() => readOnce(bytes));
  queue = reading.catch(() => undefined);
  if (timeoutMs === undefined) return reading;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new TextReadTimeout(`no reading within ${String(timeoutMs)} ms`));
    }, timeoutMs);
  });
  return Promise.race([reading, timeout]).finally(() => {
    clearTimeout(timer);
  });
}
