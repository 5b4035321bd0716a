/**
 * A line of text ready to place: its outline at the reference size plus the face's cap height
 * and baseline, so lines of one face sit on a common baseline whatever their accents.
 */
import type { FaceId } from '../fonts/catalog.ts';
import { outlineText, type TextShape } from '../text/outline.ts';

export interface TextLine {
  text: string;
  face: FaceId;
  shape: TextShape;
  /** Cap top and baseline at the reference size, in the outline's coordinates. */
  capTop: number;
  baseline: number;
}

export async function textLine(text: string, face: FaceId, tracking = 0): Promise<TextLine> {
  const [shape, reference] = await Promise.all([
    outlineText({ text, face, tracking }),
    outlineText({ text: 'H', face }),
  ]);
  return { text, face, shape, capTop: reference.bbox.y0, baseline: reference.bbox.y1 };
}

export const lineWidth = (line: TextLine): number => line.shape.bbox.x1 - line.shape.bbox.x0;
export const capHeight = (line: TextLine): number => line.baseline - line.capTop;

/** Scale at which the line is at most `maxWidth` wide and its capitals at most `maxCap` tall. */
export function fitScale(line: TextLine, maxWidth: number, maxCap: number): number {
  return Math.min(maxWidth / lineWidth(line), maxCap / capHeight(line));
}

/** Splits words into `count` lines of balanced length (by characters). */
export function splitBalanced(text: string, count: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (count <= 1 || words.length <= 1) return [words.join(' ')];
  const n = Math.min(count, words.length);
  const target = text.length / n;
  const lines: string[] = [];
  let current: string[] = [];
  words.forEach((word, index) => {
    const remainingWords = words.length - index;
    const remainingLines = n - lines.length;
    const candidate = [...current, word].join(' ');
    const mustBreak = remainingWords < remainingLines;
    if (
      current.length > 0 &&
      (candidate.length > target * 1.15 || mustBreak) &&
      lines.length < n - 1
    ) {
      lines.push(current.join(' '));
      current = [word];
    } else current.push(word);
  });
  if (current.length) lines.push(current.join(' '));
  return lines;
}

export interface FitBlockOptions {
  maxWidth: number;
  /** Largest cap height per line. */
  maxCap: number;
  /** Total height budget for the block, caps plus gaps. */
  maxHeight: number;
  maxLines: number;
  /** Gap between lines as a fraction of the cap height. */
  leading?: number;
  tracking?: number;
  /** How much bigger a further line break must make the type (default 1.18: 18 %). */
  breakGain?: number;
}

export interface TextBlock {
  lines: TextLine[];
  scale: number;
  /** Cap height in units. */
  cap: number;
  /** Baseline of each line, measured from the first line's cap top, in units. */
  baselines: number[];
  height: number;
}

/**
 * Baselines at reference size: `leading` apart, or further where an accent on one line would
 * touch a descender on the line above (tight stacks must not merge "Ñ" into the line above).
 */
function referenceBaselines(lines: readonly TextLine[], leading: number): number[] {
  const cap = capHeight(lines[0] as TextLine);
  const baselines = [cap];
  for (let i = 1; i < lines.length; i += 1) {
    const above = lines[i - 1] as TextLine;
    const below = lines[i] as TextLine;
    const under = Math.max(0, above.shape.bbox.y1 - above.baseline);
    const over = Math.max(0, below.capTop - below.shape.bbox.y0);
    const step = Math.max(cap * (1 + leading), cap + under + over + cap * 0.08);
    baselines.push((baselines[i - 1] ?? 0) + step);
  }
  return baselines;
}

/** Breaks `text` into as many lines (up to maxLines) as make it largest, at one uniform size. */
export async function fitBlock(
  text: string,
  face: FaceId,
  options: FitBlockOptions,
): Promise<TextBlock> {
  const leading = options.leading ?? 0.28;
  let best: TextBlock | null = null;
  for (let count = 1; count <= options.maxLines; count += 1) {
    const parts = splitBalanced(text, count);
    if (parts.length < count) break;
    const lines = await Promise.all(
      parts.map((part) => textLine(part, face, options.tracking ?? 0)),
    );
    const cap0 = capHeight(lines[0] as TextLine);
    const reference = referenceBaselines(lines, leading);
    const refHeight = reference[reference.length - 1] ?? cap0;
    const byWidth = Math.min(...lines.map((l) => options.maxWidth / lineWidth(l)));
    const scale = Math.min(byWidth, options.maxHeight / refHeight, options.maxCap / cap0);
    const block: TextBlock = {
      lines,
      scale,
      cap: cap0 * scale,
      baselines: reference.map((b) => b * scale),
      height: refHeight * scale,
    };
    // A further line must buy a clearly bigger size to be worth the break.
    if (!best || scale > best.scale * (options.breakGain ?? 1.18)) best = block;
  }
  if (!best) throw new Error(`cannot fit "${text}"`);
  return best;
}
