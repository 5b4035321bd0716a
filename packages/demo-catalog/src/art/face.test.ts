import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bustFace } from './face.ts';
import { seededRandom } from './seeded-random.ts';

const place = { cx: 100, headCy: 100, r: 60, shoulderY: 190, id: 'f0' };

/** The head drawn alone on grey, as a greyscale raster. */
async function rendered(seed: string) {
  const { markup } = bustFace(place, seededRandom(seed));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220"><rect width="200" height="220" fill="#808080"/>${markup}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => data[Math.round(y) * 200 + Math.round(x)] ?? 0;
}

describe('demo picture faces', () => {
  // Silhouettes with no face printed as keyholes and donuts through every portrait treatment.
  it('have features a portrait treatment can print: eyes darker than the cheeks, a mouth', async () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const at = await rendered(seed);
      const { cx, headCy, r } = place;
      const eyes = Math.min(
        at(cx - 0.33 * r + 2, headCy - 0.02 * r),
        at(cx + 0.33 * r + 2, headCy - 0.02 * r),
      );
      const cheek = Math.max(
        at(cx - 0.45 * r, headCy + 0.3 * r),
        at(cx + 0.45 * r, headCy + 0.3 * r),
      );
      expect(cheek - eyes, `seed ${seed}: eyes against the cheek`).toBeGreaterThan(40);
      expect(cheek - at(cx, headCy + 0.6 * r), `seed ${seed}: the mouth`).toBeGreaterThan(15);
    }
  });

  it('vary skin, hair and eyewear between people', () => {
    const looks = new Set(
      'abcdefghijklmnop'.split('').map((seed) => bustFace(place, seededRandom(seed)).markup),
    );
    expect(looks.size).toBe(16);
  });

  it('give the rim of light an outline without colours of its own', () => {
    const { silhouette } = bustFace(place, seededRandom('x'));
    expect(silhouette).not.toContain('fill=');
    expect(silhouette).toContain('<ellipse');
  });
});
