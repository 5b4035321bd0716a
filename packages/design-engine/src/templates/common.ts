/** Small building blocks the layout templates share. */
import type { FaceId } from '../fonts/catalog.ts';
import type { ArtBuilder, Paint, TextPlacement, TextRole } from '../layout/art-builder.ts';
import { CENTER_X, MIN_TEXT_HEIGHT } from '../layout/geometry.ts';
import type { TemplateContext } from '../layout/template.ts';
import {
  capHeight,
  fitBlock,
  fitScale,
  splitBalanced,
  textLine,
  type FitBlockOptions,
  type TextBlock,
  type TextLine,
} from '../layout/text-line.ts';
import { casingFor } from '../style/styles.ts';
import type { Box } from '../svg/box.ts';
import { unionBoxes } from '../svg/box.ts';
import { shorten } from '../text/hook.ts';

/** Fits text of a face (with that face's casing) into a block. */
export function block(text: string, face: FaceId, options: FitBlockOptions): Promise<TextBlock> {
  return fitBlock(casingFor(face, text), face, options);
}

export interface DrawBlockOptions {
  x?: number;
  /** Cap top of the first line. */
  top: number;
  align?: 'left' | 'center' | 'right';
  paint: Paint;
  role: TextRole;
  skewX?: number;
}

/** Draws a block line by line; returns the union of the lines' boxes. */
export function drawBlock(b: ArtBuilder, text: TextBlock, options: DrawBlockOptions): Box {
  const boxes = text.lines.map((line, i) =>
    b.text(
      line,
      {
        x: options.x ?? CENTER_X,
        baseline: options.top + (text.baselines[i] ?? 0),
        scale: text.scale,
        align: options.align ?? 'center',
        ...(options.skewX ? { skewX: options.skewX } : {}),
      },
      options.paint,
      options.role,
    ),
  );
  return unionBoxes(boxes) as Box;
}

export interface SmallLineOptions {
  x?: number;
  baseline: number;
  cap: number;
  maxWidth: number;
  ink: string;
  role: TextRole;
  tracking?: number;
  align?: 'left' | 'center' | 'right';
  face?: FaceId;
}

/**
 * A quiet line of small capitals (track, genre, country), never below the minimum height. Given
 * alternatives (longest first), it prints the first that fits on one line; failing all, it breaks
 * the last one over two lines.
 */
export async function smallLine(
  b: ArtBuilder,
  ctx: TemplateContext,
  text: string | readonly string[],
  options: SmallLineOptions,
): Promise<Box> {
  const face = options.face ?? ctx.faces.support;
  const tracking = options.tracking ?? 0.18;
  const candidates = (typeof text === 'string' ? [text] : text).map((t) => casingFor(face, t));
  const at = { x: options.x ?? CENTER_X, align: options.align ?? 'center' } as const;
  // Fits when it reaches the size asked for, or at least a comfortable margin over the minimum.
  const needed = Math.min(options.cap, MIN_TEXT_HEIGHT * 1.12) * 0.999;
  for (const candidate of candidates) {
    const line = await textLine(candidate, face, tracking);
    const scale = fitScale(line, options.maxWidth, options.cap);
    const last = candidate === candidates[candidates.length - 1];
    if (scale * capHeight(line) >= needed || (last && !candidate.includes(' '))) {
      return b.text(
        line,
        { ...at, scale, baseline: options.baseline },
        { fill: options.ink },
        options.role,
      );
    }
  }
  // Too long to stay legible on one line: two balanced lines at the minimum size or above.
  const parts = splitBalanced(candidates[candidates.length - 1] ?? '', 2);
  const fitted = await Promise.all(
    parts.map((part) => fitLineWithin(part, face, tracking, options.maxWidth, options.cap)),
  );
  const lines = fitted.map((f) => f.line);
  const two = Math.min(...fitted.map((f) => f.scale));
  const step = capHeight(lines[0] as TextLine) * two * 1.45;
  const boxes = lines.map((l, i) =>
    b.text(
      l,
      { ...at, scale: two, baseline: options.baseline + i * step },
      { fill: options.ink },
      options.role,
    ),
  );
  return unionBoxes(boxes) as Box;
}

/** The true small words (genre, country) joined, with shorter fallbacks for narrow spaces. */
export function detailLine(ctx: TemplateContext, max = 2): string[] {
  const words = ctx.details.slice(0, max);
  const joined = words.join('  •  ');
  return [...new Set([joined, ...words].filter((w) => w.length > 0))];
}

/** Quoted track title, the way merch prints a song name. */
export function quoted(track: string): string {
  return `“${track}”`;
}

export interface KnockoutText {
  line: TextLine;
  at: TextPlacement;
  role: TextRole;
}

/**
 * Prints `shape` in `ink` with text cut out of it, so the garment shows through the letters — one
 * screen instead of two, and the classic look of a printed band or badge.
 */
export function knockout(
  b: ArtBuilder,
  shape: string,
  ink: string,
  texts: readonly KnockoutText[],
): Box[] {
  const id = b.uid('ko');
  const cut = texts.map((t) => b.textMarkup(t.line, t.at, { fill: '#000' }));
  b.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><path fill="#fff" d="${shape}"/>${cut.map((c) => c.markup).join('')}</mask>`,
  );
  b.add(`<path fill="${ink}" mask="url(#${id})" d="${shape}"/>`, [ink]);
  texts.forEach((t, i) => b.record(t.line, (cut[i] as { box: Box }).box, ink, t.at.scale, t.role));
  return cut.map((c) => c.box);
}

/** Initials for monograms: first letters of the significant words (up to three). */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s\-_/&+]+/)
    .filter((w) => w && !/^(the|los|las|la|el|le|les|die|der|das|a|an|of|and|y)$/i.test(w));
  const letters = (words.length > 0 ? words : [name.trim()])
    .map((w) => [...w][0] ?? '')
    .filter(Boolean);
  const picked =
    letters.length > 3 ? [letters[0], letters[1], letters[letters.length - 1]] : letters;
  return picked.join('').toLocaleUpperCase('en') || '★';
}

/**
 * Opens a group whose content stops `gap` units short of `shape` (a banner or ribbon laid over
 * it), so overlapping marks never merge into one blob of ink. Close it with b.add('</g>', []).
 */
export function openGap(b: ArtBuilder, shape: string, gap: number): void {
  const id = b.uid('gap');
  b.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="-600" y="-600" width="2400" height="2800"><rect x="-600" y="-600" width="2400" height="2800" fill="#fff"/><path d="${shape}" fill="#000" stroke="#000" stroke-width="${gap * 2}" stroke-linejoin="round"/></mask>`,
  );
  b.add(`<g mask="url(#${id})">`, []);
}

/**
 * One line of `text` that fits `maxWidth` at a cap height of at most `maxCap` and never below the
 * printable minimum: when even the minimum is too wide, the text is shortened at a word boundary
 * (with an ellipsis) rather than shrunk or allowed to overflow.
 */
export async function fitLineWithin(
  text: string,
  face: FaceId,
  tracking: number,
  maxWidth: number,
  maxCap: number,
): Promise<{ line: TextLine; scale: number }> {
  const minimum = MIN_TEXT_HEIGHT * 1.12;
  let candidate = casingFor(face, text);
  for (;;) {
    const line = await textLine(candidate, face, tracking);
    const scale = fitScale(line, maxWidth, maxCap);
    const floor = minimum / capHeight(line);
    const length = [...candidate].length;
    if (scale >= floor * 0.999 || length <= 6) return { line, scale: Math.max(scale, floor) };
    const keep = Math.max(
      5,
      Math.min(length - 2, Math.floor(length * Math.max(0.5, scale / floor)) - 1),
    );
    const next = shorten(casingFor(face, text), keep);
    // Always make progress: a candidate that did not get shorter ends the search.
    if ([...next].length >= length) return { line, scale: floor };
    candidate = next;
  }
}
