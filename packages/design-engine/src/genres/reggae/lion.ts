/**
 * Reggae lion: the roots poster's emblem — the crowned lion (the Lion of Judah of Rastafari) in
 * profile inside a sunburst of long and short rays, the three-stripe band under it, the name in
 * heavy wood type and the song below. Seeded: the lion in a whole sun over the name, or the name
 * first and the lion rising from the stripes like the sun from the horizon.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { polar, polygon, ring } from '../../svg/shapes.ts';
import { block, drawBlock } from '../../templates/common.ts';
import { icon } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { reggaeDetails, reggaeName, stripes } from './parts.ts';

/** Straight rays round (cx, cy), long and short by turns, like a roots poster's sunburst. */
function rays(cx: number, cy: number, inner: number, outer: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const a = (360 * i) / count - 90;
    const half = (180 / count) * (i % 2 === 0 ? 0.5 : 0.36);
    const tip = i % 2 === 0 ? outer : inner + (outer - inner) * 0.62;
    parts.push(
      polygon([
        polar(cx, cy, inner, a - half),
        polar(cx, cy, tip, a),
        polar(cx, cy, inner, a + half),
      ]),
    );
  }
  return parts.join('');
}

/** The crowned lion's head fitted in a circle of radius `R` round (cx, cy). */
function crownedLion(b: ArtBuilder, ctx: TemplateContext, cx: number, cy: number, R: number): void {
  const { inks } = ctx;
  // The head faces right; the crown sits on its brow, a little behind the muzzle.
  icon(
    b,
    'lion',
    { x0: cx - R * 0.86, y0: cy - R * 0.42, x1: cx + R * 0.82, y1: cy + R * 0.86 },
    inks.primary,
  );
  icon(
    b,
    'crown',
    { x0: cx - R * 0.5, y0: cy - R * 0.86, x1: cx + R * 0.2, y1: cy - R * 0.42 },
    inks.accent,
  );
}

/** The song as the poster's foot: one or two lines of the support face. */
async function song(b: ArtBuilder, ctx: TemplateContext, top: number): Promise<number> {
  if (!ctx.track) return top;
  const text = await block(ctx.track, ctx.faces.support, {
    maxWidth: 860 * ctx.shrink,
    maxCap: 64 * ctx.shrink,
    maxHeight: 150 * ctx.shrink,
    maxLines: 2,
    leading: 0.3,
    tracking: 0.12,
  });
  return drawBlock(b, text, { top, paint: { fill: ctx.inks.accent }, role: 'track' }).y1;
}

export const LION_ARRANGEMENTS = ['sun', 'rising'] as const;

export const reggaeLion: Template = {
  id: 'reggae-lion',
  needsImage: false,
  maxGrow: 1.25,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const cx = CENTER_X;
    const half = 440 * s;
    const count = rng.pick([24, 32, 40]);
    if (pickArrangement(ctx, LION_ARRANGEMENTS) === 'sun') {
      const R = 215 * s;
      const cy = 90 + R * 1.5;
      b.add(`<path fill="${inks.support}" d="${rays(cx, cy, R * 1.1, R * 1.55, count)}"/>`, [
        inks.support,
      ]);
      b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${ring(cx, cy, R, R - 14)}"/>`, [
        inks.accent,
      ]);
      crownedLion(b, ctx, cx, cy, R * 0.92);
      const band = stripes(b, ctx, cy + R * 1.5 + 36, half);
      const { box } = await reggaeName(b, ctx, {
        width: 1060,
        cap: 210,
        height: 430,
        top: band + 60,
      });
      const foot = await song(b, ctx, box.y1 + 56);
      await reggaeDetails(b, ctx, foot + 80);
      return;
    }
    const { box } = await reggaeName(b, ctx, { width: 1060, cap: 200, height: 400, top: 100 });
    // The half sun stands on the band: rays clipped to the sky above it.
    const R = 225 * s;
    const horizon = box.y1 + 60 + R * 1.75;
    const clip = b.uid('sky');
    b.def(
      `<clipPath id="${clip}"><rect x="${r(cx - R * 2)}" y="${r(horizon - R * 2)}" width="${r(R * 4)}" height="${r(R * 2 - 18)}"/></clipPath>`,
    );
    b.add(
      `<g clip-path="url(#${clip})"><path fill="${inks.support}" d="${rays(cx, horizon, R * 1.3, R * 1.75, count)}"/></g>`,
      [inks.support],
    );
    // The sun's rim, a half ring standing on the band, and the head inside it.
    const rim = R * 1.16;
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="14" d="M${r(cx - rim)} ${r(horizon)}A${r(rim)} ${r(rim)} 0 0 1 ${r(cx + rim)} ${r(horizon)}"/>`,
      [inks.accent],
    );
    crownedLion(b, ctx, cx, horizon - R * 0.56, R * 0.72);
    const band = stripes(b, ctx, horizon + 14, half);
    const foot = await song(b, ctx, band + 56);
    await reggaeDetails(b, ctx, foot + 80);
  },
};
