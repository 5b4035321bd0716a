/**
 * Electronic, sunrise: the after-party flyer. A sun of concentric hairline arcs rising on a
 * horizon, thin rays fanning out across the sky, a shimmer of dashes on the water below; the name
 * in the geometric sans under it and the track in spaced mono. Lines only, no fills: it prints
 * light on a dark shirt. Seeded: ray count and reach, arcs, shimmer rows, and the sky: the sun
 * 'rising' on the horizon over the water, or 'whole' — a full sun of rings high in a complete
 * burst of rays, no horizon; when the name names a thing (a moon, a star, a wave…) that emblem
 * shines at the burst's centre in place of the rings.
 */
import { contrastRatio } from '../../color/color.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { polar } from '../../svg/shapes.ts';
import { nameLockup } from '../../templates/common.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { motifFromName } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';

export const SUNRISE_ARRANGEMENTS = ['rising', 'whole'] as const;

export const electronicSunrise: Template = {
  id: 'electronic-sunrise',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    // Hairlines and the name need the ink that stands out most on the shirt (a mid teal on
    // navy or black prints dim): the brightest of the plan leads, another takes the rays.
    const byContrast = [inks.primary, inks.accent, inks.support].sort(
      (a, b) => contrastRatio(b, inks.garment) - contrastRatio(a, inks.garment),
    );
    const lead = byContrast[0] ?? inks.primary;
    const soft = [inks.accent, inks.primary].find((ink) => ink !== lead) ?? inks.accent;
    const horizon = 560;
    const sun = 210;
    const half = 500;
    if (pickArrangement(ctx, SUNRISE_ARRANGEMENTS) === 'whole') {
      // The burst: rays all round a full sun, long and short in turn, high on the chest.
      const count = rng.pick([32, 40, 48]);
      const reach = rng.range(400, 440);
      const cy = 80 + reach;
      const rays: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const deg = (360 * i) / count;
        const [x0, y0] = polar(CENTER_X, cy, sun + 36, deg);
        const [x1, y1] = polar(CENTER_X, cy, i % 2 === 0 ? reach : reach * 0.8, deg);
        rays.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
      }
      b.add(
        `<path fill="none" stroke="${soft}" stroke-width="5" stroke-linecap="round" d="${rays.join('')}"/>`,
        [soft],
      );
      const named = motifFromName(ctx);
      const rings: string[] = [];
      const n = named ? 1 : rng.int(6, 9);
      for (let i = 0; i < n; i += 1) {
        const rad = sun * (1 - (i / n) ** 1.3);
        rings.push(
          `M${r(CENTER_X - rad)} ${r(cy)}a${r(rad)} ${r(rad)} 0 1 0 ${r(rad * 2)} 0a${r(rad)} ${r(rad)} 0 1 0 ${r(-rad * 2)} 0Z`,
        );
      }
      b.add(`<path fill="none" stroke="${lead}" stroke-width="7" d="${rings.join('')}"/>`, [lead]);
      if (named) {
        const e = sun * 0.62;
        drawMotif(
          b,
          named.motif,
          { x0: CENTER_X - e, y0: cy - e, x1: CENTER_X + e, y1: cy + e },
          { ink: lead, accent: soft },
          rng,
        );
      }
      await nameAndTrack(cy + reach + 70);
      return;
    }

    // Rays from the horizon's centre, long and short in turn.
    const count = rng.pick([19, 23, 27]);
    const reach = rng.range(460, 520);
    const rays: string[] = [];
    for (let i = 1; i < count; i += 1) {
      const deg = 180 + (180 * i) / count;
      const long = i % 2 === 0;
      const [x0, y0] = polar(CENTER_X, horizon, sun + 40, deg);
      const [x1, y1] = polar(CENTER_X, horizon, long ? reach : reach * 0.78, deg);
      rays.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
    }
    b.add(
      `<path fill="none" stroke="${soft}" stroke-width="5" stroke-linecap="round" d="${rays.join('')}"/>`,
      [soft],
    );
    // The sun: concentric arcs, the inner ones closer together.
    const arcs: string[] = [];
    const n = rng.int(6, 9);
    for (let i = 0; i < n; i += 1) {
      const rad = sun * (1 - (i / n) ** 1.3);
      arcs.push(
        `M${r(CENTER_X - rad)} ${horizon}A${r(rad)} ${r(rad)} 0 0 1 ${r(CENTER_X + rad)} ${horizon}`,
      );
    }
    b.add(
      `<path fill="none" stroke="${lead}" stroke-width="7" d="${arcs.join('')}M${CENTER_X - half} ${horizon}H${CENTER_X + half}"/>`,
      [lead],
    );
    // Shimmer on the water: dashes that narrow towards the viewer.
    const shimmer: string[] = [];
    const rows = rng.int(4, 6);
    for (let i = 0; i < rows; i += 1) {
      const y = horizon + 26 + i * 24;
      const w = sun * (1.1 - i * 0.17);
      const dashes = 3 + (i % 2);
      for (let k = 0; k < dashes; k += 1) {
        const x = CENTER_X - w + ((2 * w) / dashes) * (k + 0.5);
        const len = ((2 * w) / dashes) * rng.range(0.35, 0.6);
        shimmer.push(`M${r(x - len / 2)} ${r(y)}h${r(len)}`);
      }
    }
    b.add(
      `<path fill="none" stroke="${soft}" stroke-width="5" stroke-linecap="round" d="${shimmer.join('')}"/>`,
      [soft],
    );

    await nameAndTrack(horizon + 26 + rows * 24 + 60);

    /** The name at `top` in the lead ink, the track and the country under it. */
    async function nameAndTrack(top: number): Promise<void> {
      const { box } = await nameLockup(b, ctx, {
        maxWidth: 1000 * s,
        maxCap: 180 * s,
        maxHeight: 320 * s,
        maxLines: 2,
        leading: 0.24,
        tracking: 0.06,
        top,
        paint: { fill: lead },
      });
      await trackAndPlace(b, ctx, {
        baseline: box.y1 + 80,
        face: 'spaceMono',
        track: { cap: 36, maxWidth: 900, ink: inks.support, tracking: 0.32 },
        place: { gap: 56, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.6 },
      });
    }
  },
};
