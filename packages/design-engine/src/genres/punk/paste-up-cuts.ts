/**
 * Where scissors cut a photo into bands: a little off even, never through the face. A cut that
 * would cross the head moves to the nearer edge of the head (a margin clear of it), and is left
 * out when that leaves a band too thin to hold; so a photo whose face fills it is cut less.
 */
import type { Rng } from '../../random/prng.ts';

/** Thinnest band worth pasting, in the layout's units. */
const MIN_BAND = 110;
/** How far a seam keeps from the head's edge. */
const HEAD_MARGIN = 16;

export function cutsAround(
  [from, to]: readonly [number, number],
  [head0, head1]: readonly [number, number],
  bands: number,
  rng: Rng,
): number[] {
  const span = to - from;
  const inner: number[] = [];
  for (let i = 1; i < bands; i += 1) {
    let cut = from + (span * i) / bands + rng.range(-30, 30);
    if (cut > head0 - HEAD_MARGIN && cut < head1 + HEAD_MARGIN) {
      const above = head0 - HEAD_MARGIN;
      const below = head1 + HEAD_MARGIN;
      cut = cut - above < below - cut ? above : below;
    }
    const previous = inner.at(-1) ?? from;
    if (cut - previous >= MIN_BAND && to - cut >= MIN_BAND) inner.push(cut);
  }
  return [from, ...inner, to];
}
