/**
 * Latin sol: a big drawn sun rising from a horizon — straight and wavy rays round a half disc —
 * hibiscus-like flowers at the horizon's ends, the name set huge in a bold display face under it
 * (the hero: the sun frames it, never outranks it) and the song in a brush script below.
 * Seeded variants so two Latin acts rarely share the picture: the rising half sun, a whole sun
 * with its full ring of rays standing over the horizon, or — when the name names a thing ("Lua
 * Nova" → the moon, "Los Relámpagos" → lightning) or the song does ("Sanfona" → the accordion,
 * "Marcianita" → the rocket) — that emblem rising in the sun's place.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { drawMotif } from '../../motifs/registry.ts';
import { r } from '../../svg/num.ts';
import { latinDetails } from './details.ts';
import { motifFromName, motifFromTrack } from '../shared/art.ts';
import { flower, sunRays } from '../shared/ornaments.ts';
import { latinHook } from './hook.ts';
import { latinName } from './name-lockup.ts';

export const latinSol: Template = {
  id: 'latin-sol',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const cx = CENTER_X;
    // A sun that frames the name without outranking it.
    const R = 175 * ctx.shrink;
    // The name's emblem, else what this design's song names ("Sanfona" → the accordion).
    const named = motifFromName(ctx) ?? motifFromTrack(ctx);
    const figure = named ? 'emblem' : rng.pick(['rising', 'whole'] as const);
    // The whole sun stands clear of the horizon, so the horizon (and all under it) sits lower.
    const horizon = 90 + R * (figure === 'whole' ? 3.05 : 2.1);
    if (figure === 'rising') {
      // Only the rays above the horizon: clip the full ring of rays to the upper half-plane.
      const clip = b.uid('sky');
      b.def(
        `<clipPath id="${clip}"><rect x="${cx - R * 2.2}" y="${horizon - R * 2.2}" width="${R * 4.4}" height="${R * 2.2 - 16}"/></clipPath>`,
      );
      const rays = sunRays(cx, horizon, R * 1.2, R * 2.1, rng.pick([20, 24, 28]));
      b.add(`<g clip-path="url(#${clip})"><path fill="${inks.support}" d="${rays}"/></g>`, [
        inks.support,
      ]);
      const half = (rad: number): string =>
        `M${r(cx - rad)} ${r(horizon - 16)}A${r(rad)} ${r(rad)} 0 0 1 ${r(cx + rad)} ${r(horizon - 16)}Z`;
      b.add(`<path fill="${inks.primary}" d="${half(R)}"/>`, [inks.primary]);
    } else if (figure === 'whole') {
      // A whole sun over the sea: full ring of rays, a solid disc and an accent ring inside it.
      const cy = 90 + R * 1.45;
      const rays = sunRays(cx, cy, R * 0.98, R * 1.45, rng.pick([16, 20, 24]));
      b.add(`<path fill="${inks.support}" d="${rays}"/>`, [inks.support]);
      const disc = (rad: number): string =>
        `M${r(cx - rad)} ${r(cy)}a${r(rad)} ${r(rad)} 0 1 0 ${r(rad * 2)} 0a${r(rad)} ${r(rad)} 0 1 0 ${r(-rad * 2)} 0Z`;
      b.add(`<path fill="${inks.primary}" d="${disc(R * 0.86)}"/>`, [inks.primary]);
      b.add(
        `<path fill="none" stroke="${inks.accent}" stroke-width="${r(R * 0.06)}" d="${disc(R * 0.62)}"/>`,
        [inks.accent],
      );
    } else if (named) {
      // The band's own emblem rises where the sun would, as large as the sun and its rays.
      drawMotif(
        b,
        named.motif,
        { x0: cx - R * 1.7, y0: 90, x1: cx + R * 1.7, y1: horizon - 30 },
        { ink: inks.primary, accent: inks.support },
        rng,
      );
    }
    // Horizon lines, shorter as they go down.
    const lines = [0, 1, 2]
      .map((i) => {
        const w = R * (2.3 - i * 0.55);
        const y = horizon + i * 26;
        return `M${r(cx - w)} ${r(y)}H${r(cx + w)}`;
      })
      .join('');
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="10" stroke-linecap="round" d="${lines}"/>`,
      [inks.primary],
    );
    const flowers = [-1, 1]
      .map((s) => flower(cx + s * R * 2.55, horizon - 40, 82, 5, rng.range(0, 72)))
      .join('');
    b.add(`<path fill="${inks.accent}" fill-rule="evenodd" d="${flowers}"/>`, [inks.accent]);

    // The name, the hero, right under the horizon; the song in script smaller beneath it.
    const { box: nameBox } = await latinName(b, ctx, {
      width: 1080,
      cap: 260,
      height: 560,
      breakGain: 1.08,
      top: horizon + 52 + 70,
    });
    const hookBottom = (
      await latinHook(b, ctx, {
        width: 860,
        cap: 76,
        height: 170,
        top: nameBox.y1 + 70,
        rotate: -5,
      })
    ).y1;
    await latinDetails(b, ctx, hookBottom + 80);
  },
};
