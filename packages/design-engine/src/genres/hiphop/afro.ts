/**
 * Hip hop, afro: for afrobeats, amapiano, highlife and their kin, drawn as their own scene rather
 * than as US rap. A bold sun of concentric rings and triangular rays rising over a band of
 * geometric pattern (zigzags, diamonds, stepped blocks, sawteeth, chevrons: wax-print borders
 * reduced to screen-print geometry), the name big in a wide heavy face under it, a second,
 * slimmer band, then the country spaced out large and the track; or (the medallion) the name
 * first and a whole sun worn on a sash of pattern under it. Seeded: arrangement, face, the bands'
 * patterns and ink swaps, ray count, the sun's rings.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { diamond } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { flankedLine } from '../shared/flanked-line.ts';
import { countryOf } from '../shared/art.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { sunPaths } from './afro-sun.ts';
import { BAND_KINDS, patternBand, type BandKind } from './pattern-bands.ts';

/** Genres that get this layout (and that the US-wall layouts skip). */
export const AFRO =
  /afro|amapiano|naija|highlife|gqom|azonto|juju|palm ?wine|makossa|soukous|congolese rumba|bongo flava|coup[ée]-d[ée]cal[ée]|mbalax|\bbenga\b/;

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
  place: true,
  needsImage: false,
  maxGrow: 1.4,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    // Wide, heavy and upright: the confident type of afrobeats covers, not condensed rap caps.
    // A jazz band (afro-jazz, marabi, kwela) keeps its line's own display face: in a rapper's
    // heavy sans the quintet's sun tee read as a hip hop act's.
    const pickedFace: FaceId = rng.pick(['archivoBlack', 'bowlby'] as const);
    const face: FaceId = ctx.style.family === 'jazz' ? ctx.faces.display : pickedFace;
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
    const bullseye = rng.chance(0.5);
    const rays = rng.pick([11, 13, 15]);
    let y: number;
    if (rng.chance(0.4)) {
      // The medallion: the name first, then a whole sun worn on a sash of pattern, the band
      // running into the disc from both sides and the rays fanning above and below it.
      const nameBox = drawBlock(b, name, { top: 70, paint: { fill: inks.primary }, role: 'name' });
      const R = 185 * k;
      const long = 150 * k;
      const cy = nameBox.y1 + 50 + R + 26 + long;
      const sun = sunPaths(CENTER_X, cy, R, { rays, full: true, bullseye, long });
      const sash = { x0: CENTER_X - 500, y0: cy - 48, x1: CENTER_X + 500, y1: cy + 48 };
      const off = cutAwayMask(
        b,
        'sash',
        `<circle cx="${r(CENTER_X)}" cy="${r(cy)}" r="${r(R + 20)}" fill="#000"/>`,
      );
      b.add(`<g mask="url(#${off})">`, []);
      drawBand(b, top, sash, bandInks);
      b.add('</g>', []);
      const clear = cutAwayMask(
        b,
        'rays',
        `<rect x="0" y="${r(sash.y0 - 16)}" width="1200" height="${r(sash.y1 - sash.y0 + 32)}" fill="#000"/>`,
      );
      b.add(`<path fill="${inks.support}" mask="url(#${clear})" d="${sun.rays}"/>`, [inks.support]);
      b.add(
        `<path fill="${inks.accent}" fill-rule="evenodd" d="${sun.rings}"/><path fill="${inks.primary}" fill-rule="evenodd" d="${sun.band}"/>`,
        [inks.accent, inks.primary],
      );
      y = cy + sun.reach + 50;
    } else {
      // The sun, rising: everything of it stops a line of shirt above the band it sits on.
      const horizon = 60 + 460 * k;
      const cy = horizon + 20;
      const sky = b.uid('sky');
      b.def(
        `<clipPath id="${sky}"><rect x="0" y="-600" width="1200" height="${r(horizon - 22 + 600)}"/></clipPath>`,
      );
      const sun = sunPaths(CENTER_X, cy, 215 * k, { rays, full: false, bullseye, long: 200 * k });
      b.add(
        `<g clip-path="url(#${sky})"><path fill="${inks.support}" d="${sun.rays}"/><path fill="${inks.accent}" fill-rule="evenodd" d="${sun.rings}"/><path fill="${inks.primary}" fill-rule="evenodd" d="${sun.band}"/></g>`,
        [inks.support, inks.accent, inks.primary],
      );
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
      y = band2.y1 + 56;
    }
    const country = countryOf(ctx);
    if (country) {
      const line = await flankedLine(
        b,
        ctx,
        country,
        {
          baseline: y + 52,
          cap: 52,
          maxWidth: 760,
          ink: inks.accent,
          role: 'detail',
          tracking: 0.42,
          face,
        },
        inks.support,
        (x, side) => diamond(x + side * 46, y + 26, 26, 34),
      );
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
