/**
 * Sets text around a circle, cluster by cluster from one shaped line, for seals and rings: along
 * the top reading clockwise, or along the bottom reading left to right.
 */
import type { FaceId } from '../fonts/catalog.ts';
import { unionBoxes, type Box } from '../svg/box.ts';
import type { ShapedPiece } from '../text/shape.ts';
import { canSetAsTiles } from '../text/scripts.ts';
import { MIN_TEXT_HEIGHT } from './geometry.ts';
import type { ArtBuilder, TextRole } from './art-builder.ts';
import { capHeight, shortTextGrowth, textLine, type TextLine } from './text-line.ts';

export interface CircleTextOptions {
  cx: number;
  cy: number;
  /** Radius of the baseline (top arc) or of the cap line (bottom arc). */
  radius: number;
  /** Cap height in units. */
  cap: number;
  /** Space between glyphs, in em of the cap height. */
  tracking: number;
  side: 'top' | 'bottom';
  /** Largest arc the text may span, in degrees. */
  maxSweep: number;
  ink: string;
  role: TextRole;
  /**
   * A one- or two-letter text grows past `cap` (see `shortTextGrowth`): for an arc free to rise
   * (a name over an emblem), never for one inside a seal's band.
   */
  growShort?: boolean;
}

/** Most of a circle that text may take when it cannot fit `maxSweep` at the minimum size. */
const MAX_SWEEP = 340;

/**
 * One drawn cluster of the shaped text as a line of its own, boxed by its advance so that pieces
 * placed side by side along the arc meet where the shaper put them (Arabic joins stay joined).
 */
function pieceLine(line: TextLine, piece: ShapedPiece): TextLine {
  const bbox = {
    x0: piece.x,
    x1: piece.x + Math.max(piece.advance, 1e-3),
    y0: piece.bbox?.y0 ?? line.capTop,
    y1: piece.bbox?.y1 ?? 0,
  };
  return { ...line, shape: { ...line.shape, d: piece.d, bbox } };
}

/**
 * Sets `text` along the arc, shaped as a whole (so bidi order, joins and conjuncts are right) and
 * placed cluster by cluster. Never cut: when the arc cannot hold the text at the minimum printable
 * size, the text takes more of the circle.
 */
export async function circleText(
  b: ArtBuilder,
  text: string,
  face: FaceId,
  options: CircleTextOptions,
): Promise<Box> {
  const whole = await textLine(text, face);
  const cap = capHeight(whole);
  // Letter-spacing along the arc would pull joined letters apart.
  const tracking = canSetAsTiles(text) ? options.tracking : 0;
  const pieces = whole.shape.pieces.filter((p) => p.advance > 0 || p.d);
  if (!pieces.some((p) => p.d)) throw new Error('circle text needs at least one visible character');
  let scale = (options.cap * (options.growShort ? shortTextGrowth(text) : 1)) / cap;
  const total = (s: number): number =>
    pieces.reduce((sum, p) => sum + p.advance * s + tracking * cap * s, 0);
  const sweepAt = (s: number): number => (total(s) / options.radius) * (180 / Math.PI);
  if (sweepAt(scale) > options.maxSweep) scale *= options.maxSweep / sweepAt(scale);
  scale = Math.max(scale, (MIN_TEXT_HEIGHT * 1.02) / cap);
  if (sweepAt(scale) > MAX_SWEEP) scale *= MAX_SWEEP / sweepAt(scale);
  const sweep = sweepAt(scale);
  const length = total(scale);
  const boxes: Box[] = [];
  let travelled = 0;
  for (const piece of pieces) {
    const advance = piece.advance * scale + tracking * cap * scale;
    const middle = travelled + (piece.advance * scale) / 2;
    travelled += advance;
    if (!piece.d) continue;
    const offset = (middle / length) * sweep - sweep / 2;
    const angle = options.side === 'top' ? -90 + offset : 90 - offset;
    const radius = options.side === 'top' ? options.radius : options.radius + cap * scale;
    const a = (angle * Math.PI) / 180;
    const x = options.cx + radius * Math.cos(a);
    const y = options.cy + radius * Math.sin(a);
    const rotate = options.side === 'top' ? angle + 90 : angle - 90;
    const { markup, box } = b.textMarkup(
      pieceLine(whole, piece),
      { x, baseline: y, scale, rotate },
      { fill: options.ink },
    );
    b.add(markup, [options.ink]);
    boxes.push(box);
  }
  const box = unionBoxes(boxes) as Box;
  b.record(whole, box, options.ink, scale, options.role);
  return box;
}
