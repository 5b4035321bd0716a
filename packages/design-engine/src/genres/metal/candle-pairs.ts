/**
 * The altar's candles, as the altar and dagger layouts set them: pairs standing on one floor on
 * the right of the centre line and the same pairs mirrored on the left, so the plate stays
 * strictly symmetrical (drips included); wax and flames come apart for their two inks.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { candle } from './altar-pieces.ts';

/** Mirrors a group about the print's centre line. */
export const MIRROR_X = `transform="translate(${r(CENTER_X * 2)} 0) scale(-1 1)"`;

/**
 * `specs` are [offset right of centre, height, width], inner candle first. Returns the wax and the
 * flames each as two paths (drawn and mirrored) to set inside a group filled with their ink.
 */
export function candlePairs(
  specs: readonly (readonly [number, number, number])[],
  floor: number,
  rng: Rng,
): { wax: string; flames: string } {
  const wax: string[] = [];
  const flames: string[] = [];
  for (const [dx, h, w] of specs) {
    const c = candle(CENTER_X + dx, floor, w, h, rng);
    wax.push(c.wax);
    flames.push(c.flame);
  }
  const both = (d: string): string => `<path d="${d}"/><path ${MIRROR_X} d="${d}"/>`;
  return { wax: both(wax.join('')), flames: both(flames.join('')) };
}
