/**
 * Country rope frame: a twisted-rope border, the song on a banner knocked out across its bottom
 * rope, and inside it one of three seeded pictures, so two country acts rarely share the frame:
 * - horseshoe: a horseshoe hung over the top edge, the name in a western slab, a boot or cactus
 *   at each lower corner with stars between;
 * - emblem: a big emblem (the name's own, or one the song's words call for, else a ranch figure)
 *   flanked by stars at the head of the frame, the name under it;
 * - arch: the name arched over the top inside the frame like a ranch gate, the emblem standing
 *   under the arch (names a ring can hold only: joined scripts and long names get the emblem).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { circleText } from '../../layout/circle-text.ts';
import { capHeight } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { banner, star } from '../../svg/shapes.ts';
import {
  altNameLine,
  drawBlock,
  fitLineWithin,
  knockout,
  nameBlock,
  openGap,
} from '../../templates/common.ts';
import { icon, pickMotif } from '../shared/art.ts';
import { rope, roundRectPoints } from '../shared/ornaments.ts';
import { fitsRing } from '../shared/ring-name.ts';
import { slotText, underSlot } from '../shared/tracks.ts';
import { COUNTRY_MOTIFS } from './motifs.ts';
import { countryDefaults } from './regional-figures.ts';

type Arrangement = 'horseshoe' | 'emblem' | 'arch';

/** A name short enough, in letters that stand apart, to arch over a gate. */
const ARCH_LETTERS = 14;

/** The arrangement for this design: the arch only for names it can set. */
export function ropeFrameArrangement(ctx: Pick<TemplateContext, 'rng' | 'name'>): Arrangement {
  const pick = ctx.rng.pick(['horseshoe', 'emblem', 'arch'] as const);
  return pick === 'arch' && !fitsRing(ctx.name, ARCH_LETTERS) ? 'emblem' : pick;
}

/** Three stars in a row (the middle one larger) centred at (cx, cy). */
function starRow(b: ArtBuilder, cx: number, cy: number, ink: string): void {
  const d = [-1, 0, 1]
    .map((k) => star(cx + k * 90, cy, k === 0 ? 34 : 22, k === 0 ? 14 : 9))
    .join('');
  b.add(`<path fill="${ink}" d="${d}"/>`, [ink]);
}

export const countryRopeFrame: Template = {
  id: 'country-rope-frame',
  namesMotif: true,
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const arrangement = ropeFrameArrangement(ctx);
    const x0 = CENTER_X - 480 * ctx.shrink;
    const x1 = CENTER_X + 480 * ctx.shrink;
    // The horseshoe hangs over the top rope; the other two keep all inside, so start higher.
    const y0 = arrangement === 'horseshoe' ? 190 : 110;
    const motif =
      arrangement === 'horseshoe' ? null : pickMotif(ctx, COUNTRY_MOTIFS, countryDefaults(ctx));
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: 780 * ctx.shrink,
      maxCap: (arrangement === 'emblem' ? 150 : 170) * ctx.shrink,
      maxHeight: (arrangement === 'emblem' ? 320 : 380) * ctx.shrink,
      maxLines: 3,
      leading: 0.22,
    });

    // Where the name (or the arch) and the emblem sit, and so how tall the frame runs.
    const iconH = 150;
    const archCap = ([...ctx.name].length <= 9 ? 130 : 110) * ctx.shrink;
    const archRadius = 560;
    const apex = y0 + 70 + archCap;
    const emblemBox =
      arrangement === 'emblem'
        ? { x0: CENTER_X - 200, y0: y0 + 70, x1: CENTER_X + 200, y1: y0 + 370 }
        : { x0: CENTER_X - 170, y0: apex + 70, x1: CENTER_X + 170, y1: apex + 360 };
    const nameTop = arrangement === 'emblem' ? emblemBox.y1 + 56 : y0 + 150;
    const y1 =
      arrangement === 'horseshoe'
        ? nameTop + name.height + iconH + 150
        : arrangement === 'emblem'
          ? nameTop + name.height + 170
          : emblemBox.y1 + 190;
    const bannerY = y1;
    const bannerW = 660;
    const bannerH = 96;
    const bannerShape = banner(CENTER_X, bannerY, bannerW, bannerH, 60);
    const shoeW = 190;
    const shoeBox = {
      x0: CENTER_X - shoeW / 2,
      y0: y0 - 120,
      x1: CENTER_X + shoeW / 2,
      y1: y0 + 90,
    };
    const shoeGap = `M${shoeBox.x0} ${shoeBox.y0 + 40}H${shoeBox.x1}V${shoeBox.y1 - 30}H${shoeBox.x0}Z`;

    openGap(b, bannerShape, 16);
    if (arrangement === 'horseshoe') openGap(b, shoeGap, 6);
    b.add(
      `<path fill="${inks.accent}" d="${rope(roundRectPoints(x0, y0, x1, y1, 60, 34), 40)}"/>`,
      [inks.accent],
    );
    b.add(arrangement === 'horseshoe' ? '</g></g>' : '</g>', []);

    if (arrangement === 'horseshoe') {
      // The horseshoe hangs open-end up, for luck.
      icon(b, 'horseshoe', shoeBox, inks.primary);
      const nameBox = drawBlock(b, name, {
        top: nameTop,
        paint: { fill: inks.primary },
        role: 'name',
      });
      // Corner figures and a row of stars between them.
      const figure = rng.pick(['cowboy-boot', 'cactus', 'cactus']);
      const fy = nameBox.y1 + 40;
      const fh = Math.min(iconH, y1 - 70 - fy);
      if (fh > 60) {
        icon(b, figure, { x0: x0 + 70, y0: fy, x1: x0 + 70 + fh, y1: fy + fh }, inks.support, {
          anchor: 'bottom',
        });
        icon(b, figure, { x0: x1 - 70 - fh, y0: fy, x1: x1 - 70, y1: fy + fh }, inks.support, {
          anchor: 'bottom',
          flip: true,
        });
      }
      starRow(b, CENTER_X, fy + fh * 0.55, inks.accent);
    } else if (arrangement === 'emblem' && motif) {
      const placed = icon(b, motif, emblemBox, inks.primary, { anchor: 'bottom' });
      // A star each side of the emblem, at its waist.
      const mid = (placed.y0 + placed.y1) / 2;
      const side = [-1, 1]
        .map((k) => star(CENTER_X + k * (placed.x1 - placed.x0 + 150) * 0.5, mid, 30, 12))
        .join('');
      b.add(`<path fill="${inks.accent}" d="${side}"/>`, [inks.accent]);
      const nameBox = drawBlock(b, name, {
        top: nameTop,
        paint: { fill: inks.primary },
        role: 'name',
      });
      starRow(b, CENTER_X, (nameBox.y1 + y1 - bannerH / 2) / 2, inks.accent);
    } else if (motif) {
      // The gate: the name along an arc over the emblem, its ends stepping down the frame.
      await circleText(b, casingFor(faces.display, ctx.name), faces.display, {
        cx: CENTER_X,
        cy: apex + archRadius,
        radius: archRadius,
        cap: archCap,
        tracking: 0.1,
        side: 'top',
        maxSweep: 88,
        ink: inks.primary,
        role: 'name',
      });
      const placed = icon(b, motif, emblemBox, inks.primary, { anchor: 'bottom' });
      const alt = await altNameLine(b, ctx, {
        baseline: placed.y1 + 70,
        cap: 34,
        maxWidth: 760,
        ink: inks.support,
        tracking: 0.2,
      });
      starRow(b, CENTER_X, alt ? alt.y1 + 40 : placed.y1 + 55, inks.accent);
    }

    const slot = slotText(ctx, 26);
    const { line: track, scale } = await fitLineWithin(
      slot.text,
      faces.support,
      0.08,
      bannerW - 40,
      bannerH * 0.46,
    );
    knockout(b, bannerShape, inks.primary, [
      {
        line: track,
        at: { x: CENTER_X, baseline: bannerY + (capHeight(track) * scale) / 2, scale },
        role: slot.role,
      },
    ]);
    // A title too long for the banner goes under it, whole, on up to two lines.
    await underSlot(b, ctx, slot, {
      baseline: y1 + 150,
      cap: 30,
      maxWidth: 820,
      ink: inks.support,
      tracking: { track: 0.4, detail: 0.4 },
    });
  },
};
