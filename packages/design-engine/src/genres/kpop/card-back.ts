/**
 * The back of a photocard, peeking out from behind the front one when the photocard layout fans
 * a pair (the way fans show a pulled set): the same rounded card turned the other way, a fine
 * inner rule, a grid of small sparkles and the artist's initials where the back shows — the printed
 * back of an inclusion card. Drawn under the front card, stopped short of it.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, textLine } from '../../layout/text-line.ts';
import { r } from '../../svg/num.ts';
import { initials } from '../../templates/common.ts';
import { isCased } from '../../text/scripts.ts';
import { cutAwayMask, swollen } from '../shared/cut-away-mask.ts';
import { sparkle } from '../shared/ornaments.ts';
import { roundRectPath } from '../shared/round-rect.ts';

export interface CardAt {
  x0: number;
  y0: number;
  w: number;
  h: number;
  tilt: number;
}

/** The card's outline turned about its centre, as SVG markup (for masks). */
export function cardMarkup(c: CardAt): string {
  const cx = c.x0 + c.w / 2;
  const cy = c.y0 + c.h / 2;
  return `<path transform="rotate(${r(c.tilt)} ${r(cx)} ${r(cy)})" d="${roundRectPath(c.x0, c.y0, c.x0 + c.w, c.y0 + c.h, 36)}"/>`;
}

export async function cardBack(
  b: ArtBuilder,
  ctx: TemplateContext,
  back: CardAt,
  front: CardAt,
): Promise<void> {
  const { inks, faces } = ctx;
  const cx = back.x0 + back.w / 2;
  const cy = back.y0 + back.h / 2;
  // Everything of the back card stops 18 units short of the front card laid over it.
  const mask = cutAwayMask(b, 'front', swollen(cardMarkup(front), 36));
  b.add(`<g mask="url(#${mask})"><g transform="rotate(${r(back.tilt)} ${r(cx)} ${r(cy)})">`, []);
  const { x0, y0, w, h } = back;
  b.add(
    `<path fill="none" stroke="${inks.support}" stroke-width="12" d="${roundRectPath(x0, y0, x0 + w, y0 + h, 36)}"/><path fill="none" stroke="${inks.support}" stroke-width="3" d="${roundRectPath(x0 + 30, y0 + 30, x0 + w - 30, y0 + h - 30, 20)}"/>`,
    [inks.support],
  );
  // The initials sit in the half of the back the front card leaves showing.
  const mx = cx + Math.sign(back.x0 - front.x0) * w * 0.24;
  const marks: string[] = [];
  const step = w / 5;
  for (let gy = y0 + step * 0.8; gy < y0 + h - step * 0.5; gy += step) {
    for (let gx = x0 + step * 0.6; gx < x0 + w - step * 0.4; gx += step) {
      if (Math.abs(gx - mx) < w * 0.24 && Math.abs(gy - cy) < w * 0.3) continue;
      marks.push(sparkle(gx, gy, 12));
    }
  }
  b.add(`<path fill="${inks.accent}" d="${marks.join('')}"/>`, [inks.accent]);
  // Initials of a joined script stand apart with spaces: the first alone fits the showing half.
  // A name without capitals (Hangul, kana, Han) prints whole: its first syllable alone read as a
  // cut-off name (블루문's back card said "블"); too long to fit, the back keeps its sparkles.
  const mark = await textLine(cardBackMark(ctx.name), faces.display, 0.04);
  const scale = fitScale(mark, w * 0.36, w * 0.26);
  if (capHeight(mark) * scale >= MIN_TEXT_HEIGHT * 1.12) {
    b.text(
      mark,
      { x: mx, baseline: cy + (capHeight(mark) * scale) / 2, scale },
      { fill: inks.support },
      'detail',
    );
  }
  b.add('</g></g>', []);
}

/** What the card back prints: the name's first initial, or the whole name when it has no capitals. */
export function cardBackMark(name: string): string {
  return isCased(name) ? (initials(name).split(' ')[0] ?? '') : name;
}
