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
import { shortTitle } from '../text/hook.ts';
import { canSetAsTiles, graphemes, scriptsOf, upperCase, type Script } from '../text/scripts.ts';

/** Fits text of a face (with that face's casing) into a block. */
export function block(text: string, face: FaceId, options: FitBlockOptions): Promise<TextBlock> {
  return fitBlock(casingFor(face, text), face, options);
}

/** Size of the small alternate name against the name's cap height. */
const ALT_RATIO = 0.3;

/**
 * The artist's name fitted like `block`, with its romanisation or translation (`ctx.altName`,
 * from "별빛 (Byeolbit)") as a small block under it, in the support face. The pair fits the same
 * width and, together, about the same height budget; `drawBlock` draws both, and the block's
 * `height` includes the small line, so whatever a layout puts under the name stays clear of it.
 */
export async function nameBlock(
  ctx: TemplateContext,
  face: FaceId,
  options: FitBlockOptions,
): Promise<TextBlock> {
  if (!ctx.altName) return block(ctx.name, face, options);
  const name = await block(ctx.name, face, { ...options, maxHeight: options.maxHeight * 0.8 });
  const altFace = ctx.faces.support;
  const altCap = Math.min(
    Math.max(name.cap * ALT_RATIO, MIN_TEXT_HEIGHT * 1.2),
    Math.max(name.cap * 0.55, MIN_TEXT_HEIGHT * 1.12),
  );
  // A romanisation takes one line; the rest of a long name ("of the Northern Provinces &
  // Chamber Choir") may take three rather than shrink below the print minimum.
  const altLines = [...ctx.altName].length > 24 ? 3 : 2;
  const alt = await block(ctx.altName, altFace, {
    maxWidth: options.maxWidth,
    maxCap: altCap,
    maxHeight: altCap * (1.3 * altLines),
    maxLines: altLines,
    tracking: 0.08,
    leading: 0.3,
  });
  const offset = name.height + Math.max(alt.cap * 0.9, name.cap * 0.16);
  return { ...name, height: offset + alt.height, sub: { block: alt, offset } };
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

/**
 * Draws a block line by line, and its small `sub` block under it (solid, in the same ink: a
 * small outlined line would not read); returns the union of the lines' boxes.
 */
export function drawBlock(b: ArtBuilder, text: TextBlock, options: DrawBlockOptions): Box {
  const subBox = text.sub
    ? drawBlock(b, text.sub.block, {
        ...options,
        top: options.top + text.sub.offset,
        paint: { fill: options.paint.fill ?? options.paint.stroke ?? '#000000' },
      })
    : null;
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
  return unionBoxes(subBox ? [...boxes, subBox] : boxes) as Box;
}

export interface NameLockupOptions extends FitBlockOptions, Omit<DrawBlockOptions, 'role'> {
  /** The name's face (default: the design's display face). */
  face?: FaceId;
}

/**
 * Draws the artist's name large and, when it has one, its romanisation or translation small
 * under it (see `nameBlock`). Returns the fitted block (its `height` covers both) and the box.
 */
export async function nameLockup(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: NameLockupOptions,
): Promise<{ block: TextBlock; box: Box }> {
  const fitted = await nameBlock(ctx, options.face ?? ctx.faces.display, options);
  const box = drawBlock(b, fitted, {
    top: options.top,
    paint: options.paint,
    role: 'name',
    ...(options.x !== undefined ? { x: options.x } : {}),
    ...(options.align ? { align: options.align } : {}),
    ...(options.skewX ? { skewX: options.skewX } : {}),
  });
  return { block: fitted, box };
}

/**
 * The name's romanisation or translation (`ctx.altName`) as a small line, for layouts that set
 * the name some other way than `nameBlock`; null (nothing drawn) when the name has none.
 */
export async function altNameLine(
  b: ArtBuilder,
  ctx: TemplateContext,
  options: Omit<SmallLineOptions, 'role'>,
): Promise<Box | null> {
  if (!ctx.altName) return null;
  return smallLine(b, ctx, ctx.altName, { tracking: 0.08, ...options, role: 'name' });
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

/** The true small words for a detail line: the artist's country when known. */
export function detailLine(ctx: TemplateContext): string[] {
  return ctx.details.filter((w) => w.length > 0);
}

/**
 * Quoted track title, the way merch prints a song name, in the title's own script's marks:
 * corner brackets for Japanese and Chinese, guillemets for Cyrillic and Greek, curly quotes
 * otherwise (right-to-left titles too: the bidi algorithm mirrors them). Empty without a title.
 */
export function quoted(track: string): string {
  // No song, no line: empty quotes would print a pair of stray marks.
  if (track.trim().length === 0) return '';
  const scripts = scriptsOf(track);
  if (scripts.some((s) => s === 'Han' || s === 'Kana')) return `「${track}」`;
  if (!scripts.includes('Latin') && scripts.some((s) => GUILLEMETS.has(s))) return `«${track}»`;
  return `“${track}”`;
}

const GUILLEMETS: ReadonlySet<Script> = new Set<Script>(['Cyrillic', 'Greek']);

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
  const pool = words.length > 0 ? words : [name.trim()];
  // One script per monogram ("Omar Souleyman عمر سليمان" → "OS"), whole first letters (graphemes).
  const lead = scriptsOf(pool[0] ?? '')[0];
  const same = lead ? pool.filter((w) => scriptsOf(w)[0] === lead) : pool;
  // Thai and Lao write some vowels before their consonant: the initial is the consonant.
  const letters = same
    .map(
      (w) => graphemes(w).find((g) => !/^[\u0e40-\u0e44\u0ec0-\u0ec4]$/u.test(g.text))?.text ?? '',
    )
    .filter(Boolean);
  const picked =
    letters.length > 3 ? [letters[0], letters[1], letters[letters.length - 1]] : letters;
  // Joined scripts would fuse adjacent initials into a word: they stand apart.
  const joined = picked.join('');
  return upperCase(canSetAsTiles(joined) ? joined : picked.join(' ')) || '★';
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
 * printable minimum. The text is never cut: when even the minimum is too wide, tracking is dropped
 * to win room, then the title's short form without a version note is tried ("Song (Live)" →
 * "Song"); a line still too wide is set smaller than the minimum so that it stays whole inside its
 * banner, and the text-size check fails the design (generation prefers tracks short enough).
 */
export async function fitLineWithin(
  text: string,
  face: FaceId,
  tracking: number,
  maxWidth: number,
  maxCap: number,
): Promise<{ line: TextLine; scale: number }> {
  const minimum = MIN_TEXT_HEIGHT * 1.12;
  const texts = [...new Set([text, shortTitle(text)])].map((t) => casingFor(face, t));
  let best: { line: TextLine; scale: number } | null = null;
  for (const candidate of texts) {
    for (const spacing of tracking > 0 ? [tracking, 0] : [tracking]) {
      const line = await textLine(candidate, face, spacing);
      const scale = fitScale(line, maxWidth, maxCap);
      if (scale >= (minimum / capHeight(line)) * 0.999) return { line, scale };
      if (!best || scale * capHeight(line) > best.scale * capHeight(best.line))
        best = { line, scale };
    }
  }
  return best as { line: TextLine; scale: number };
}
