/**
 * A back-cover tracklist in two columns: each title numbered ("01", "02"…) with the number in
 * its own ink, set on one line or skipped (never cut or broken), numbered in the order printed.
 * Mixtapes and CD inlays list their tracks this way; centred lines would read as a poem.
 */
import type { FaceId } from '../../fonts/catalog.ts';
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { MIN_TEXT_HEIGHT } from '../../layout/geometry.ts';
import { capHeight, fitScale, lineWidth, textLine, type TextLine } from '../../layout/text-line.ts';
import { casingFor } from '../../style/styles.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import { isRtlScript, scriptsOf } from '../../text/scripts.ts';

export interface TrackColumnsOptions {
  face: FaceId;
  /** The list is centred on this x. */
  center: number;
  /** Width of one column. */
  width: number;
  /** Between the two columns. */
  gutter: number;
  top: number;
  step: number;
  cap: number;
  tracking: number;
  numberInk: string;
  titleInk: string;
}

interface Row {
  num: TextLine;
  numScale: number;
  numWidth: number;
  text: TextLine;
  scale: number;
}

/**
 * Titles that fit one line are measured first, then laid out: up to three in one column centred
 * as a block, more in two balanced columns (four sit two and two, five three and two).
 */
export async function trackColumns(
  b: ArtBuilder,
  titles: readonly string[],
  o: TrackColumnsOptions,
): Promise<Box | null> {
  const minimum = MIN_TEXT_HEIGHT * 1.12 * 0.999;
  const rows: Row[] = [];
  for (const title of titles) {
    const num = await textLine(String(rows.length + 1).padStart(2, '0'), o.face, o.tracking);
    const text = await textLine(casingFor(o.face, title), o.face, o.tracking);
    const numScale = o.cap / capHeight(num);
    const numWidth = lineWidth(num) * numScale + o.cap * 0.6;
    const scale = fitScale(text, o.width - numWidth, o.cap);
    if (scale * capHeight(text) >= minimum) rows.push({ num, numScale, numWidth, text, scale });
  }
  const perColumn = rows.length <= 3 ? 3 : Math.ceil(rows.length / 2);
  const columns = Math.ceil(rows.length / perColumn);
  const widths = Array.from({ length: columns }, (_, c) =>
    Math.max(
      ...rows
        .slice(c * perColumn, (c + 1) * perColumn)
        .map((row) => row.numWidth + lineWidth(row.text) * row.scale),
    ),
  );
  const total = widths.reduce((sum, w) => sum + w, 0) + o.gutter * (columns - 1);
  // A right-to-left list reads from the right: the first column on the right, each number at
  // its line's right end with the title running leftwards from it.
  const rtl = rows.filter((row) => rightToLeft(row.text.text)).length * 2 > rows.length;
  const boxes: Box[] = [];
  rows.forEach((row, i) => {
    const c = Math.floor(i / perColumn);
    const offset = widths.slice(0, c).reduce((sum, w) => sum + w + o.gutter, 0);
    const baseline = o.top + o.cap + (i % perColumn) * o.step;
    const x = rtl ? o.center + total / 2 - offset : o.center - total / 2 + offset;
    const align = rtl ? 'right' : 'left';
    boxes.push(
      b.text(row.num, { x, baseline, scale: row.numScale, align }, { fill: o.numberInk }, 'detail'),
      b.text(
        row.text,
        { x: rtl ? x - row.numWidth : x + row.numWidth, baseline, scale: row.scale, align },
        { fill: o.titleInk },
        i === 0 ? 'track' : 'detail',
      ),
    );
  });
  return unionBoxes(boxes);
}

function rightToLeft(text: string): boolean {
  return scriptsOf(text).some((script) => isRtlScript(script));
}
