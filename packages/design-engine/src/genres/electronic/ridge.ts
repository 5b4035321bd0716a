/**
 * Electronic, ridge lines: a round badge of a mountain range drawn in contour lines, each hiding
 * the lines behind it, with a striped sun sinking behind the summits, printed in the neon accent;
 * the name in the family's geometric sans under it and the track in spaced mono. Seeded: the
 * summits (where, how broad, how high), line count, name above or below, and the frame: the
 * round 'badge', a 'peak' (the range inside a triangle, the outdoor-festival emblem) or a
 * 'dome' — a wide half disc standing on a long horizon rule, a larger sun setting behind.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import type { Rng } from '../../random/prng.ts';
import { r } from '../../svg/num.ts';
import type { Box } from '../../svg/box.ts';
import { drawBlock, nameBlock } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

interface Peak {
  at: number;
  width: number;
  height: number;
}

/**
 * A mountain range drawn as stacked contour lines, each hiding the lines behind it: broad
 * seeded peaks anywhere across the box, the back lines lifted highest. Returns the visible runs
 * as one stroked path and the range's skyline (the top edge of all lines) left to right.
 */
export function ridgeLines(
  rng: Rng,
  box: { x0: number; y0: number; x1: number; y1: number },
  count: number,
): { d: string; skyline: [number, number][] } {
  const samples = 140;
  const width = box.x1 - box.x0;
  const gap = (box.y1 - box.y0) / (count + 4);
  // The range: a few broad summits shared by every line, so the lines read as one landscape
  // seen from the front (not a stack of separate pulses).
  const summits: Peak[] = Array.from({ length: rng.int(3, 5) }, () => ({
    at: rng.range(0.1, 0.9),
    width: rng.range(0.07, 0.16),
    height: rng.range(0.45, 1),
  }));
  const skyline = new Array<number>(samples + 1).fill(Infinity);
  const runs: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const base = box.y0 + gap * (i + 4);
    // Far lines carry the summits high; near lines are low foothills.
    const depth = 1 - i / count;
    const lift = gap * (1.5 + depth * 7);
    const shift = rng.range(-0.03, 0.03);
    let run: string[] = [];
    const flush = (): void => {
      if (run.length > 1) runs.push(`M${run.join('L')}`);
      run = [];
    };
    for (let k = 0; k <= samples; k += 1) {
      const u = k / samples;
      const signal = summits.reduce(
        (sum, p) => Math.max(sum, p.height * Math.exp(-(((u - p.at - shift) / p.width) ** 2))),
        0,
      );
      const jitter = (rng.float() - 0.5) * gap * 0.3 * signal;
      const y = base - signal * lift - jitter;
      const x = box.x0 + width * u;
      if (y < (skyline[k] ?? Infinity) - 2) run.push(`${r(x)} ${r(y)}`);
      else flush();
      skyline[k] = Math.min(skyline[k] ?? Infinity, y);
    }
    flush();
  }
  return {
    d: runs.join(''),
    skyline: skyline.map((y, k) => [box.x0 + (width * k) / samples, y]),
  };
}

export const RIDGE_ARRANGEMENTS = ['badge', 'peak', 'dome'] as const;

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
      maxCap: 210 * s,
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
    const frame = pickArrangement(ctx, RIDGE_ARRANGEMENTS);
    const cx = CENTER_X;
    // The frame's outline (closed for badge and peak), the box the range fills, the sun and the
    // frame's foot.
    let outline: string;
    let wave: Box;
    let sun: { y: number; r: number };
    let foot: number;
    if (frame === 'badge') {
      const R = 340;
      const cy = y + R;
      const inner = R - 26;
      outline = `M${r(cx - inner)} ${r(cy)}a${r(inner)} ${r(inner)} 0 1 0 ${r(inner * 2)} 0a${r(inner)} ${r(inner)} 0 1 0 ${r(-inner * 2)} 0Z`;
      wave = { x0: cx - inner, y0: cy - inner * 0.25, x1: cx + inner, y1: cy + inner };
      sun = { y: cy - inner * 0.3, r: inner * 0.46 };
      foot = cy + R;
      b.add(
        `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(R)}" fill="none" stroke="${inks.accent}" stroke-width="8"/>`,
        [inks.accent],
      );
    } else if (frame === 'peak') {
      // An upward triangle a little wider than tall; its inner edge clips the range and sun.
      const half = 400;
      const h = 660;
      const apex = y;
      const inset = 30;
      const tri = (d: number): string =>
        `M${r(cx)} ${r(apex + d * 2)}L${r(cx + half - d * 1.7)} ${r(apex + h - d)}H${r(cx - half + d * 1.7)}Z`;
      outline = tri(inset);
      wave = { x0: cx - half, y0: apex + h * 0.42, x1: cx + half, y1: apex + h - inset };
      sun = { y: apex + h * 0.46, r: half * 0.3 };
      foot = apex + h;
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="8" stroke-linejoin="round" d="${tri(0)}"/>`,
        [inks.accent],
      );
    } else {
      // The dome's arc in the accent, its foot a heavier rule running out past it.
      const R = 440;
      const base = y + R;
      const inner = R - 24;
      outline = `M${r(cx - inner)} ${r(base)}A${r(inner)} ${r(inner)} 0 0 1 ${r(cx + inner)} ${r(base)}Z`;
      wave = { x0: cx - inner, y0: base - inner * 0.62, x1: cx + inner, y1: base - 14 };
      sun = { y: base - inner * 0.55, r: inner * 0.42 };
      foot = base + 12;
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="8" d="M${r(cx - R)} ${r(base)}A${r(R)} ${r(R)} 0 0 1 ${r(cx + R)} ${r(base)}"/><path fill="${inks.accent}" d="M${r(cx - R - 70)} ${r(base)}H${r(cx + R + 70)}v12H${r(cx - R - 70)}Z"/>`,
        [inks.accent],
      );
    }
    const range = ridgeLines(rng, wave, count);
    const ring = b.uid('ring');
    b.def(`<clipPath id="${ring}"><path d="${outline}"/></clipPath>`);
    // The sun in stripes thinning toward the horizon, kept above the range with a gap.
    const sky = b.uid('sky');
    const above = range.skyline.map(([x, yy]) => `${r(x)} ${r(yy - 18)}`).join('L');
    b.def(
      `<clipPath id="${sky}"><path d="M${r(wave.x0)} ${r(sun.y - sun.r - 40)}L${above}L${r(wave.x1)} ${r(sun.y - sun.r - 40)}Z"/></clipPath>`,
    );
    const sunR = sun.r;
    const sunY = sun.y;
    const stripes: string[] = [];
    for (let k = 0; k < 9; k += 1) {
      const t0 = sunY - sunR + (sunR * 2 * k) / 9;
      const h = ((sunR * 2) / 9) * (1 - k * 0.09);
      stripes.push(`M${r(cx - sunR)} ${r(t0)}H${r(cx + sunR)}V${r(t0 + h)}H${r(cx - sunR)}Z`);
    }
    const disc = b.uid('sun');
    b.def(
      `<clipPath id="${disc}"><circle cx="${r(cx)}" cy="${r(sunY)}" r="${r(sunR)}"/></clipPath>`,
    );
    b.add(
      `<g clip-path="url(#${ring})"><g clip-path="url(#${sky})"><g clip-path="url(#${disc})"><path fill="${inks.support}" d="${stripes.join('')}"/></g></g>`,
      [inks.support],
    );
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="4.5" stroke-linejoin="round" stroke-linecap="round" d="${range.d}"/></g>`,
      [inks.accent],
    );
    y = foot + 60;
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
