/**
 * Drawn spruces for the black-metal landscape: a tiered, ragged silhouette per tree, and a row of
 * them mirrored about the centre — tall at both edges and low in the middle, so the forest frames
 * what stands behind it (the moon, the peaks) as on the pale forest photographs of the genre.
 */
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { polygon, type Point } from '../../svg/shapes.ts';

/** One spruce, its foot at (x, base), `h` tall: stacked ragged tiers on a short trunk. */
export function spruce(x: number, base: number, h: number, rng: Rng): string {
  const tiers = h > 160 ? 6 : 4;
  const trunk = h * 0.07;
  const crown = h - trunk;
  const right: Point[] = [];
  for (let i = 0; i < tiers; i += 1) {
    const t = i / tiers;
    const y = base - trunk - crown * t;
    const w = h * 0.3 * (1 - t) * rng.range(0.85, 1.1) + h * 0.03;
    // Each tier sweeps out to a drooping tip, then steps back in towards the stem.
    right.push([x + w, y + h * 0.02], [x + w * 0.3, y - (crown / tiers) * 0.45]);
  }
  right.push([x + h * 0.012, base - h]);
  const left = right.map(([px, py]) => [2 * x - px, py] as Point).reverse();
  const foot: Point[] = [
    [x + h * 0.025, base],
    [x - h * 0.025, base],
  ];
  return polygon([
    [x - h * 0.025, base - trunk],
    ...left.slice(1),
    ...right,
    [x + h * 0.025, base - trunk],
    ...foot,
  ]);
}

/**
 * The right half of a row of spruces on `base`, `halfWidth` out from `cx`; the trees reach `edge`
 * tall at the end and `middle` tall near the centre. Returns path data (one subpath per tree), to
 * draw with `mirrored` so the left half is its exact reflection.
 */
export function forestRow(
  cx: number,
  base: number,
  halfWidth: number,
  heights: { edge: number; middle: number },
  rng: Rng,
): string {
  const trees: string[] = [];
  let x = rng.range(18, 40);
  while (x < halfWidth) {
    const t = x / halfWidth;
    const h = (heights.middle + (heights.edge - heights.middle) * t * t) * rng.range(0.8, 1.1);
    trees.push(spruce(cx + x, base, h, rng));
    // Wider apart near the centre, where the trees are low and whatever stands behind shows.
    x += h * rng.range(0.3, 0.42) + (1 - t) * 14;
  }
  return trees.join('');
}

/** Path data drawn as-is and reflected about x = cx, as markup with the given attributes. */
export function mirrored(d: string, cx: number, attributes: string): string {
  return `<path ${attributes} d="${d}"/><path ${attributes} transform="translate(${r(2 * cx)} 0) scale(-1 1)" d="${d}"/>`;
}
