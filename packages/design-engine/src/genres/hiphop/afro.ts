/**
 * Hip hop, afro: for afrobeats, amapiano, highlife and their kin, drawn as their own scene rather
 * than as US rap. A bold sun of concentric rings and triangular rays rising over a band of
 * geometric pattern (zigzags, diamonds, stepped blocks, sawteeth, chevrons: wax-print borders
 * reduced to screen-print geometry), the name big in a wide heavy face under it, a second,
 * slimmer band, then the country spaced out large and the track. Seeded: face, the two bands'
 * patterns and ink swaps, ray count, the sun's rings.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, polar, polygon } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { BAND_KINDS, patternBand, type BandKind } from './pattern-bands.ts';

/** Genres that get this layout (and that the US-wall layouts skip). */
export const AFRO = /afro|amapiano|naija|highlife|gqom|azonto/;

function drawBand(b: ArtBuilder, kind: BandKind, box: Box, ink: { a: string; b: string }): void {
  for (const part of patternBand(kind, box)) {
    const c = part.ink === 'a' ? ink.a : ink.b;
    if (part.d.length === 0) continue;
    b.add(
      part.stroke
        ? `<path fill="none" stroke="${c}" stroke-width="${r(part.stroke)}" stroke-linejoin="miter" d="${part.d}"/>`
        : `<path fill="${c}" fill-rule="evenodd" d="${part.d}"/>`,
      [c],
    );
  }
}

export const hiphopAfro: Template = {
  id: 'hiphop-afro',
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    // Wide, heavy and upright: the confident type of afrobeats covers, not condensed rap caps.
    const face: FaceId = rng.pick(['archivoBlack', 'bowlby'] as const);
    const [top, low] = rng.shuffle([...BAND_KINDS]) as [BandKind, BandKind];
    const swap = rng.chance(0.5);
    const bandInks = swap
      ? { a: inks.support, b: inks.accent }
      : { a: inks.accent, b: inks.support };

    const name = await nameBlock(ctx, face, {
      maxWidth: 1000 * s,
      maxCap: 270 * s,
      maxHeight: 470 * s,
      maxLines: 2,
      leading: 0.14,
      breakGain: 1.0,
    });
    // A tall (long, stacked) name takes its room from the sun, so the whole still fits the chest.
    const k = Math.min(1, Math.max(0.7, 1 - (name.height - 320) / 500));
    // The sun, rising: everything of it stops a line of shirt above the band it sits on.
    const horizon = 60 + 460 * k;
    const R = 215 * k;
    const cx = CENTER_X;
    const cy = horizon + 20;
    const sky = b.uid('sky');
    b.def(
      `<clipPath id="${sky}"><rect x="0" y="-600" width="1200" height="${r(horizon - 22 + 600)}"/></clipPath>`,
    );
    const rays = rng.pick([11, 13, 15]);
    const wedges: string[] = [];
    for (let i = 0; i < rays; i += 1) {
      const a = -180 + (180 * (i + 0.5)) / rays;
      const half = (180 / rays) * 0.34;
      const reach = (i % 2 === 0 ? 200 : 125) * k;
      wedges.push(
        polygon([
          polar(cx, cy, R + 26, a - half),
          polar(cx, cy, R + 26 + reach, a),
          polar(cx, cy, R + 26, a + half),
        ]),
      );
    }
    const rings = rng.chance(0.5)
      ? [
          circle(cx, cy, R) + circle(cx, cy, R * 0.8),
          circle(cx, cy, R * 0.64) + circle(cx, cy, R * 0.46),
          circle(cx, cy, R * 0.3),
        ]
      : [circle(cx, cy, R) + circle(cx, cy, R * 0.86), circle(cx, cy, R * 0.74), ''];
    b.add(
      `<g clip-path="url(#${sky})"><path fill="${inks.support}" d="${wedges.join('')}"/><path fill="${inks.accent}" fill-rule="evenodd" d="${(rings[0] ?? '') + (rings[2] ?? '')}"/>`,
      [inks.support, inks.accent],
    );
    b.add(`<path fill="${inks.primary}" fill-rule="evenodd" d="${rings[1] ?? ''}"/></g>`, [
      inks.primary,
    ]);

    const band1 = { x0: CENTER_X - 500, y0: horizon, x1: CENTER_X + 500, y1: horizon + 120 };
    drawBand(b, top, band1, bandInks);

    const nameBox = drawBlock(b, name, {
      top: band1.y1 + 64,
      paint: { fill: inks.primary },
      role: 'name',
    });

    const band2 = {
      x0: CENTER_X - 440,
      y0: nameBox.y1 + 60,
      x1: CENTER_X + 440,
      y1: nameBox.y1 + 150,
    };
    drawBand(b, low, band2, { a: bandInks.b, b: bandInks.a });

    let y = band2.y1 + 56;
    const country = countryOf(ctx);
    if (country) {
      const line = await smallLine(b, ctx, country, {
        baseline: y + 52,
        cap: 52,
        maxWidth: 760,
        ink: inks.accent,
        role: 'detail',
        tracking: 0.42,
        face,
      });
      const marks = [line.x0 - 46, line.x1 + 46].map((x) => diamond(x, y + 26, 26, 34)).join('');
      b.add(`<path fill="${inks.support}" d="${marks}"/>`, [inks.support]);
      y = line.y1 + 30;
    }
    await smallLine(b, ctx, quoted(ctx.track), {
      baseline: y + 36,
      cap: 36,
      maxWidth: 900,
      ink: inks.primary,
      role: 'track',
      tracking: 0.14,
    });
  },
};
