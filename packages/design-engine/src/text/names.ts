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

/** Names longer than this (in characters) lead with their first phrase. */
const LONG_NAME = 34;
/** Where a long name breaks into its lead and the rest: conjunctions first, then "of"-phrases. */
const BREAKS: readonly RegExp[] = [
  /\s+(?=(?:&|\+|and|And|y|e|et|und|with|With|con|avec|feat\.?|ft\.?|featuring)\s)/gu,
  /\s+(?=(?:of|Of|de|del|des|du|della|di|von|van|för|af)\s)/gu,
];

/**
 * A long name's lead phrase and the rest ("Royal Philharmonic Orchestra" + "of the Northern
 * Provinces & Chamber Choir"): merch sets the lead as the hero and the rest as a small line,
 * rather than shrinking 74 characters into a grey bar. Null when the name is short enough or has
 * no phrase break that leaves a lead of two words or more.
 */
export function splitLongName(name: string): SplitName | null {
  const whole = clean(name);
  if ([...whole].length <= LONG_NAME) return null;
  for (const pattern of BREAKS) {
    const cuts = [...whole.matchAll(pattern)].map((m) => m.index);
    // The first break after a lead of two words or more ("Bruce Springsteen & The E Street
    // Band" leads with "Bruce Springsteen", not "Bruce Springsteen & The").
    const cut = cuts.find((i) => i <= LONG_NAME && whole.slice(0, i).trim().includes(' '));
    if (cut === undefined) continue;
    const primary = whole.slice(0, cut).trim();
    const secondary = whole.slice(cut).trim();
    if ([...primary].length >= 8 && [...secondary].length >= 6) return { primary, secondary };
  }
  return null;
}

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
  if (!match) return splitLongName(whole) ?? { primary: whole, secondary: null };
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
