import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';

/** Height and width of the inked part of a transparent print, as shares of the print's. */
async function inkShare(png: Buffer): Promise<{ width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let x1 = 0;
  let y0 = info.height;
  let y1 = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) < 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return { width: (x1 - x0) / info.width, height: (y1 - y0) / info.height };
}

describe('metal sigil', () => {
  it('fills the chest print, not its top half', { timeout: 60_000 }, async () => {
    // A reviewer found Ghostmarrow's sigil on the top ~45% of the print, tiny on the shirt: the
    // plate was wide and short, so scaling it to the print’s width left it low (0.43 of the
    // print’s height then; the 12 × 16 in chest area is 0.89 of it).
    for (const genres of [['deathcore', 'metalcore'], ['black metal']]) {
      const designs = await generateDesigns({
        artist: { id: 'sigil-fill', name: 'Ghostmarrow', genres, country: 'US' },
        tracks: [{ name: 'Bonefield' }, { name: 'Marrow Eater' }],
        image: null,
        seed: 1,
        count: 4,
        templates: ['metal-sigil'],
      });
      for (const design of designs.filter((d) => d.product !== 'poster')) {
        const share = await inkShare(design.png);
        expect(share.width, genres[0]).toBeGreaterThan(0.6);
        expect(share.height, genres[0]).toBeGreaterThan(0.55);
      }
    }
  });
});
