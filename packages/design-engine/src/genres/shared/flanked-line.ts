/**
 * A small line set between two marks (diamonds, stars, short rules), the way a running head, a
 * song or a country is framed on a poster or a sleeve: the marks are placed from the line's own
 * box, so they follow it however wide the text comes out.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { smallLine, type SmallLineOptions } from '../../templates/common.ts';

/** One mark's path at the line's `edge` (x0 on the left, x1 on the right), `side` -1 or 1. */
export type FlankMark = (edge: number, side: -1 | 1, line: Box) => string;

/** Draws the line, then both marks in `ink` as one path; returns the line's box. */
export async function flankedLine(
  b: ArtBuilder,
  ctx: TemplateContext,
  text: string,
  options: SmallLineOptions,
  ink: string,
  mark: FlankMark,
): Promise<Box> {
  // Marks framing nothing are stray glyphs: with no text, nothing is drawn.
  if (text.trim().length === 0) {
    const x = options.x ?? CENTER_X;
    return { x0: x, y0: options.baseline, x1: x, y1: options.baseline };
  }
  const line = await smallLine(b, ctx, text, options);
  b.add(`<path fill="${ink}" d="${mark(line.x0, -1, line)}${mark(line.x1, 1, line)}"/>`, [ink]);
  return line;
}

/** The middle of a line's box, where a mark sits level with the letters. */
export const middleOf = (line: Box): number => (line.y0 + line.y1) / 2;
