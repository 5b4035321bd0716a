/**
 * A black-metal logo built on the set's type: the name, with thorns growing up out of its cap
 * line and down out of its baseline, longest at the ends like the extended first and last
 * letters of a hand-drawn logo, and a pair of long barbs out of both ends — every spike mirrored
 * about the centre, so the mark is strictly symmetric. The spikes are the name's own ink and
 * touch its letters, as they would in a drawn logo; they stay short of the letters' middle, so
 * the name still reads.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import type { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { drawBlock } from '../../templates/common.ts';
import { probeNameLines } from '../shared/name-probe.ts';
import { spike } from './thorns.ts';

export interface SpikedName {
  /** The letters' box. */
  letters: Box;
  /** Everything drawn, spikes included. */
  mark: Box;
}

/** How far the spikes reach above and below the letters, as shares of the cap height. */
export const SPIKE_REACH = { up: 0.75, down: 0.95 } as const;

export function drawSpikedName(
  b: ArtBuilder,
  name: TextBlock,
  top: number,
  ink: string,
  rng: Rng,
): SpikedName {
  const lines = probeNameLines(b, name, top).map((l) => l.box);
  const first = lines[0];
  const last = lines[lines.length - 1];
  const letters = drawBlock(b, name, { top, paint: { fill: ink }, role: 'name' });
  if (!first || !last) return { letters, mark: letters };
  const cap = name.cap;
  const spikes: string[] = [];
  // Spikes on the right half, each drawn again mirrored on the left.
  const mirrored = (x: number, y: number, angle: number, length: number, w: number): void => {
    spikes.push(spike([x, y], angle, length, w));
    spikes.push(spike([2 * CENTER_X - x, y], 180 - angle, length, w));
  };
  const upHalf = (first.x1 - first.x0) / 2;
  const ups = Math.max(2, Math.round(upHalf / (cap * 0.55)));
  for (let i = 0; i < ups; i += 1) {
    const t = (i + rng.range(0.2, 0.8)) / ups;
    const length = cap * SPIKE_REACH.up * rng.range(0.35, 0.7) * (0.6 + t * 0.4);
    mirrored(CENTER_X + t * upHalf * 0.92, first.y0 + cap * 0.12, -90 + t * 14, length, cap * 0.07);
  }
  const downHalf = (last.x1 - last.x0) / 2;
  // A romanisation set under the name takes the room the hanging thorns would.
  const hang = name.sub ? 0 : 1;
  // The extended first and last letters: the longest thorns hang from the ends.
  if (hang)
    mirrored(last.x1 - cap * 0.2, last.y1 - cap * 0.15, 100, cap * SPIKE_REACH.down, cap * 0.1);
  const downs = hang * Math.max(1, Math.round(downHalf / (cap * 0.9)));
  for (let i = 0; i < downs; i += 1) {
    const t = (i + rng.range(0.3, 0.7)) / (downs + 1);
    mirrored(
      CENTER_X + t * downHalf,
      last.y1 - cap * 0.1,
      90 + t * 10,
      cap * rng.range(0.3, 0.5),
      cap * 0.06,
    );
  }
  // Long barbs out of both ends, at mid-cap, with a shorter one above and below.
  const mid = first.y0 + (first.y1 - first.y0) * 0.45;
  const reach = rng.range(0.7, 1) * cap;
  mirrored(first.x1 - cap * 0.05, mid, -4, reach, cap * 0.12);
  mirrored(first.x1 - cap * 0.1, mid - cap * 0.22, -28, reach * 0.55, cap * 0.07);
  mirrored(last.x1 - cap * 0.1, last.y1 - cap * 0.35, 24, reach * 0.5, cap * 0.07);
  b.add(`<path fill="${ink}" d="${spikes.join('')}"/>`, [ink]);
  const wide = Math.max(first.x1, last.x1) + reach;
  const mark: Box = {
    x0: 2 * CENTER_X - wide,
    x1: wide,
    y0: first.y0 - cap * SPIKE_REACH.up,
    y1: Math.max(letters.y1, last.y1 + cap * SPIKE_REACH.down * hang),
  };
  return { letters, mark };
}
