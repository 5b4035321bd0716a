/**
 * Metal, altar: the dense, illustrated front print. The name on top in the family's face; under
 * it an altar piece, strictly mirrored — a large silhouette (picked from the track words: raven,
 * skull, goat, serpent, moon…) inside a halo of rays, two thorned branches bending up round it,
 * two pairs of dripping candles on a thorn-rule altar — and below, an unrolled scroll carrying
 * the tracklist in Roman numerals. Everything but the name is line, thorn and silhouette, so it
 * reads as one engraved plate rather than a logo over a clip-art icon.
 * Seeded: motif, ray count, candle heights, how many tracks the scroll holds, and the order —
 * the name over the plate and its scroll, or the plate first with the name under the altar
 * like a dedication and the track under it (no scroll), so two bands rarely share one plate.
 */
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import type { Box } from '../../svg/box.ts';
import type { Template } from '../../layout/template.ts';
import { circle } from '../../svg/shapes.ts';
import { icon, pickMotif, trackList, type MotifRule } from '../shared/art.ts';
import { arcBranch, halo, roman, scroll, SCROLL_ROLL } from './altar-pieces.ts';
import { candlePairs, MIRROR_X } from './candle-pairs.ts';
import { METAL_DEFAULTS, METAL_MOTIFS } from './cathedral.ts';
import { nameOnTop } from './name-on-top.ts';
import { nameLockup } from '../../templates/common.ts';
import { trackAndPlace } from '../shared/track-and-place.ts';
import { thornDivider } from './thorns.ts';

/** The altar's centrepiece favours the big frontal silhouettes that carry a whole plate. */
const ALTAR_MOTIFS: readonly MotifRule[] = [
  [/moon|lunar|night|eclipse/, ['evil-moon', 'wolf-howl']],
  [/serpent|snake|venom|eden/, ['snake-spiral', 'snake']],
  [/goat|horn|devil|hell|sabbath|baphomet/, ['goat', 'horned-skull']],
  [/candle|ritual|requiem|funeral|vigil/, ['candle-skull', 'horned-skull']],
  ...METAL_MOTIFS,
];
const ALTAR_DEFAULTS = [...METAL_DEFAULTS, 'snake-spiral'];

export const metalAltar: Template = {
  id: 'metal-altar',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const plateFirst = rng.chance(0.4);
    const nameBox = plateFirst ? null : await nameOnTop(b, ctx, 260, 360);

    // The plate: halo and motif centred under the name, the altar rule across its foot.
    const radius = 285;
    // Plate first: the branches' tips (about 1.3 radii up) stay inside the print's top margin.
    const cy = (nameBox ? nameBox.y1 + 70 : 60 + radius * 1.3) + radius * (nameBox ? 1 : 0);
    const altarY = cy + radius + 40;
    b.add(
      `<path fill="${inks.accent}" d="${halo(CENTER_X, cy, radius * 0.9, radius * 1.18, rng.pick([36, 44, 52]))}"/>`,
      [inks.accent],
    );
    b.add(
      `<path fill="none" stroke="${inks.accent}" stroke-width="6" d="${circle(CENTER_X, cy, radius * 0.86)}"/>`,
      [inks.accent],
    );
    const motif = pickMotif(ctx, ALTAR_MOTIFS, ALTAR_DEFAULTS);
    icon(
      b,
      motif,
      {
        x0: CENTER_X - radius * 0.7,
        y0: cy - radius * 0.7,
        x1: CENTER_X + radius * 0.7,
        y1: cy + radius * 0.66,
      },
      inks.primary,
    );

    // Thorned branches bending up both sides from the altar, the left mirrored from the right.
    const branch = arcBranch(CENTER_X, cy, radius * 1.32, 80, -20, 16, rng.fork('branch'));
    b.add(`<g fill="${inks.primary}"><path d="${branch}"/><path ${MIRROR_X} d="${branch}"/></g>`, [
      inks.primary,
    ]);

    // Two pairs of candles on the altar, outside the branches; the outer one shorter.
    const tall = rng.range(240, 300);
    const candles = candlePairs(
      [
        [radius * 1.52, tall, 46],
        [radius * 1.78, tall * 0.66, 40],
      ],
      altarY,
      rng.fork('candles'),
    );
    b.add(`<g fill="${inks.primary}">${candles.wax}</g>`, [inks.primary]);
    b.add(`<g fill="${inks.accent}">${candles.flames}</g>`, [inks.accent]);
    b.add(
      `<path fill="${inks.primary}" d="${thornDivider(CENTER_X, altarY + 16, radius * 1.9, 12)}"/>`,
      [inks.primary],
    );

    if (plateFirst) {
      // The dedication under the altar: the name, then the track and the country, quiet.
      const { box } = await nameLockup(b, ctx, {
        maxWidth: 1040 * ctx.shrink,
        maxCap: 220 * ctx.shrink,
        maxHeight: 340 * ctx.shrink,
        maxLines: 3,
        leading: 0.14,
        top: altarY + 100,
        paint: { fill: inks.primary },
      });
      await trackAndPlace(b, ctx, {
        baseline: box.y1 + 90,
        track: { cap: 38, maxWidth: 860, ink: inks.support, tracking: 0.3 },
        place: { gap: 50, maxWidth: 600, ink: inks.support, tracking: 0.5, chance: 0.6 },
      });
      return;
    }

    // The scroll and its tracklist, numbered in Roman numerals (counted over the titles that
    // fit on one line, so the numbers never skip); the sheet is as wide as its longest line.
    const step = 64;
    const top = altarY + 80;
    const textTop = top + SCROLL_ROLL + 70;
    const boxes: Box[] = [];
    // As many as fit above the chest print's foot (1440), so the plate is never scaled down.
    const room = Math.max(1, Math.floor((1440 - 40 - SCROLL_ROLL - textTop) / step) + 1);
    for (const title of trackList(ctx, Math.min(room, rng.pick([3, 4, 5])))) {
      const label = casingFor(faces.support, `${roman(boxes.length + 1)} · ${title}`);
      const line = await textLine(label, faces.support, 0.08);
      const scale = fitScale(line, 900, 38);
      if (scale * capHeight(line) < MIN_TEXT_HEIGHT * 1.12 * 0.999) continue;
      boxes.push(
        b.text(
          line,
          { x: CENTER_X, align: 'center', baseline: textTop + boxes.length * step, scale },
          { fill: boxes.length === 0 ? inks.primary : inks.support },
          boxes.length === 0 ? 'track' : 'detail',
        ),
      );
    }
    const widest = Math.max(0, ...boxes.map((x) => x.x1 - x.x0));
    const sheetW = Math.min(960, Math.max(560, widest + 110));
    const last = boxes[boxes.length - 1];
    const bottom = (last ? last.y1 : textTop) + 36;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="6" stroke-linejoin="round" d="${scroll(CENTER_X, top, bottom, sheetW)}"/>`,
      [inks.support],
    );
  },
};
