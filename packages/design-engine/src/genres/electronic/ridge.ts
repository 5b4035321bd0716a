/**
 * Electronic, ridge lines: a stack of signal lines whose peaks rise out of a flat floor, each
 * hiding the lines behind it (the pulsar-plot look of club culture), printed in the neon accent;
 * the name in the family's geometric sans under it and the track in spaced mono. Seeded: the
 * signal (peaks, their widths and heights), line count, name above or below.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

interface Peak {
  at: number;
  width: number;
  height: number;
}

/** Visible runs of each line, front to back, as one stroked path. */
export function ridgeLines(
  rng: Rng,
  box: { x0: number; y0: number; x1: number; y1: number },
  count: number,
): string {
  const samples = 120;
  const width = box.x1 - box.x0;
  const gap = (box.y1 - box.y0) / (count + 4);
  const peaks = (): Peak[] =>
    Array.from({ length: rng.int(2, 4) }, () => ({
      at: rng.range(0.3, 0.7),
      width: rng.range(0.03, 0.09),
      height: rng.range(0.5, 1),
    }));
  const skyline = new Array<number>(samples + 1).fill(Infinity);
  const runs: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const base = box.y0 + gap * (i + 4);
    const lift = gap * rng.range(3, 6.5);
    const own = peaks();
    let run: string[] = [];
    const flush = (): void => {
      if (run.length > 1) runs.push(`M${run.join('L')}`);
      run = [];
    };
    for (let k = 0; k <= samples; k += 1) {
      const u = k / samples;
      const envelope = Math.exp(-(((u - 0.5) / 0.2) ** 4));
      const signal = own.reduce(
        (sum, p) => sum + p.height * Math.exp(-(((u - p.at) / p.width) ** 2)),
        0,
      );
      const jitter = (rng.float() - 0.5) * gap * 0.35 * envelope;
      const y = base - (signal * lift + jitter) * envelope;
      const x = box.x0 + width * u;
      if (y < (skyline[k] ?? Infinity) - 2) run.push(`${r(x)} ${r(y)}`);
      else flush();
      skyline[k] = Math.min(skyline[k] ?? Infinity, y);
    }
    flush();
  }
  return runs.join('');
}

export const electronicRidge: Template = {
  id: 'electronic-ridge',
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const count = rng.int(22, 30);
    const nameAbove = rng.chance(0.3);
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 980 * s,
      maxCap: 170 * s,
      maxHeight: 300 * s,
      maxLines: 2,
      leading: 0.26,
      tracking: 0.06,
    });

    let y = 70;
    if (nameAbove) {
      const box = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' });
      y = box.y1 + 150;
    }
    const wave = { x0: CENTER_X - 380, y0: y, x1: CENTER_X + 380, y1: y + 640 };
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" d="${ridgeLines(rng, wave, count)}"/>`,
      [inks.accent],
    );
    y = wave.y1 + 50;
    if (!nameAbove) {
      const box = drawBlock(b, name, { top: y, paint: { fill: inks.primary }, role: 'name' });
      y = box.y1;
    }
    await trackAndPlace(b, ctx, {
      baseline: y + 80,
      face: 'spaceMono',
      track: { cap: 36, maxWidth: 860, ink: inks.support, tracking: 0.32 },
      place: { gap: 60, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.5 },
    });
  },
};
