/**
 * A back-cover tracklist in two columns: each title numbered ("01", "02"…) with the number in
 * its own ink, set on one line or skipped (never cut or broken), numbered in the order printed.
 * Mixtapes and CD inlays list their tracks this way; one centred column reads as a poem.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, lineWidth, textLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';

export interface TrackColumnsOptions {
  face: FaceId;
  /** Left edges of the columns. */
  columns: readonly number[];
  width: number;
  top: number;
  step: number;
  cap: number;
  tracking: number;
  numberInk: string;
  titleInk: string;
  /** Rows per column. */
  rows: number;
}

export async function trackColumns(
  b: ArtBuilder,
  titles: readonly string[],
  o: TrackColumnsOptions,
): Promise<Box | null> {
  const boxes: Box[] = [];
  const minimum = MIN_TEXT_HEIGHT * 1.12 * 0.999;
  for (const title of titles) {
    const n = boxes.length / 2;
    const column = o.columns[Math.floor(n / o.rows)];
    if (column === undefined) break;
    const num = await textLine(String(n + 1).padStart(2, '0'), o.face, o.tracking);
    const text = await textLine(casingFor(o.face, title), o.face, o.tracking);
    const numScale = o.cap / capHeight(num);
    const numWidth = lineWidth(num) * numScale + o.cap * 0.6;
    const scale = fitScale(text, o.width - numWidth, o.cap);
    if (scale * capHeight(text) < minimum) continue;
    const baseline = o.top + o.cap + (n % o.rows) * o.step;
    boxes.push(
      b.text(
        num,
        { x: column, baseline, scale: numScale, align: 'left' },
        { fill: o.numberInk },
        'detail',
      ),
      b.text(
        text,
        { x: column + numWidth, baseline, scale, align: 'left' },
        { fill: o.titleInk },
        n === 0 ? 'track' : 'detail',
      ),
    );
  }
  return unionBoxes(boxes);
}
