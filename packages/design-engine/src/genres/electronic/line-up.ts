/**
 * A flyer's billing, set with the artist's own tracks: titles stacked centred, the first big and
 * the rest smaller, inks alternating, a small mark between each, every title on one line or left
 * out (never cut or broken). The tracks are the artist's set, so the flyer heads them as a
 * tracklist, not as a line-up of acts.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, inkAbove, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { diamond } from '../../svg/shapes.ts';

const MINIMUM = MIN_TEXT_HEIGHT * 1.12 * 0.999;

export interface LineUpOptions {
  face: FaceId;
  top: number;
  /** Cap heights: the first title, then the rest. */
  caps: [number, number];
  maxWidth: number;
  tracking: number;
  inks: [string, string];
  markInk: string;
  max: number;
}

/** The titles `lineUp` prints (one line each at the printable minimum or larger), in order. */
export async function lineUpTitles(
  titles: readonly string[],
  o: Pick<LineUpOptions, 'face' | 'caps' | 'maxWidth' | 'tracking' | 'max'>,
): Promise<string[]> {
  const kept: string[] = [];
  for (const title of titles) {
    if (kept.length >= o.max) break;
    const cap = kept.length === 0 ? o.caps[0] : o.caps[1];
    const line = await textLine(casingFor(o.face, title), o.face, o.tracking);
    if (fitScale(line, o.maxWidth, cap) * capHeight(line) >= MINIMUM) kept.push(title);
  }
  return kept;
}

export async function lineUp(
  b: ArtBuilder,
  titles: readonly string[],
  o: LineUpOptions,
): Promise<Box | null> {
  const boxes: Box[] = [];
  let y = o.top;
  for (const title of await lineUpTitles(titles, o)) {
    const i = boxes.length;
    const cap = i === 0 ? o.caps[0] : o.caps[1];
    const line = await textLine(casingFor(o.face, title), o.face, o.tracking);
    const scale = fitScale(line, o.maxWidth, cap);
    const h = scale * capHeight(line);
    if (i > 0) {
      // A small diamond between titles, the flyer's bullet.
      b.add(`<path fill="${o.markInk}" d="${diamond(CENTER_X, y + 16, 18, 18)}"/>`, [o.markInk]);
      y += 46;
    }
    const box = b.text(
      line,
      { x: CENTER_X, baseline: y + Math.max(h, inkAbove(line) * scale), scale, align: 'center' },
      { fill: o.inks[i % 2] ?? o.inks[0] },
      i === 0 ? 'track' : 'detail',
    );
    boxes.push(box);
    y = box.y1 + 22;
  }
  return unionBoxes(boxes);
}
