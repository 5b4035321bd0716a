/**
 * Which way an artist's tracklist reads, and so which way each numbered line of it is set. A
 * list reads right to left when most of its titles are written in a right-to-left script
 * (Arabic, Hebrew); then a Latin title among them ("04  Desert Static" under "01  ليل القاهرة")
 * is set right to left too, its number at its right end like the others', instead of reading as
 * a line of another list.
 */
import { shortTitle } from './hook.ts';
import { textScope, type TextScope } from './scope.ts';
import { isRtlScript, scriptsOf } from './scripts.ts';

/** Most of `texts` are written in a right-to-left script. */
export function readsRtl(texts: readonly string[]): boolean {
  return texts.filter((t) => scriptsOf(t).some(isRtlScript)).length * 2 > texts.length;
}

/**
 * Whether the design's list reads right to left: its track titles (the text scope's lists) when
 * it has them, else `texts`, the lines a layout is about to set.
 */
export function listReadsRtl(
  texts: readonly string[],
  scope: TextScope | null = textScope(),
): boolean {
  return readsRtl(scope && scope.lists.length >= 2 ? scope.lists : texts);
}

/**
 * Letters only, lower case, without marks: casing and numbering aside, one title is one title
 * ("01  ĐÊM" → "đem", "Đêm" → "đem").
 */
export const foldTitle = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase()
    .replace(/ı/g, 'i');

const foldedTitles = new WeakMap<TextScope, readonly string[]>();

/**
 * The design's track titles folded (`foldTitle`), with their short forms: a layout may set a
 * title without its version note, and that is a line of the list too. Folded once per design.
 */
export function listTitles(scope: TextScope): readonly string[] {
  let titles = foldedTitles.get(scope);
  if (!titles) {
    titles = [...new Set(scope.lists.flatMap((t) => [foldTitle(t), foldTitle(shortTitle(t))]))];
    foldedTitles.set(scope, titles);
  }
  return titles;
}

/** A number, then the title ("01  Nour", "4. Nour"). */
const NUMBERED = /^\s*\d+\.?\s+(\S.*)$/su;

/**
 * The paragraph direction of a numbered line of a list: the list's own, so every number sits
 * on the same side (left in a left-to-right list, even beside "01  עכשיו מעונן"; right in a
 * right-to-left one, even beside "04  Desert Static"). Inside a design a line is of the list
 * when its title is one of the design's titles (a name that starts with a number is not);
 * outside one, `companions` (the letters set with it) say: Latin letters make a left-to-right
 * list. Null for any other line, whose first strong letter decides.
 */
export function numberedLineDirection(
  text: string,
  companions: string,
  scope: TextScope | null = textScope(),
): 'ltr' | 'rtl' | null {
  const title = NUMBERED.exec(text)?.[1];
  if (title === undefined) return null;
  if (scope && scope.lists.length >= 2) {
    if (listTitles(scope).includes(foldTitle(title))) return readsRtl(scope.lists) ? 'rtl' : 'ltr';
  }
  return /\p{Script=Latin}/u.test(companions) ? 'ltr' : null;
}
