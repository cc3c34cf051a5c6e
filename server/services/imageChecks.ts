import type { DbOrTx } from '../db';
import { picturesAwaitingText, setTextReading } from '../repositories/listings';
import type { ImageStore } from './images';

/** Pictures read in one run of the job: a run takes a few seconds to a minute, and the next run goes on. */
const BATCH = 40;

/**
 * Reads the text of listing pictures not read yet (a save stores what the picture shows but leaves OCR to this
 * job), and stores it on every listing that shows the picture. A picture that cannot be fetched or read again
 * is marked 'failed': the broker sees it could not be checked, and the cover rule lets it pass.
 */
export async function readAwaitingTexts(db: DbOrTx, images: Pick<ImageStore, 'readText'>, limit = BATCH): Promise<{ read: number; failed: number }> {
  const result = { read: 0, failed: 0 };
  for (const picture of await picturesAwaitingText(db, limit)) {
    const reading = await images.readText(picture.url).catch(() => null);
    if (reading) {
      await setTextReading(db, picture.url, { hasText: reading.hasText, textRead: reading.words, textCheck: 'done' });
      result.read++;
    } else {
      await setTextReading(db, picture.url, { hasText: null, textRead: null, textCheck: 'failed' });
      result.failed++;
    }
  }
  return result;
}
