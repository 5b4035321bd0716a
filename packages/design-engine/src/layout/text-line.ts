/**
 * A line of text ready to place: its outline at the reference size plus the cap height and
 * baseline of the line's own fonts (Hangul or Devanagari lines measure by their own letters, not
 * by a Latin 'H'), so lines sit on a common baseline whatever their accents.
 */
import type { FaceId } from '../fonts/catalog.ts';
import { foldTitle, listTitles } from '../text/list-direction.ts';
import { outlineText, type TextShape } from '../text/outline.ts';
import { textScope, type TextScope } from '../text/scope.ts';
import { isCased, scriptsOf, upperCase } from '../text/scripts.ts';
import { MIN_TEXT_HEIGHT } from './geometry.ts';

export interface TextLine {
  text: string;
  face: FaceId;
  shape: TextShape;
  /** Cap top and baseline at the reference size, in the outline's coordinates. */
  capTop: number;
  baseline: number;
}

const listLettersOf = new WeakMap<TextScope, string>();

/**
 * The letters of the design's list (its track titles, as written and in capitals) when `text` is
 * one of its lines, else ''. Every line of a tracklist then takes a face that has all of them.
 */
export function listCompanions(text: string, scope: TextScope | null = textScope()): string {
  if (!scope || scope.lists.length < 2) return '';
  let letters = listLettersOf.get(scope);
  if (letters === undefined) {
    const all = scope.lists.flatMap((t) => [t, upperCase(t)]).join('');
    letters = [...new Set([...all].filter((c) => /\p{L}/u.test(c)))].sort().join('');
    listLettersOf.set(scope, letters);
  }
  const line = foldTitle(text);
  // A title with a number, numeral or quotes around it; not a name that merely contains a short
  // title ("ANDERSEN" and "Sen").
  const member = listTitles(scope).some(
    (t) => t.length > 0 && line.includes(t) && t.length * 2 >= line.length,
  );
  return member ? letters : '';
}

/**
 * A line at the reference size. `companions`: letters of the lines drawn with it, so they share
 * one face (see `itemise`); by default, the design's tracklist letters when this is one of its
 * titles.
 */
export async function textLine(
  text: string,
  face: FaceId,
  tracking = 0,
  companions: string = listCompanions(text),
): Promise<TextLine> {
  const shape = await outlineText({ text, face, tracking, companions });
  return { text, face, shape, capTop: shape.capTop, baseline: 0 };
}

export const lineWidth = (line: TextLine): number =>
  Math.max(1e-6, line.shape.bbox.x1 - line.shape.bbox.x0);
export const capHeight = (line: TextLine): number => line.baseline - line.capTop;
/** Ink above the baseline (at least the cap height: accents and tall letters reach higher). */
export const inkAbove = (line: TextLine): number =>
  Math.max(capHeight(line), line.baseline - line.shape.bbox.y0);
/** Ink below the baseline (descenders, CJK and Hebrew that sit low). */
export const inkBelow = (line: TextLine): number => Math.max(0, line.shape.bbox.y1 - line.baseline);

/** Scale at which the line is at most `maxWidth` wide and its capitals at most `maxCap` tall. */
export function fitScale(line: TextLine, maxWidth: number, maxCap: number): number {
  return Math.min(maxWidth / lineWidth(line), maxCap / capHeight(line));
}

/** Scripts written without spaces between words, which may break between any two characters. */
const UNSPACED = new Set(['Han', 'Kana']);

/**
 * Words a line never ends on: articles, conjunctions and prepositions lean on the word after them
 * ("…Orchestra of the / Northern" reads broken), and a catalogue mark stays with its number
 * ("Op. 98", "No. 4").
 */
/**
 * Words that lean on the next one: articles, conjunctions, catalogue marks and the particles of
 * names ("NOOR / AL SABAH", "YUVAL / BEN AMI", "LUDWIG / VAN BEETHOVEN", never "NOOR AL / SABAH").
 */
const LEANS_FORWARD =
  /^(of|the|and|&|\+|a|an|for|in|on|at|to|de|del|della|la|el|al|los|las|y|et|le|les|du|des|da|di|do|dos|van|von|vom|zu|ter|ten|der|die|das|und|ben|bin|bint|ibn|abu|bat|op\.?|no\.?|nr\.?|bwv|kv\.?|hob\.?|rv)$/i;

const CATALOGUE = /^(op\.?|no\.?|nr\.?|bwv|kv\.?|hob\.?|rv)$/i;

/** Words of a line for breaking: spaces separate words; unspaced CJK breaks per character. */
function breakUnits(text: string): string[] {
  const split = text.split(/\s+/).filter(Boolean);
  const words: string[] = [];
  let lead = '';
  split.forEach((word, i) => {
    const joined = lead ? `${lead} ${word}` : word;
    // A name's first word may stand alone: "LOS / RELÁMPAGOS", "THE / BEATLES" is the classic
    // stacked lockup; only a catalogue mark leans on from there.
    const leans = i === 0 ? CATALOGUE.test(word) : LEANS_FORWARD.test(word);
    if (leans && i < split.length - 1) lead = joined;
    else {
      words.push(joined);
      lead = '';
    }
  });
  // A short last word never stands alone on the last line ("STAHLWERK / 9", "JAY / Z"); in a
  // script without capitals two characters are a whole word ("밴드"), so only digits count there.
  const last = words[words.length - 1];
  const short = (word: string): boolean =>
    /^\d{1,3}$/.test(word) || ([...word].length <= 2 && isCased(word));
  if (words.length > 1 && last && short(last)) {
    const tail = words.pop();
    words[words.length - 1] = `${words[words.length - 1]} ${tail}`;
  }
  if (words.length > 1) return words;
  const scripts = scriptsOf(text);
  if (scripts.length > 0 && scripts.every((s) => UNSPACED.has(s))) return cjkUnits(text.trim());
  return words;
}

/** Characters a CJK line never starts with (kinsoku): marks, small kana, closing punctuation. */
const NO_LINE_START =
  /[・ー～、。，．！？!?）」』】〕〉》ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿ々ゝゞヽヾ]/u;
/** Letters of a katakana word (the long-vowel mark ー among them) and of a Latin word. */
const KATAKANA = /[\p{Script=Katakana}ー]/u;
const LATIN_WORD = /[\p{Script=Latin}\p{N}]/u;
/** …and never ends with: opening brackets. */
const NO_LINE_END = /[（「『【〔〈《]/u;

/**
 * Unspaced CJK breaks between any two characters, except where Japanese and Chinese typesetting
 * forbids it: a mark that may not start a line stays with the character before it (never
 * "ギタ" / "ーウルフ"), an opening bracket with the one after it; a name whose words a middle dot
 * separates breaks only after the dot.
 */
function cjkUnits(text: string): string[] {
  // A middle dot separates the words of a name written in kana ("カイト・トリオ"): break there.
  const words = text.split(/(?<=[・･])/u);
  if (words.length > 1) return words;
  const units: string[] = [];
  let carry = '';
  let previous = '';
  for (const char of text) {
    const last = units.length - 1;
    // A katakana word (メロディ) or a Latin one inside Japanese or Chinese stays whole: broken
    // between its letters, 「星屑のメロディ」 read "星屑のメ / ロディ".
    const sameWord =
      (KATAKANA.test(char) && KATAKANA.test(previous)) ||
      (LATIN_WORD.test(char) && LATIN_WORD.test(previous));
    previous = char;
    if (sameWord && last >= 0 && !carry) units[last] += char;
    else if (NO_LINE_START.test(char) && last >= 0 && !carry) units[last] += char;
    else if (NO_LINE_END.test(char)) carry += char;
    else {
      units.push(carry + char);
      carry = '';
    }
  }
  if (carry) units.push(carry);
  return units;
}

/** Splits words into `count` lines of balanced length (by characters). */
export function splitBalanced(text: string, count: number): string[] {
  const units = breakUnits(text);
  const joiner = units.length > 1 && !/\s/.test(text.trim()) ? '' : ' ';
  const words = units;
  if (count <= 1 || words.length <= 1) return [words.join(joiner)];
  // A name framed by symbols ("😈 BADMOOD 😈", "★ NOVA ★") breaks symmetrically: the frame on
  // lines of its own round the words, or whole on one line. One emoji alone over "BADMOOD 😈"
  // reads lopsided, the second a repeat of the first.
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const bare = (word: string): boolean => !/[\p{L}\p{N}]/u.test(word);
  if (words.length >= 3 && bare(first) && bare(last)) {
    if (count < 3) return [words.join(joiner)];
    return [first, ...splitBalanced(words.slice(1, -1).join(' '), count - 2), last];
  }
  const n = Math.min(count, words.length);
  const target = text.length / n;
  const lines: string[] = [];
  let current: string[] = [];
  words.forEach((word, index) => {
    const remainingWords = words.length - index;
    const remainingLines = n - lines.length;
    const candidate = [...current, word].join(joiner);
    const mustBreak = remainingWords < remainingLines;
    if (
      current.length > 0 &&
      (candidate.length > target * 1.15 || mustBreak) &&
      lines.length < n - 1
    ) {
      lines.push(current.join(joiner));
      current = [word];
    } else current.push(word);
  });
  if (current.length) lines.push(current.join(joiner));
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
  /**
   * Least clear space between the ink of stacked lines, as a fraction of the cap height (default
   * 0.1). Lines drawn with an outline or a shadow need more, or an accent meets the line above.
   */
  inkGap?: number;
}

export interface TextBlock {
  lines: TextLine[];
  scale: number;
  /** Cap height in units (of the tallest line's script). */
  cap: number;
  /**
   * Baseline of each line, measured from the block's top, in units. The top is the first line's
   * cap top, or its accents' top when they reach higher (so "Ś" stays inside the block).
   */
  baselines: number[];
  /** From the top to the lowest ink of the last line (or its baseline), `sub` included. */
  height: number;
  /**
   * A small block set under this one (a name's romanisation or translation, see `nameBlock` in
   * templates/common.ts): drawn with it, `offset` below its top.
   */
  sub?: { block: TextBlock; offset: number };
}

/** Smallest gap between the ink of stacked lines, as a fraction of the cap height. */
const INK_GAP = 0.1;
/**
 * Smallest gap where a mark or descender reaches into the space between lines (the dot under
 * "Ạ", the accent on "É"): it must sit clearly nearer its own letter than the other line's, or
 * "HẠ LONG / TAPES" reads as "ṬAPES". A mark sits about a tenth of the cap from its letter.
 */
const MARK_GAP = 0.25;
/** Ink beyond the baseline or cap line smaller than this (round overshoot) is not a mark. */
const OVERSHOOT = 0.04;
/** Whether a line's letters carry marks (accents, dots below, cedillas, Indic vowel signs). */
const hasMarks = (line: TextLine): boolean => /\p{M}/u.test(line.text.normalize('NFD'));

/**
 * Baselines at reference size: `leading` apart, or further wherever the real ink of two lines
 * (accents, stacked diacritics, CJK and Hangul bodies, descenders) would come closer than a small
 * gap, so stacked lines never touch; where marks reach into the gap, further still (MARK_GAP).
 */
export function referenceBaselines(
  lines: readonly TextLine[],
  leading: number,
  inkGap = INK_GAP,
): number[] {
  const cap = Math.max(...lines.map(capHeight));
  const first = lines[0] as TextLine;
  const steps: number[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const above = lines[i - 1] as TextLine;
    const below = lines[i] as TextLine;
    const nominal = capHeight(below) + cap * leading;
    // Only marks (not a plain descender, nor a Hangul body that stands taller) need the wider gap.
    const marks =
      (hasMarks(above) && inkBelow(above) > cap * OVERSHOOT) ||
      (hasMarks(below) && inkAbove(below) - capHeight(below) > cap * OVERSHOOT);
    const gap = marks ? Math.max(inkGap, MARK_GAP) : inkGap;
    const clear = inkBelow(above) + inkAbove(below) + cap * gap;
    steps.push(Math.max(nominal, clear));
  }
  // Lines of one size stand evenly: where one pair needs more room for a mark, all take it (a
  // stack with one wide gap reads as two blocks).
  const even = lines.every((l) => Math.abs(capHeight(l) - cap) <= cap * 0.02);
  const widest = Math.max(0, ...steps);
  const baselines = [inkAbove(first)];
  for (const step of steps)
    baselines.push((baselines[baselines.length - 1] ?? 0) + (even ? widest : step));
  return baselines;
}

/**
 * How much larger than its slot's cap a very short text may grow: a one- or two-letter name ("x",
 * "Ø", "XO") set at the cap a ten-letter name gets is a speck lost on the shirt; grown, it reads
 * as a mark. The width and height budgets still bound it.
 */
export function shortTextGrowth(text: string): number {
  const graphemes = [...new Intl.Segmenter().segment(text.replace(/\s+/gu, ''))].length;
  return graphemes <= 1 ? 1.8 : graphemes === 2 ? 1.4 : 1;
}

/** Breaks `text` into as many lines (up to maxLines) as make it largest, at one uniform size. */
export async function fitBlock(
  text: string,
  face: FaceId,
  options: FitBlockOptions,
): Promise<TextBlock> {
  const leading = options.leading ?? 0.28;
  let best: TextBlock | null = null;
  // Past maxLines, a very long name may take up to two more lines rather than print too small.
  const limit = Math.max(options.maxLines, Math.min(options.maxLines + 2, 4));
  for (let count = 1; count <= limit; count += 1) {
    const extra = count > options.maxLines;
    if (extra && best && best.cap >= MIN_TEXT_HEIGHT * 1.15) break;
    const parts = splitBalanced(text, count);
    // Fewer parts than asked: no such break (a framed name has none into two lines, yet may
    // have one into three).
    if (parts.length < count) continue;
    const lines = await Promise.all(
      // The lines of one name share a face: the whole name's letters go with each.
      parts.map((part) => textLine(part, face, options.tracking ?? 0, text)),
    );
    const cap = Math.max(...lines.map(capHeight));
    const reference = referenceBaselines(lines, leading, options.inkGap);
    const last = lines[lines.length - 1] as TextLine;
    const refHeight = (reference[reference.length - 1] ?? cap) + inkBelow(last);
    const byWidth = Math.min(...lines.map((l) => options.maxWidth / lineWidth(l)));
    const scale = Math.min(
      byWidth,
      options.maxHeight / refHeight,
      (options.maxCap * shortTextGrowth(text)) / cap,
    );
    const block: TextBlock = {
      lines,
      scale,
      cap: cap * scale,
      baselines: reference.map((b) => b * scale),
      height: refHeight * scale,
    };
    // A further line must buy a clearly bigger size to be worth the break.
    const gain = extra ? 1.02 : (options.breakGain ?? 1.18);
    if (!best || scale > best.scale * gain) best = block;
  }
  if (!best) throw new Error(`cannot fit "${text}"`);
  return best;
}
