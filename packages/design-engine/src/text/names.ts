/**
 * Two-language names. Spotify carries names like "별빛 (Byeolbit)", "KAIRO (回路)" or
 * "Ásgeir / アスゲイル": a name plus its romanisation or translation. Printed with the brackets
 * they read as a typo; merch sets them as a lockup, the name large and the other form small.
 */
import { scriptsOf } from './scripts.ts';

export interface SplitName {
  /** The name as the artist leads with it: printed large. */
  primary: string;
  /** The romanisation or translation: a small line under it, or null. */
  secondary: string | null;
}

// "Name (Alt)", with ASCII or full-width brackets, the alternate form last.
const BRACKETED = /^(.+?)\s*[(（[［]([^()（）[\]［］]+)[)）\]］]\s*$/u;
// "Name / Alt", "Name | Alt" with spaces (so "AC/DC" stays whole), or a full-width slash.
const SLASHED = /^(.+?)(?:\s+[/|｜]\s+|\s*／\s*)(.+)$/u;

/** Words in brackets that qualify the name rather than translate it: never split off. */
const QUALIFIERS = /^(?:band|dj|mc|official|live|the band|feat\.?.*|ft\.?.*|\d+)$/iu;

const clean = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** A part that can stand alone as a name: has a letter, digit, symbol or emoji of its own. */
const printable = (s: string): boolean => /[\p{L}\p{N}\p{S}]/u.test(s);

/**
 * Splits a two-language name. The part the artist wrote first (outside the brackets, before the
 * slash) stays the name: it is the one they lead with, and in the usual Spotify form
 * ("별빛 (Byeolbit)") it is the non-Latin original. A bracketed qualifier ("(DJ)") or brackets
 * around the whole name are not a second language and leave the name whole.
 */
export function splitName(name: string): SplitName {
  const whole = clean(name);
  const bracketed = BRACKETED.exec(whole);
  const slashed = bracketed ? null : SLASHED.exec(whole);
  const match = bracketed ?? slashed;
  if (!match) return { primary: whole, secondary: null };
  const primary = clean(match[1] ?? '');
  const secondary = clean(match[2] ?? '');
  if (!printable(primary) || !printable(secondary) || QUALIFIERS.test(secondary))
    return { primary: whole, secondary: null };
  // Brackets that only add the same script's aside ("Sunn (live)") are part of the name unless
  // the two parts are in different scripts or split by a slash.
  const differentScripts =
    scriptsOf(primary).join() !== scriptsOf(secondary).join() || slashed !== null;
  if (!differentScripts) return { primary: whole, secondary: null };
  return { primary, secondary };
}
