/**
 * Sets text around a circle, glyph by glyph (each outlined by satori in the run's face), for
 * seals and rings: along the top reading clockwise, or along the bottom reading left to right.
 */
import type { FaceId } from '../fonts/catalog.ts';
import { unionBoxes, type Box } from '../svg/box.ts';
import { shorten } from '../text/hook.ts';
import { MIN_TEXT_HEIGHT } from './geometry.ts';
import type { ArtBuilder, TextRole } from './art-builder.ts';
import { capHeight, lineWidth, textLine, type TextLine } from './text-line.ts';

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
}

const SPACE = 0.45;

/** Glyph lines and their advances (in units at scale 1 for the reference size). */
async function glyphs(
  text: string,
  face: FaceId,
): Promise<{ char: string; line: TextLine | null }[]> {
  return Promise.all(
    [...text].map(async (char) => ({
      char,
      line: /\s/.test(char) ? null : await textLine(char, face),
    })),
  );
}

function tooLong(items: { line: TextLine | null }[], options: CircleTextOptions): boolean {
  const reference = items.find((item) => item.line)?.line;
  if (!reference) return false;
  const scale = MIN_TEXT_HEIGHT / capHeight(reference);
  const unit = MIN_TEXT_HEIGHT;
  const total = items.reduce(
    (sum, item) =>
      sum + (item.line ? lineWidth(item.line) * scale + options.tracking * unit : SPACE * unit),
    0,
  );
  return (total / options.radius) * (180 / Math.PI) > options.maxSweep;
}

/** Returns the text's box, or null when it would not fit in `maxSweep` at the minimum cap. */
export async function circleText(
  b: ArtBuilder,
  fullText: string,
  face: FaceId,
  options: CircleTextOptions,
): Promise<Box> {
  let text = fullText;
  let items = await glyphs(text, face);
  // Shorten (never shrink below the minimum printable size) when the arc cannot hold it all.
  while (tooLong(items, options) && [...text].length > 4) {
    text = shorten(fullText, [...text].length - 3);
    items = await glyphs(text, face);
  }
  const reference = items.find((item) => item.line)?.line;
  if (!reference) throw new Error('circle text needs at least one visible character');
  let scale = options.cap / capHeight(reference);
  const advanceOf = (line: TextLine | null, s: number): number =>
    line
      ? lineWidth(line) * s + options.tracking * options.cap * (s / scale)
      : SPACE * options.cap * (s / scale);
  const total = (s: number): number =>
    items.reduce((sum, item) => sum + advanceOf(item.line, s), 0);
  const sweepAt = (s: number): number => (total(s) / options.radius) * (180 / Math.PI);
  if (sweepAt(scale) > options.maxSweep) scale *= options.maxSweep / sweepAt(scale);
  scale = Math.max(scale, (MIN_TEXT_HEIGHT * 1.02) / capHeight(reference));
  const sweep = sweepAt(scale);
  const boxes: Box[] = [];
  let travelled = 0;
  for (const item of items) {
    const advance = advanceOf(item.line, scale);
    const middle = travelled + advance / 2;
    travelled += advance;
    if (!item.line) continue;
    const offset = (middle / total(scale)) * sweep - sweep / 2;
    const angle = options.side === 'top' ? -90 + offset : 90 - offset;
    const radius =
      options.side === 'top' ? options.radius : options.radius + capHeight(item.line) * scale;
    const a = (angle * Math.PI) / 180;
    const x = options.cx + radius * Math.cos(a);
    const y = options.cy + radius * Math.sin(a);
    const rotate = options.side === 'top' ? angle + 90 : angle - 90;
    const { markup, box } = b.textMarkup(
      item.line,
      { x, baseline: y, scale, rotate },
      { fill: options.ink },
    );
    b.add(markup, [options.ink]);
    boxes.push(box);
  }
  const box = unionBoxes(boxes) as Box;
  const whole = await textLine(text, face);
  b.record(whole, box, options.ink, scale, options.role);
  return box;
}
