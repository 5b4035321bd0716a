/**
 * Lettering laid over a drawing, with the drawing stopping a little short of every letter (not
 * of a rectangle round the words): the classic script-over-emblem lockup without ink merging.
 */
import type { ArtBuilder, TextPlacement, TextRole } from '../../layout/art-builder.ts';
import type { TextLine } from '../../layout/text-line.ts';
import type { Box } from '../../svg/box.ts';
import { cutAwayMask } from './cut-away-mask.ts';

export interface OverLine {
  line: TextLine;
  at: TextPlacement;
}

/**
 * Opens a group masked so its content keeps `gap` units clear of the lines' glyphs. Draw the
 * art under the lettering, then call the returned function: it closes the group and prints the
 * lines in `ink`, recorded for the checks under `role`. Returns the lines' boxes on close.
 */
export function openTextGap(
  b: ArtBuilder,
  lines: readonly OverLine[],
  gap: number,
  ink: string,
  role: TextRole,
): () => Box[] {
  const cut = lines.map(
    (l) =>
      b.textMarkup(l.line, l.at, { fill: '#000', stroke: '#000', strokeWidth: gap * 2 }).markup,
  );
  const id = cutAwayMask(b, 'tgap', cut.join(''));
  b.add(`<g mask="url(#${id})">`, []);
  return () => {
    b.add('</g>', []);
    return lines.map((l) => b.text(l.line, l.at, { fill: ink }, role));
  };
}
