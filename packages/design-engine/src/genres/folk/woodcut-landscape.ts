/**
 * Folk woodcut landscape: an engraved-looking scene in a round or arched window — a sun or moon
 * in rings, two mountain ridges cut in hatching, pines on the near slope and water in ruled
 * lines — with the name in a bookish serif below and the country (or a song) tracked small.
 */
import type { Rng } from '../../random/prng.ts';
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, polygon, type Point } from '../../svg/shapes.ts';
import { nameLockup, quoted, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';

function ridge(rng: Rng, x0: number, x1: number, base: number, peak: number, n: number): Point[] {
  const pts: Point[] = [[x0, base]];
  for (let i = 0; i <= n; i += 1) {
    const t = i / n;
    const hump = Math.sin(t * Math.PI) ** 0.8;
    const y =
      base - (base - peak) * hump * (i % 2 === 0 ? rng.range(0.75, 1) : rng.range(0.45, 0.7));
    pts.push([x0 + (x1 - x0) * t, y]);
  }
  pts.push([x1, base]);
  return pts;
}

function pine(x: number, base: number, h: number): string {
  const tiers = 3;
  const parts: string[] = [];
  for (let i = 0; i < tiers; i += 1) {
    const top = base - h + (i * h) / (tiers + 0.6);
    const bottom = top + h * 0.5;
    const half = h * (0.16 + i * 0.07);
    parts.push(
      polygon([
        [x, top],
        [x + half, bottom],
        [x - half, bottom],
      ]),
    );
  }
  parts.push(
    polygon([
      [x - h * 0.03, base - h * 0.1],
      [x + h * 0.03, base - h * 0.1],
      [x + h * 0.03, base],
      [x - h * 0.03, base],
    ]),
  );
  return parts.join('');
}

export const folkWoodcutLandscape: Template = {
  id: 'folk-woodcut-landscape',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const R = 380 * ctx.shrink;
    const cx = CENTER_X;
    const cy = 80 + R;
    const arch = rng.chance(0.5);
    const windowPath = arch
      ? `M${r(cx - R)} ${r(cy + R)}V${r(cy)}A${r(R)} ${r(R)} 0 0 1 ${r(cx + R)} ${r(cy)}V${r(cy + R)}Z`
      : circle(cx, cy, R);
    const clip = b.uid('win');
    b.def(`<clipPath id="${clip}"><path d="${windowPath}"/></clipPath>`);
    b.add(`<g clip-path="url(#${clip})">`, []);
    // Sky: a sun or moon in rings over dotted ruled sky lines.
    const sunY = cy - R * 0.25;
    const sunX = cx + rng.range(-0.25, 0.25) * R;
    const sunR = R * 0.22;
    b.add(
      `<path fill="${inks.accent}" d="${circle(sunX, sunY, sunR)}"/><path fill="none" stroke="${inks.accent}" stroke-width="5" d="${circle(sunX, sunY, sunR + 22)}${circle(sunX, sunY, sunR + 44)}"/>`,
      [inks.accent],
    );
    const sky: string[] = [];
    for (let y = cy - R; y < cy + R * 0.2; y += 26) {
      sky.push(`M${r(cx - R)} ${r(y)}h${r(2 * R)}`);
    }
    // Far ridge in hatching, near ridge solid with pines, water below in lines.
    const far = ridge(rng, cx - R, cx + R, cy + R * 0.35, cy - R * 0.2, 6);
    const near = ridge(rng, cx - R, cx + R, cy + R * 0.5, cy + R * 0.05, 4);
    // Hatching as a pattern fill: clipped lines would count towards the art's measured bounds.
    const hatchId = b.uid('hatch');
    b.def(
      `<pattern id="${hatchId}" patternUnits="userSpaceOnUse" width="18" height="18" patternTransform="rotate(${rng.pick([30, 35, -30])})"><path d="M0 9H18" stroke="${inks.primary}" stroke-width="6"/></pattern>`,
    );
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="3" d="${sky.join('')}" stroke-dasharray="2 16"/>`,
      [inks.support],
    );
    b.add(`<path fill="url(#${hatchId})" d="${polygon(far)}"/>`, [inks.primary]);
    b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="7" d="${polygon(far)}"/>`, [
      inks.primary,
    ]);
    b.add(`<path fill="${inks.primary}" d="${polygon(near)}"/>`, [inks.primary]);
    const pines: string[] = [];
    const count = rng.int(3, 6);
    for (let i = 0; i < count; i += 1) {
      const x = cx - R * 0.8 + (i / Math.max(1, count - 1)) * R * 1.6 + rng.range(-20, 20);
      pines.push(pine(x, cy + R * 0.55, rng.range(90, 150)));
    }
    b.add(`<path fill="${inks.primary}" d="${pines.join('')}"/>`, [inks.primary]);
    const water: string[] = [];
    for (let y = cy + R * 0.6; y < cy + R; y += 22) {
      const inset = rng.range(0, R * 0.3);
      water.push(`M${r(cx - R + inset)} ${r(y)}H${r(cx + R - rng.range(0, R * 0.3))}`);
    }
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" d="${water.join('')}"/>`,
      [inks.primary],
    );
    b.add('</g>', []);
    b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="10" d="${windowPath}"/>`, [
      inks.primary,
    ]);

    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 1020 * ctx.shrink,
      maxCap: 130 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: 3,
      leading: 0.25,
      tracking: 0.06,
      top: cy + R + 80,
      paint: { fill: inks.primary },
    });
    const place = countryOf(ctx);
    const small = place && rng.chance(0.6) ? place : quoted(ctx.track);
    await smallLine(b, ctx, small, {
      baseline: nameBox.y1 + 75,
      cap: 32,
      maxWidth: 820,
      ink: inks.accent,
      role: small === place ? 'detail' : 'track',
      tracking: 0.45,
    });
  },
};
