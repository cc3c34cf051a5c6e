import { afterAll, describe, expect, it } from 'vitest';
import { readText, stopTextReader } from '../../server/services/imageContent';
import { faintWatermarkPair } from '../fixtures/imageSet';

afterAll(async () => {
  await stopTextReader();
});

describe('text on a listing picture', () => {
  it('finds a watermark at a third of full strength across a pale wall, and nothing in the same room without it', async () => {
    const { withText, without } = await faintWatermarkPair();
    const read = await readText(withText);
    expect(read.hasText).toBe(true);
    expect(read.words).toMatch(/EJEND|GLER/);
    expect(await readText(without)).toEqual({ hasText: false, words: '' });
  }, 60_000);
});
