/**
 * `npm run bench:images [-- --verbose]`: the listing picture checker against a labelled set
 * (tests/fixtures/imageSet.ts: photos of buildings and interiors, the same with signs, banners, phone numbers,
 * watermarks and logos, floor plans in five styles, hard cases).
 *
 * Prints, for 'refused as the cover' (a floor plan or text), for floor plans and for text: precision and recall;
 * the cost per picture of the statistics (floor plan, perceptual hash) and of the OCR, in ms; and what a 500-row
 * import with 3 pictures a row adds on a 2-core machine. Every re-encoded, resized copy must match its original by
 * perceptual hash, and no two different pictures may.
 * Targets: precision of 'refused' at least 0.95, recall at least 0.9 for floor plans and for text.
 */
import sharp from 'sharp';
import { labelledImages, type LabelledImage } from '../tests/fixtures/imageSet';
import {
  decodeSmall,
  drawingStatistics,
  hashDistance,
  looksTheSame,
  pictureFeatures,
  readText,
  SAME_PICTURE_DISTANCE,
  stopTextReader,
} from '../server/services/imageContent';

const verbose = process.argv.includes('--verbose');

interface Verdict {
  image: LabelledImage;
  floorPlan: boolean;
  hasText: boolean;
  words: string;
  hash: string;
  /** The small decode: the upload check decodes every picture to find it sound, at this size when it is checked. */
  decodeMs: number;
  featureMs: number;
  ocrMs: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
const f2 = (n: number) => n.toFixed(2);

function score(
  name: string,
  verdicts: Verdict[],
  truth: (v: Verdict) => boolean,
  found: (v: Verdict) => boolean,
  target: { precision?: number; recall?: number },
) {
  const tp = verdicts.filter((v) => truth(v) && found(v)).length;
  const fp = verdicts.filter((v) => !truth(v) && found(v)).length;
  const fn = verdicts.filter((v) => truth(v) && !found(v)).length;
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const ok = (target.precision === undefined || precision >= target.precision) && (target.recall === undefined || recall >= target.recall);
  console.log(`${name.padEnd(34)} precision ${f2(precision)}  recall ${f2(recall)}  (${tp} found, ${fp} wrongly, ${fn} missed)${ok ? '' : '  BELOW TARGET'}`);
  return ok;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

async function main() {
  const started = performance.now();
  const set = await labelledImages();
  console.log(
    `${set.length} labelled pictures made in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
      `${set.filter((i) => i.kind === 'photo').length} photos, ${set.filter((i) => i.kind === 'text').length} with text, ${set.filter((i) => i.kind === 'floorPlan').length} floor plans (${set.filter((i) => i.hard).length} hard cases)`,
  );
  // The OCR worker's start (model load) is counted apart, once per process.
  const warm = performance.now();
  await readText(set[0]?.bytes ?? Buffer.alloc(0));
  const startMs = performance.now() - warm;

  const verdicts: Verdict[] = [];
  for (const image of set) {
    const t = performance.now();
    const small = await decodeSmall(image.bytes);
    const t0 = performance.now();
    const features = await pictureFeatures(small);
    const t1 = performance.now();
    const text = await readText(image.bytes);
    const t2 = performance.now();
    verdicts.push({
      image,
      floorPlan: features.floorPlan,
      hasText: text.hasText,
      words: text.words,
      hash: features.perceptualHash,
      decodeMs: t0 - t,
      featureMs: t1 - t0,
      ocrMs: t2 - t1,
    });
    const wrong = (image.kind === 'floorPlan') !== features.floorPlan || (image.kind === 'text' && !text.hasText) || (image.kind === 'photo' && text.hasText);
    if (verbose || wrong) {
      const s = drawingStatistics(await decodeSmall(image.bytes));
      console.log(
        `${wrong ? 'WRONG' : 'ok   '} ${image.name.padEnd(28)} ${image.kind.padEnd(9)} plan=${String(features.floorPlan).padEnd(5)} text=${String(text.hasText).padEnd(5)} ` +
          `light ${f2(s.light)} dark ${f2(s.dark)} mid ${f2(s.mid)} colours ${s.colours} flat ${f2(s.flat)} ground ${f2(s.ground)} words '${text.words}'`,
      );
    }
  }

  console.log('');
  const refused = (v: Verdict) => v.floorPlan || v.hasText;
  const results = [
    score('refused as cover (plan or text)', verdicts, (v) => v.image.kind !== 'photo', refused, { precision: 0.95 }),
    score(
      'floor plan',
      verdicts,
      (v) => v.image.kind === 'floorPlan',
      (v) => v.floorPlan,
      { recall: 0.9 },
    ),
    score(
      'text (pictures labelled text)',
      verdicts.filter((v) => v.image.kind !== 'floorPlan'),
      (v) => v.image.kind === 'text',
      (v) => v.hasText,
      { recall: 0.9 },
    ),
    score(
      'hard cases: refused',
      verdicts.filter((v) => v.image.hard),
      (v) => v.image.kind !== 'photo',
      refused,
      {},
    ),
  ];

  // Duplicates by content: each picture that is not a drawing, resized and re-encoded, must look the same as itself
  // and no picture as another (looksTheSame: drawings are the same only by their bytes).
  const looks = (v: Verdict) => ({ perceptualHash: v.hash, floorPlan: v.floorPlan });
  const photos = verdicts.filter((v) => !v.floorPlan);
  let copiesMatched = 0;
  let falseMatches = 0;
  let worstCopy = 0;
  let closestOther = 1;
  for (const v of photos) {
    const copy = await sharp(v.image.bytes).resize({ width: 900 }).webp({ quality: 70 }).toBuffer();
    const features = await pictureFeatures(await decodeSmall(copy));
    worstCopy = Math.max(worstCopy, hashDistance(v.hash, features.perceptualHash));
    if (looksTheSame(looks(v), features)) copiesMatched++;
  }
  for (let i = 0; i < verdicts.length; i++) {
    for (let j = i + 1; j < verdicts.length; j++) {
      const [a, b] = [verdicts[i], verdicts[j]];
      if (!a || !b) continue;
      closestOther = Math.min(closestOther, hashDistance(a.hash, b.hash));
      if (looksTheSame(looks(a), looks(b))) {
        falseMatches++;
        console.log(`look the same: ${a.image.name} ~ ${b.image.name} (${f2(hashDistance(a.hash, b.hash))})`);
      }
    }
  }
  console.log(
    `duplicates: ${copiesMatched}/${photos.length} resized WebP copies of the pictures that are not drawings matched (worst ${f2(worstCopy)}, limit ${SAME_PICTURE_DISTANCE}); ` +
      `${falseMatches} pairs of different pictures looked the same (closest hashes ${f2(closestOther)}, drawings included)`,
  );
  results.push(copiesMatched === photos.length && falseMatches === 0);

  const decodeMs = median(verdicts.map((v) => v.decodeMs));
  const featureMs = median(verdicts.map((v) => v.featureMs));
  const ocrMs = median(verdicts.map((v) => v.ocrMs));
  const meanOcr = verdicts.reduce((sum, v) => sum + v.ocrMs, 0) / verdicts.length;
  const maxOcr = Math.max(...verdicts.map((v) => v.ocrMs));
  console.log(
    `\ncost per picture: statistics + hash ${featureMs.toFixed(1)} ms (median) beside the upload check's own decode, made at 320 px for them (${decodeMs.toFixed(1)} ms), OCR ${ocrMs.toFixed(0)} ms median, ${meanOcr.toFixed(0)} mean, ${maxOcr.toFixed(0)} max; OCR worker start ${startMs.toFixed(0)} ms once`,
  );
  // An import checks each picture's statistics in its request, from the decode it makes anyway; the OCR runs after,
  // one at a time, in the queue.
  const pictures = 500 * 3;
  console.log(
    `a 500-row import with 3 pictures a row: +${((pictures * featureMs) / 1000).toFixed(1)} s in the request (statistics and hash), ` +
      `then ${((pictures * meanOcr) / 1000 / 60).toFixed(1)} min of OCR in the job queue on one of the 2 cores ` +
      `(${Math.round(60_000 / meanOcr)} pictures a minute)`,
  );
  await stopTextReader();
  console.log(results.every(Boolean) ? '\nall targets met' : '\nSOME TARGETS MISSED');
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

await main();
