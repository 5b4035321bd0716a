/**
 * Techno, dial: one strict instrument-like mark — hairline rings, a crosshair running past them,
 * degree ticks around the rim and one arc picked out in the accent — with tiny mono labels in
 * a data row under the name carrying only true data (the artist's tracks, numbered, and the
 * country); the name sits between, widely tracked. Seeded: ring count, the lit arc, tick pitch,
 * and the instrument: a 'scope' (full rings and crosshair, as above) or a 'gauge' — the upper
 * half only, wider, a meter's scale on its rim and a needle in the accent standing at a seeded
 * level, the name under its base line.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { circle, polar } from '../../svg/shapes.ts';
import { nameLockup } from '../../templates/common.ts';
import { countryOf, oneLineList, trackList } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';

/** An arc band between radii, from `a0` to `a1` degrees (clockwise from east). */
function arcBand(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  a0: number,
  a1: number,
): string {
  const [ox0, oy0] = polar(cx, cy, outer, a0);
  const [ox1, oy1] = polar(cx, cy, outer, a1);
  const [ix1, iy1] = polar(cx, cy, inner, a1);
  const [ix0, iy0] = polar(cx, cy, inner, a0);
  const large = a1 - a0 > 180 ? 1 : 0;
  return `M${r(ox0)} ${r(oy0)}A${r(outer)} ${r(outer)} 0 ${large} 1 ${r(ox1)} ${r(oy1)}L${r(ix1)} ${r(iy1)}A${r(inner)} ${r(inner)} 0 ${large} 0 ${r(ix0)} ${r(iy0)}Z`;
}

export const DIAL_ARRANGEMENTS = ['scope', 'gauge'] as const;

export const technoDial: Template = {
  id: 'techno-dial',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const cx = CENTER_X;
    const gauge = pickArrangement(ctx, DIAL_ARRANGEMENTS) === 'gauge';
    const radius = gauge ? 420 : 330;
    const cy = gauge ? 90 + radius + 60 : 440;
    let nameTop = cy + radius + 140;
    if (gauge) {
      nameTop = drawGauge();
    } else {
      // Rings and crosshair in hairline.
      const rings = rng.int(4, 7);
      const ringPaths: string[] = [];
      for (let i = 0; i < rings; i += 1) ringPaths.push(circle(cx, cy, radius * (1 - i / rings)));
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="3.5" d="${ringPaths.join('')}M${cx - radius - 80} ${cy}H${cx + radius + 80}M${cx} ${cy - radius - 80}V${cy + radius + 80}"/>`,
        [inks.support],
      );
      // Degree ticks around the rim, every tenth one long.
      const pitch = rng.pick([5, 6, 10]);
      const ticks: string[] = [];
      for (let deg = 0; deg < 360; deg += pitch) {
        const long = deg % (pitch * 3) === 0;
        const [x0, y0] = polar(cx, cy, radius + 14, deg);
        const [x1, y1] = polar(cx, cy, radius + (long ? 52 : 32), deg);
        ticks.push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
      }
      b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="4" d="${ticks.join('')}"/>`, [
        inks.primary,
      ]);
      // The lit arc and a solid centre.
      const start = rng.int(0, 11) * 30 - 90;
      const sweep = rng.pick([60, 90, 120, 150]);
      const band = radius / rings;
      b.add(
        `<path fill="${inks.accent}" d="${arcBand(cx, cy, radius - band * 0.15, radius - band * 0.85, start, start + sweep)}${circle(cx, cy, band * 0.42)}"/>`,
        [inks.accent],
      );
    }

    /** The meter: half rings over a base line, a scale on the rim, the needle; returns its foot. */
    function drawGauge(): number {
      const rings = rng.int(3, 5);
      const arcs: string[] = [];
      for (let i = 0; i < rings; i += 1) {
        const rad = radius * (1 - (i / rings) * 0.6);
        arcs.push(`M${r(cx - rad)} ${r(cy)}A${r(rad)} ${r(rad)} 0 0 1 ${r(cx + rad)} ${r(cy)}`);
      }
      b.add(
        `<path fill="none" stroke="${inks.support}" stroke-width="3.5" d="${arcs.join('')}M${cx - radius - 70} ${cy}H${cx + radius + 70}"/>`,
        [inks.support],
      );
      // The scale: ticks along the upper half, every fifth long, the last sixth lit (the red zone).
      const ticks: string[] = [];
      const hot: string[] = [];
      for (let k = 0; k <= 30; k += 1) {
        const deg = 180 + k * 6;
        const long = k % 5 === 0;
        const [x0, y0] = polar(cx, cy, radius + 14, deg);
        const [x1, y1] = polar(cx, cy, radius + (long ? 60 : 34), deg);
        (k >= 25 ? hot : ticks).push(`M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`);
      }
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="5" d="${ticks.join('')}"/><path fill="none" stroke="${inks.accent}" stroke-width="7" d="${hot.join('')}"/>`,
        [inks.primary, inks.accent],
      );
      // The needle, pinned at the base line's centre.
      const level = 180 + rng.range(0.35, 0.8) * 180;
      const [nx, ny] = polar(cx, cy, radius * 0.96, level);
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="10" stroke-linecap="round" d="M${cx} ${cy}L${r(nx)} ${r(ny)}"/><path fill="${inks.accent}" d="${circle(cx, cy, 30)}"/>`,
        [inks.accent],
      );
      return cy + 120;
    }

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1000 * s,
      maxCap: 200 * s,
      maxHeight: 320 * s,
      maxLines: 2,
      leading: 0.2,
      tracking: 0.14,
      top: nameTop,
      paint: { fill: inks.primary },
    });

    // A data row under a hairline: numbered tracks on the left, the country on the right.
    const y = nameBox.y1 + 60;
    const left = cx - 500;
    const right = cx + 500;
    b.add(`<path fill="${inks.support}" d="M${left} ${r(y)}H${right}v3H${left}Z"/>`, [
      inks.support,
    ]);
    await oneLineList(b, trackList(ctx, 8), {
      face: 'spaceMono',
      x: left,
      align: 'left',
      top: y + 60,
      step: 50,
      cap: 30,
      maxWidth: 600,
      tracking: 0.04,
      inks: [inks.primary, inks.support],
      max: 3,
      numbered: true,
    });
    const country = countryOf(ctx);
    if (country) {
      await oneLineList(b, [country], {
        face: 'spaceMono',
        x: right,
        align: 'right',
        top: y + 60,
        step: 50,
        cap: 30,
        maxWidth: 330,
        tracking: 0.1,
        inks: [inks.support],
        max: 1,
      });
    }
  },
};
