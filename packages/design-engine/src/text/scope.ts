/**
 * What the text helpers know about the design being drawn, without every layout passing it on:
 * the language its capitals follow (Turkish "İ" for a Turkish artist's "Kalbim") and the lines it
 * sets as lists (its track titles), so all lines of a tracklist share one face. Held per async
 * call chain (AsyncLocalStorage), never in a module variable, so designs built at the same time
 * each see their own.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** Languages whose capitals differ from the default: dotted İ for i, dotless I for ı. */
export type CasingLocale = 'tr' | 'az';

export interface TextScope {
  locale: CasingLocale | null;
  /**
   * The forms of Chinese characters in a text with no kana or Hangul to tell (a Japanese band's
   * "桜前線"): Japanese or Korean by the artist's country or their other titles, else null.
   */
  han?: 'jp' | 'kr' | null;
  /** Texts the design sets as lists (track titles): a line holding one shares the list's face. */
  lists: readonly string[];
  /**
   * The artist's own texts (name, track titles). Only their words take `locale`'s capitals; the
   * words a layout writes itself ("Side A", "Set list") stay English. Absent: every word does.
   */
  own?: readonly string[];
}

const storage = new AsyncLocalStorage<TextScope>();

/** Runs `draw` (and everything it awaits) with the design's text scope. */
export function withTextScope<T>(scope: TextScope, draw: () => Promise<T>): Promise<T> {
  return storage.run(scope, draw);
}

/** The scope of the design being drawn, or null outside one (tests, single lines). */
export function textScope(): TextScope | null {
  return storage.getStore() ?? null;
}

/** Letters only Turkish and Azerbaijani write (ş also in Romanian, see below). */
const TURKIC = /[ıİğĞəƏ]/u;
/** ş and Ş are Turkish, unless the text has Romanian letters (Romanian often types ş for ș). */
const CEDILLA_S = /[şŞ]/u;
const ROMANIAN = /[ăĂțȚșȘţŢ]/u;
const AZERBAIJANI = /[əƏ]/u;

/** The casing language a text shows by its own letters ("Yağmuru", "Yalçın"), else null. */
export function localeOfText(text: string): CasingLocale | null {
  if (AZERBAIJANI.test(text)) return 'az';
  if (TURKIC.test(text)) return 'tr';
  if (CEDILLA_S.test(text) && !ROMANIAN.test(text)) return 'tr';
  return null;
}

/**
 * The design's casing language: the artist's country (TR, AZ) when known, else what the name
 * shows by its letters, else what most of its track titles show.
 */
export function designLocale(
  country: string | null | undefined,
  name: string,
  tracks: readonly string[],
): CasingLocale | null {
  const code = (country ?? '').trim().toUpperCase();
  if (code === 'TR') return 'tr';
  if (code === 'AZ') return 'az';
  const own = localeOfText(name);
  if (own) return own;
  const shown = tracks.map(localeOfText).filter((l): l is CasingLocale => l !== null);
  return shown.length > 0 && shown.length * 2 >= tracks.length ? (shown[0] ?? null) : null;
}

const CHINESE_SPEAKING: ReadonlySet<string> = new Set(['CN', 'TW', 'HK', 'MO', 'SG']);

/** Kana anywhere in the titles. */
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HANGUL = /\p{Script=Hangul}/u;

/**
 * Which forms the artist's Chinese characters take: Japanese for a Japanese artist or one whose
 * titles have kana, Korean for a Korean one or Hangul titles; null (Simplified Chinese) else.
 */
export function designHan(
  country: string | null | undefined,
  texts: readonly string[],
): 'jp' | 'kr' | null {
  const code = (country ?? '').trim().toUpperCase();
  if (code === 'JP') return 'jp';
  if (code === 'KR') return 'kr';
  // A Chinese-speaking artist's characters stay Chinese, whatever one title borrows.
  if (CHINESE_SPEAKING.has(code)) return null;
  if (texts.some((t) => KANA.test(t))) return 'jp';
  if (texts.some((t) => HANGUL.test(t))) return 'kr';
  return null;
}

/** A word as compared across casings: "KALBİM", "Kalbim" and "KALBIM" are one word. */
function foldWord(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const vocabularies = new WeakMap<readonly string[], ReadonlySet<string>>();

function vocabulary(own: readonly string[]): ReadonlySet<string> {
  const known = vocabularies.get(own);
  if (known) return known;
  const words = new Set(own.flatMap((t) => [...t.matchAll(WORD)].map((m) => foldWord(m[0]))));
  vocabularies.set(own, words);
  return words;
}

/**
 * The [start, end) offsets of the words in `text` that the layout wrote, not the artist ("Side"
 * of "Side A" beside a Turkish artist's titles): they take English capitals. A word the artist
 * uses, or one whose own letters are Turkish or Azerbaijani, is the artist's. None outside a
 * design or when the scope does not say which texts are the artist's.
 */
export function layoutWordSpans(
  text: string,
  scope: TextScope | null = textScope(),
): [number, number][] {
  if (!scope?.own) return [];
  const own = vocabulary(scope.own);
  return [...text.matchAll(WORD)]
    .filter((m) => !own.has(foldWord(m[0])) && localeOfText(m[0]) === null)
    .map((m) => [m.index, m.index + m[0].length]);
}
