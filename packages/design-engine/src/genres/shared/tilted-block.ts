/**
 * A text block set at a slant: the script track line leaning over a Latin name, the pop bubble
 * hook, a name tilted across a record sleeve. `drawBlock` sets blocks level; these place every
 * line of the block on its own baseline from `top`, each turned `rotate` degrees about its
 * baseline point, so the lines of a two-line title stay stacked under one another.
 */
import type { ArtBuilder, Paint, TextRole } from '../../layout/art-builder.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import type { TextBlock } from '../../layout/text-line.ts';
import { unionBoxes, type Box } from '../../svg/box.ts';
import type { OverLine } from './text-gap.ts';

export interface TiltedBlockOptions {
  /** Centre of the lines; the art's centre when absent. */
  x?: number;
  /** Cap top of the first line (baselines are measured from here). */
  top: number;
  /** Degrees, each line about its own baseline centre. */
  rotate: number;
}

/** Where each line of the block goes: for `openTextGap`, or to draw later. */
export function tiltedLines(text: TextBlock, options: TiltedBlockOptions): OverLine[] {
  return text.lines.map((line, i) => ({
    line,
    at: {
      x: options.x ?? CENTER_X,
      baseline: options.top + (text.baselines[i] ?? 0),
      scale: text.scale,
      rotate: options.rotate,
    },
  }));
}

/** Draws the block's lines tilted; returns the union of their ink boxes. */
export function drawTiltedBlock(
  b: ArtBuilder,
  text: TextBlock,
  options: TiltedBlockOptions & { paint: Paint; role: TextRole },
): Box {
  const boxes = tiltedLines(text, options).map((l) =>
    b.text(l.line, l.at, options.paint, options.role),
  );
  // A fitted block has at least one line; the empty case only guards the type.
  return unionBoxes(boxes) ?? { x0: CENTER_X, y0: options.top, x1: CENTER_X, y1: options.top };
}
