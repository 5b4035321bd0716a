/**
 * Country show bill: a letterpress rodeo or opry bill, set in wood type of many sizes. A star
 * row between rules, the place in spaced capitals, a thick-thin rule stack, the name as the
 * headliner in the western face, another rule stack, then the tracks billed like the night's
 * acts — each smaller than the last, alternating the slab and the condensed face, the first
 * in the accent ink — parted by little starred rules, and a closing stack with a star row.
 * Suits sertanejo's "festa do peão" bills as well as Nashville's. Seeded: star count, and one of
 * three bills so two acts rarely share one: the star-topped bill of the night's songs; a bill
 * headed by a woodcut cut (the name's own emblem, or one the song calls for) over three songs;
 * or a one-song bill, the name set bigger and the song knocked out of a swallow-tail banner.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { r } from '../../svg/num.ts';
import { banner, star } from '../../svg/shapes.ts';
import { capHeight } from '../../layout/text-line.ts';
import { block, drawBlock, fitLineWithin, knockout, nameLockup } from '../../templates/common.ts';
import { icon, pickMotif, trackList } from '../shared/art.ts';
import { detailsLine } from '../shared/details-line.ts';
import { COUNTRY_MOTIFS } from './motifs.ts';
import { countryDefaults } from './regional-figures.ts';

/** A stack of full-width rules (thick, then thin, or the reverse); returns its foot. */
function rules(b: ArtBuilder, y: number, half: number, ink: string, thickFirst: boolean): number {
  const weights = thickFirst ? [16, 5] : [5, 16];
  let at = y;
  const d = weights
    .map((h) => {
      const p = `M${r(CENTER_X - half)} ${r(at)}H${r(CENTER_X + half)}V${r(at + h)}H${r(CENTER_X - half)}Z`;
      at += h + 9;
      return p;
    })
    .join('');
  b.add(`<path fill="${ink}" d="${d}"/>`, [ink]);
  return at - 9;
}

/** A row of `n` five-point stars centred at y, the middle one largest. */
function starRow(cy: number, n: number, pitch: number, big: number): string {
  return Array.from({ length: n }, (_, i) => {
    const k = i - (n - 1) / 2;
    const R = k === 0 ? big : big * 0.62;
    return star(CENTER_X + k * pitch, cy, R, R * 0.42);
  }).join('');
}

export const countryShowBill: Template = {
  id: 'country-show-bill',
  namesMotif: true,
  place: true,
  needsImage: false,
  needsTracks: 3,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const half = 470 * s;
    const bill = rng.pick(['stars', 'cut', 'single'] as const);
    let y = 80;
    const stars = rng.pick([5, 7]);
    if (bill === 'cut') {
      // The printer's stock cut at the head of the bill, a star each side.
      const motif = pickMotif(ctx, COUNTRY_MOTIFS, countryDefaults(ctx));
      const cut = icon(
        b,
        motif,
        { x0: CENTER_X - 210, y0: y - 10, x1: CENTER_X + 210, y1: y + 300 },
        inks.accent,
        { anchor: 'bottom' },
      );
      const side = [-1, 1]
        .map((k) =>
          star(CENTER_X + k * ((cut.x1 - cut.x0) / 2 + 90), (cut.y0 + cut.y1) / 2, 30, 12),
        )
        .join('');
      b.add(`<path fill="${inks.accent}" d="${side}"/>`, [inks.accent]);
      y = cut.y1 + 10;
    } else {
      b.add(`<path fill="${inks.accent}" d="${starRow(y + 26, stars, 78, 26)}"/>`, [inks.accent]);
      y += 70;
    }
    const place = await detailsLine(b, ctx, {
      baseline: y + 34,
      cap: 34,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.5,
    });
    y = (place ? place.y1 : y) + 30;
    y = rules(b, y, half, inks.primary, true) + 50;

    // The headliner.
    const { box: nameBox } = await nameLockup(b, ctx, {
      maxWidth: 2 * half,
      maxCap: (bill === 'single' ? 270 : 220) * s,
      maxHeight: (bill === 'single' ? 540 : 460) * s,
      maxLines: 3,
      leading: 0.14,
      top: y,
      paint: { fill: inks.primary },
    });
    y = rules(b, nameBox.y1 + 50, half, inks.primary, false) + 56;

    if (bill === 'single') {
      // One song, knocked out of a swallow-tail banner, then the closing stack.
      const w = 2 * half - 180;
      const h = 120;
      const shape = banner(CENTER_X, y + h / 2, w, h, 70);
      const { line, scale } = await fitLineWithin(ctx.track, faces.display, 0.04, w - 60, h * 0.5);
      knockout(b, shape, inks.accent, [
        {
          line,
          at: { x: CENTER_X, baseline: y + h / 2 + (capHeight(line) * scale) / 2, scale },
          role: 'track',
        },
      ]);
      y = rules(b, y + h + 60, half, inks.primary, true) + 40;
      b.add(`<path fill="${inks.accent}" d="${starRow(y + 20, stars, 64, 20)}"/>`, [inks.accent]);
      return;
    }

    // The bill: the tracks in falling sizes, each in the other face, parted by starred rules.
    const caps = [84, 62, 50, 42];
    const billed = trackList(ctx, bill === 'cut' ? 3 : caps.length);
    for (const [i, title] of billed.entries()) {
      const face = i % 2 === 0 ? faces.display : faces.support;
      const cap = (caps[i] ?? 42) * s;
      const fitted = await block(title, face, {
        maxWidth: 2 * half - 60,
        maxCap: Math.max(cap, 32),
        maxHeight: Math.max(cap, 32) * 2.5,
        maxLines: 2,
        leading: 0.25,
        tracking: face === faces.support ? 0.12 : 0.03,
      });
      const box = drawBlock(b, fitted, {
        top: y,
        paint: { fill: i === 0 ? inks.accent : inks.primary },
        role: i === 0 ? 'track' : 'detail',
      });
      y = box.y1;
      if (i < billed.length - 1) {
        const mid = y + 34;
        b.add(
          `<path fill="${inks.support}" d="M${r(CENTER_X - 130)} ${r(mid - 2)}H${r(CENTER_X - 30)}V${r(mid + 2)}H${r(CENTER_X - 130)}ZM${r(CENTER_X + 30)} ${r(mid - 2)}H${r(CENTER_X + 130)}V${r(mid + 2)}H${r(CENTER_X + 30)}Z${star(CENTER_X, mid, 14, 6)}"/>`,
          [inks.support],
        );
        y = mid + 34;
      }
    }
    y = rules(b, y + 50, half, inks.primary, true) + 40;
    b.add(`<path fill="${inks.accent}" d="${starRow(y + 20, 3, 64, 20)}"/>`, [inks.accent]);
  },
};
