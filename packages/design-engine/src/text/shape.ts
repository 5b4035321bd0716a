/**
 * Shapes a text with HarfBuzz, run by run (see itemise.ts), and draws the glyphs' outlines as one
 * SVG path at REFERENCE_SIZE, baseline at y = 0, y down. Glyph 0 (.notdef, the empty box) is never
 * drawn: a character no font has is reported as missing; an emoji sequence the emoji font cannot
 * form (a ZWJ sequence or flag it lacks) is left out on purpose and reported as dropped.
 */
import { FACES, faceKey, type FaceId } from '../fonts/catalog.ts';
import { loadFace, needsGlyph } from '../fonts/loader.ts';
import { opticalScale } from '../fonts/script-display.ts';
import type { Box } from '../svg/box.ts';
import { shapingFont, type HbGlyphInfo, type PathCommand, type ShapingFont } from './harfbuzz.ts';
import { itemise, type Run } from './itemise.ts';
import { replaceMissing } from './stand-in.ts';
import { isJoiningScript, type Script } from './scripts.ts';
import { MAX_HARMONY, OPTICAL, REFERENCE_LETTER, UNSCALED } from './script-sizes.ts';

export const REFERENCE_SIZE = 200;
/** The most letter-spacing Hangul takes (em): its word spaces must stay wider than it. */
const HANGUL_TRACKING = 0.06;

/** One grapheme cluster as drawn: for setting text along a curve piece by piece. */
export interface ShapedPiece {
  /** UTF-16 offset of the cluster in the text (logical order). */
  cluster: number;
  /** Glyph ids drawn (never 0, the .notdef box). */
  glyphs: number[];
  d: string;
  /** Pen position where the piece starts and its advance, at REFERENCE_SIZE. */
  x: number;
  advance: number;
  /** Ink bounds (null for a space). */
  bbox: Box | null;
}

export interface ShapedText {
  /** Path data at REFERENCE_SIZE, baseline at y = 0, y down. */
  d: string;
  /** Ink bounds of `d`. */
  bbox: Box;
  /** Faces that drew the glyphs, `family@weight`, the chosen one first when used. */
  faces: string[];
  /** Characters no face could draw (empty when the run is fully covered): a check failure. */
  missing: string[];
  /** Emoji sequences left out on purpose because the emoji font cannot form them. */
  dropped: string[];
  /** Top of the capitals (or the script's main letter height) of the fonts used; y down. */
  capTop: number;
  /** Total pen advance. */
  advance: number;
  /** Grapheme clusters as drawn, left to right, for setting text along a path. */
  pieces: ShapedPiece[];
}

const LANGUAGE = { sc: 'zh', jp: 'ja', kr: 'ko' } as const;

/** Least ink gap, in em, between words a space separates; a shift for it of at most MAX_WORD_GAP_SHIFT. */
const WORD_GAP = 0.12;
const MAX_WORD_GAP_SHIFT = 0.3;
/**
 * Joined scripts' word gap: their letters run on in one stroke, so a word space as narrow as a
 * print face's reads as no space at all, and a neon sign's glow closed "Loretta Vance" into
 * "LorettaVance".
 */
const SCRIPT_WORD_GAP = 0.3;
const SCRIPT_FACES: ReadonlySet<FaceId> = new Set<FaceId>(['pacifico', 'greatVibes', 'kaushan']);

const fmt = (n: number): string => {
  const v = Math.round(n * 100) / 100;
  return Object.is(v, -0) ? '0' : String(v);
};

function pathOf(commands: readonly PathCommand[], ox: number, oy: number, k: number): string {
  let out = '';
  for (const { op, values } of commands) {
    out += op;
    for (let i = 0; i + 1 < values.length; i += 2) {
      out += `${i > 0 ? ' ' : ''}${fmt(ox + (values[i] ?? 0) * k)} ${fmt(oy - (values[i + 1] ?? 0) * k)}`;
    }
  }
  return out;
}

/** Height of a script's reference letter in a font, in font units; null when it lacks it. */
const referenceTops = new Map<string, number | null>();
function referenceTop(font: ShapingFont, script: Script): number | null {
  const letter = REFERENCE_LETTER[script] ?? 'H';
  const key = `${font.file.key}|${letter}`;
  const known = referenceTops.get(key);
  if (known !== undefined) return known;
  let top: number | null = null;
  if (font.file.codePoints.has(letter.codePointAt(0) ?? 0)) {
    const glyph = font.shape(letter, 0, letter.length, { rtl: false })[0];
    top = glyph ? (font.extents(glyph.codepoint)?.y1 ?? null) : null;
  }
  referenceTops.set(key, top);
  return top;
}

const union = (a: Box | null, b: Box): Box =>
  a
    ? {
        x0: Math.min(a.x0, b.x0),
        y0: Math.min(a.y0, b.y0),
        x1: Math.max(a.x1, b.x1),
        y1: Math.max(a.y1, b.y1),
      }
    : b;

const ZWJ = 0x200d;
const isRegional = (c: number): boolean => c >= 0x1f1e6 && c <= 0x1f1ff;
const isModifier = (c: number): boolean => c >= 0x1f3fb && c <= 0x1f3ff;

/**
 * Glyph indices of an emoji cluster that should not print: all of them for a ZWJ sequence or a
 * flag the font could not form into one glyph; the skin-tone swatch after a base it could not
 * combine with (the base alone reads right in one ink).
 */
function unformed(cluster: string, glyphs: readonly HbGlyphInfo[]): 'all' | 'modifiers' | null {
  const inked = glyphs.filter((g) => g.x_advance !== 0);
  if (inked.length <= 1) return null;
  const codes = [...cluster].map((c) => c.codePointAt(0) ?? 0);
  if (codes.includes(ZWJ) || codes.some(isRegional)) return 'all';
  if (codes.some(isModifier)) return 'modifiers';
  return null;
}

async function shapeRun(
  text: string,
  run: Run,
  language: string | undefined,
): Promise<{ font: ShapingFont; glyphs: HbGlyphInfo[] }> {
  const font = await shapingFont(run.file);
  const glyphs = font.shape(text, run.start, run.end - run.start, {
    rtl: run.level % 2 === 1,
    ...(language ? { language } : {}),
  });
  return { font, glyphs };
}

interface FaceCap {
  cap: number | null;
  files: readonly unknown[];
}

const faceCaps = new Map<FaceId, Promise<FaceCap>>();

/**
 * The chosen face's capital H height in reference units, or null when it has no H. Once per face:
 * every line of every design asks.
 */
function faceCap(face: FaceId): Promise<FaceCap> {
  let cap = faceCaps.get(face);
  if (!cap) {
    cap = measureFaceCap(face);
    faceCaps.set(face, cap);
  }
  return cap;
}

async function measureFaceCap(face: FaceId): Promise<FaceCap> {
  const loaded = await loadFace(FACES[face]);
  const file = loaded.files.find((f) => f.codePoints.has(0x48));
  if (!file) return { cap: null, files: loaded.files };
  const font = await shapingFont(file);
  const top = referenceTop(font, 'Latin');
  return { cap: top === null ? null : (top * REFERENCE_SIZE) / font.upem, files: loaded.files };
}

/**
 * Shapes `text` in `face`, with per-script fallback fonts. A run in a fallback font is sized so
 * its letters match the face's capitals (its H, or its script's main letter times OPTICAL, at
 * the face's cap height): a Bengali or Hangul title beside Latin ones, or a Vietnamese letter from
 * Noto Sans in a typewriter face, reads the same size, and the line's cap height is the face's.
 * `companions`: letters of the lines set together with this one (see `itemise`).
 */
export async function shapeText(
  input: string,
  face: FaceId,
  tracking: number,
  companions = '',
): Promise<ShapedText> {
  const [first, chosen] = await Promise.all([itemise(input, face, companions), faceCap(face)]);
  // Characters no shipped font has: a look-alike, their plain letters, or (a symbol) left out.
  const replaced = first.missing.length > 0 ? replaceMissing(input, first.missing) : null;
  const swap = replaced !== null && replaced.text !== input && replaced.text.trim() !== '';
  const text = swap ? replaced.text : input;
  const { runs, missing: uncovered, cjk } = swap ? await itemise(text, face, companions) : first;
  const shaped = await Promise.all(
    runs.map((run) =>
      shapeRun(
        text,
        run,
        run.script === 'Han' || run.script === 'Kana' ? LANGUAGE[cjk] : undefined,
      ),
    ),
  );
  const missing = uncovered.map((c) => c.text);
  const dropped: string[] = swap ? [...replaced.dropped] : [];
  const faces = new Set<string>();
  const wordGap = SCRIPT_FACES.has(face) ? SCRIPT_WORD_GAP : WORD_GAP;
  const pieces: ShapedPiece[] = [];
  let pen = 0;
  // The rightmost ink so far, and whether a space came since the last inked cluster.
  let inkRight: number | null = null;
  let afterSpace = false;
  let capTop = 0;
  let d = '';
  let box: Box | null = null;
  for (const [r, run] of runs.entries()) {
    const { font, glyphs } = shaped[r] as { font: ShapingFont; glyphs: HbGlyphInfo[] };
    const top = referenceTop(font, run.script);
    const own = top === null ? null : (top * REFERENCE_SIZE) / font.upem;
    const harmonise =
      chosen.cap !== null &&
      own !== null &&
      !chosen.files.includes(run.file) &&
      !UNSCALED.has(run.script);
    const optical = (OPTICAL[run.script] ?? 1) * opticalScale(run.file.face);
    const ratio = harmonise ? ((chosen.cap ?? 0) * optical) / (own ?? 1) : 1;
    const factor = Math.min(MAX_HARMONY, Math.max(1 / MAX_HARMONY, ratio));
    const k = (REFERENCE_SIZE / font.upem) * factor;
    // Letter-spacing pulls joined scripts apart, so they are never tracked; Hangul's syllable
    // blocks only a little, or a gap between syllables reads as a word space ("첫 눈").
    const extra = isJoiningScript(run.script)
      ? 0
      : (run.script === 'Hangul' ? Math.min(tracking, HANGUL_TRACKING) : tracking) * REFERENCE_SIZE;
    // A harmonised run is as big as the face's capitals, whatever its letters' own top.
    if (harmonise) capTop = Math.min(capTop, -(chosen.cap ?? 0));
    else if (own !== null) capTop = Math.min(capTop, -own);
    // Group glyphs by cluster (HarfBuzz keeps a grapheme's glyphs together and in visual order).
    const byCluster: HbGlyphInfo[][] = [];
    for (const glyph of glyphs) {
      const last = byCluster[byCluster.length - 1];
      if (last && last[0]?.cluster === glyph.cluster) last.push(glyph);
      else byCluster.push([glyph]);
    }
    for (const group of byCluster) {
      const cluster = run.clusters.find((c) => c.index === group[0]?.cluster);
      const clusterText =
        cluster?.text ?? text.slice(group[0]?.cluster ?? 0, (group[0]?.cluster ?? 0) + 1);
      const skip = run.script === 'Emoji' ? unformed(clusterText, group) : null;
      if (skip === 'all') {
        dropped.push(clusterText);
        continue;
      }
      // The group's glyphs drawn from pen position `from`: their path, ink bounds and advance.
      const draw = (from: number) => {
        let at = from;
        let pieceD = '';
        let pieceBox: Box | null = null;
        const ids: number[] = [];
        group.forEach((glyph, g) => {
          const x = at + glyph.x_offset * k;
          const y = -glyph.y_offset * k;
          at += glyph.x_advance * k;
          if (skip === 'modifiers' && g > 0) return;
          if (glyph.codepoint === 0) {
            const needed = [...clusterText].filter((c) => needsGlyph(c.codePointAt(0) ?? 0));
            if (needed.length > 0 && !missing.includes(clusterText)) missing.push(clusterText);
            return;
          }
          const e = font.extents(glyph.codepoint);
          if (!e) return;
          ids.push(glyph.codepoint);
          pieceD += pathOf(font.outline(glyph.codepoint), x, y, k);
          const gb = { x0: x + e.x0 * k, x1: x + e.x1 * k, y0: y - e.y1 * k, y1: y - e.y0 * k };
          pieceBox = union(pieceBox, gb);
        });
        return { pieceD, pieceBox: pieceBox as Box | null, ids, end: at };
      };
      let drawn = draw(pen);
      const blank = clusterText.trim() === '';
      // A word after a space starts a clear gap from the ink before it: a script face's swash
      // (Great Vibes' T reaching back under its crossbar) closed "& The" into "&The".
      if (afterSpace && drawn.pieceBox && inkRight !== null) {
        const short = inkRight + wordGap * REFERENCE_SIZE - drawn.pieceBox.x0;
        if (short > 0) {
          pen += Math.min(short, MAX_WORD_GAP_SHIFT * REFERENCE_SIZE);
          drawn = draw(pen);
        }
      }
      if (drawn.pieceBox) {
        inkRight = Math.max(inkRight ?? -Infinity, drawn.pieceBox.x1);
        afterSpace = false;
      } else if (blank) afterSpace = true;
      const start = pen;
      const { pieceD, pieceBox, ids } = drawn;
      pen = drawn.end;
      if (skip === 'modifiers') dropped.push(clusterText);
      if (pen > start) pen += extra;
      if (pieceD) faces.add(faceKey(run.file.face));
      const b: Box | null = pieceBox;
      if (b) box = union(box, b);
      d += pieceD;
      pieces.push({
        cluster: group[0]?.cluster ?? 0,
        glyphs: ids,
        d: pieceD,
        x: start,
        advance: pen - start,
        bbox: b,
      });
    }
  }
  // Only emoji or symbols (no letter to measure by): their own ink top stands for the cap height.
  if (capTop === 0) capTop = box && box.y0 < 0 ? box.y0 : -0.7 * REFERENCE_SIZE;
  const bbox: Box = box ?? { x0: 0, y0: capTop, x1: Math.max(1, pen), y1: 0 };
  return { d, bbox, faces: [...faces], missing, dropped, capTop, advance: pen, pieces };
}
