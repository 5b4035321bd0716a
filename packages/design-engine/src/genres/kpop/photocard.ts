/**
 * K-pop photocard: a tilted rounded photocard with the artist screened in dots inside (a big
 * sparkle and the first letter when there is no picture), corner sparkles, and below it the name
 * large in a clean wide face with its romanisation small and tracked, and the song as a numbered
 * line — the look of an album's inclusion card, not of kids' wear. Seeded: one card alone with
 * sparkles at two corners, or a fanned pair — the front card leaning one way over the card's
 * printed back (sparkle grid, initials) leaning the other, as fans show a pulled set.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { drawPortrait } from '../../image/portrait-art.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { r } from '../../svg/num.ts';
import { block, drawBlock, smallLine } from '../../templates/common.ts';
import { sparkle } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';
import { cardBack } from './card-back.ts';

export const kpopPhotocard: Template = {
  id: 'kpop-photocard',
  needsImage: false,
  needsTracks: 1,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const parts = { main: ctx.name, alt: ctx.altName };
    const tilt = rng.pick([-5, -3, 3, 5]);
    const pair = rng.chance(0.5);
    const w = (pair ? 430 : 470) * ctx.shrink;
    const h = w * 1.5;
    // A pair fans from the middle: the front card a step to the side its lean points away from.
    const side = tilt > 0 ? -1 : 1;
    const x0 = CENTER_X - w / 2 + (pair ? side * 120 : 0);
    const y0 = pair ? 110 : 90;
    const cy = y0 + h / 2;
    if (pair) {
      const back = { x0: CENTER_X - w / 2 - side * 130, y0: y0 - 30, w, h, tilt: -tilt * 2.2 };
      await cardBack(b, ctx, back, { x0, y0, w, h, tilt });
    }
    const frameInk = rng.chance(0.5) ? inks.accent : inks.primary;
    b.add(`<g transform="rotate(${r(tilt)} ${r(CENTER_X)} ${r(cy)})">`, []);
    b.add(
      `<path fill="none" stroke="${frameInk}" stroke-width="12" d="${roundRectPath(x0, y0, x0 + w, y0 + h, 36)}"/>`,
      [frameInk],
    );
    const inset = 34;
    const pic = { x0: x0 + inset, y0: y0 + inset, x1: x0 + w - inset, y1: y0 + w - inset + 60 };
    if (ctx.hasImage) {
      // The photo as a two-ink duotone or dot screen, cropped to the subject, inside the card.
      drawPortrait(b, ctx.portrait, {
        treatment: rng.pick(['duotone', 'halftone-dots'] as const),
        inks: [inks.primary, frameInk === inks.accent ? inks.support : inks.accent],
        garment: inks.garment,
        box: pic,
        shape: 'fade',
        rng,
      });
    } else {
      const pcx = (pic.x0 + pic.x1) / 2;
      const pcy = (pic.y0 + pic.y1) / 2;
      b.add(
        `<path fill="${inks.accent}" d="${sparkle(pcx, pcy, (pic.x1 - pic.x0) * 0.42, 0.12)}"/>`,
        [inks.accent],
      );
      b.add(
        `<path fill="${inks.primary}" d="${sparkle(pcx + 120, pcy - 130, 46)}${sparkle(pcx - 130, pcy + 120, 30)}"/>`,
        [inks.primary],
      );
    }
    // The card's caption strip: a hairline and the card's number, like a printed inclusion.
    const stripY = y0 + h - 120;
    b.add(
      `<path fill="none" stroke="${inks.support}" stroke-width="4" d="M${r(x0 + inset)} ${r(stripY)}H${r(x0 + w - inset)}"/>`,
      [inks.support],
    );
    const mark = await textLine(
      casingFor(faces.support, parts.alt ?? parts.main),
      faces.support,
      0.2,
    );
    const ms = fitScale(mark, w - inset * 2 - 20, 30);
    // The caption is an ornament: a name too long to print legibly there is left off.
    if (capHeight(mark) * ms >= MIN_TEXT_HEIGHT * 1.12) {
      b.text(
        mark,
        { x: CENTER_X, baseline: stripY + 40 + capHeight(mark) * ms, scale: ms },
        { fill: inks.support },
        'detail',
      );
    }
    b.add('</g>', []);
    // Sparkles at two corners, off the card.
    const big = rng.range(60, 80);
    if (pair) {
      // The pair fills the width: one big twinkle over the front card's free top corner.
      const fx = side > 0 ? x0 + w + 30 : x0 - 30;
      b.add(`<path fill="${inks.accent}" d="${sparkle(fx, y0 + h + 10, big)}"/>`, [inks.accent]);
    } else
      b.add(
        `<path fill="${inks.accent}" d="${sparkle(x0 + w + 40, y0 + 30, big)}${sparkle(x0 - 50, y0 + h - 60, big * 0.6)}"/>`,
        [inks.accent],
      );
    if (!pair)
      b.add(
        `<path fill="none" stroke="${inks.primary}" stroke-width="6" d="${sparkle(x0 + w + 85, y0 + 140, 30)}${sparkle(x0 - 80, y0 + h - 170, 24)}"/>`,
        [inks.primary],
      );

    const name = await block(parts.main, faces.display, {
      maxWidth: 1000 * ctx.shrink,
      maxCap: 170 * ctx.shrink,
      maxHeight: 300 * ctx.shrink,
      maxLines: 2,
      leading: 0.22,
    });
    const nameBox = drawBlock(b, name, {
      top: y0 + h + 110,
      paint: { fill: inks.primary },
      role: 'name',
    });
    let y = nameBox.y1;
    if (parts.alt) {
      const alt = await smallLine(b, ctx, parts.alt, {
        baseline: y + 70,
        cap: 40,
        maxWidth: 800,
        ink: inks.accent,
        role: 'name',
        tracking: 0.5,
      });
      y = alt.y1;
    }
    await smallLine(b, ctx, [`01  ${ctx.track}`, ctx.track], {
      baseline: y + 72,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      role: 'track',
      tracking: 0.3,
    });
  },
};
