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
  /** Texts the design sets as lists (track titles): a line holding one shares the list's face. */
  lists: readonly string[];
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
