import { describe, expect, it } from 'vitest';
import { itemise } from './itemise.ts';
import { listReadsRtl, numberedLineDirection } from './list-direction.ts';
import { withTextScope, type TextScope } from './scope.ts';

const ARABIC_LIST: TextScope = {
  locale: null,
  lists: ['شارع الحب', 'ليل القاهرة', 'نور', 'Desert Static'],
};
const LATIN_LIST: TextScope = { locale: null, lists: ['Halevai', 'Zman', 'עכשיו מעונן'] };

/** The text of a line's runs from left to right, as printed. */
async function printed(text: string, scope: TextScope | null): Promise<string[]> {
  const set = async (): Promise<string[]> =>
    (await itemise(text, 'specialElite', scope ? scope.lists.join('') : '')).runs.map((run) =>
      text.slice(run.start, run.end).trim(),
    );
  return scope ? withTextScope(scope, set) : set();
}

describe('the direction of a numbered list line', () => {
  it('is the list’s: right to left when most of the artist’s titles are', () => {
    expect(listReadsRtl(['Desert Static'], ARABIC_LIST)).toBe(true);
    expect(listReadsRtl(['نور'], LATIN_LIST)).toBe(false);
    expect(numberedLineDirection('04  DESERT STATIC', '', ARABIC_LIST)).toBe('rtl');
    expect(numberedLineDirection('03  עכשיו מעונן', '', LATIN_LIST)).toBe('ltr');
    // Not a line of the list: a name that starts with a number reads its own way.
    expect(numberedLineDirection('4 Non Blondes', '', ARABIC_LIST)).toBe(null);
  });

  it('puts a Latin title’s number at its right end in a right-to-left list, like the others’', async () => {
    const latin = await printed('04  DESERT STATIC', ARABIC_LIST);
    expect(latin.at(-1)).toBe('04');
    expect(latin[0]).toBe('DESERT STATIC');
    expect((await printed('01  ليل القاهرة', ARABIC_LIST)).at(-1)).toBe('01');
    // Outside a list the Latin line reads left to right.
    expect((await printed('04  DESERT STATIC', null))[0]).toMatch(/^04/);
  });

  it('keeps a right-to-left title’s number at its left end in a left-to-right list', async () => {
    expect((await printed('03  עכשיו מעונן', LATIN_LIST))[0]).toBe('03');
  });
});

describe('the faces of a right-to-left list', () => {
  /** Each run's text and font, left to right. */
  const faces = (text: string): Promise<[string, string][]> =>
    withTextScope(ARABIC_LIST, async () =>
      (await itemise(text, 'specialElite', ARABIC_LIST.lists.join(''))).runs
        .filter((run) => text.slice(run.start, run.end).trim() !== '')
        .map((run) => [
          text.slice(run.start, run.end).trim(),
          `${run.file.face.family}@${run.file.face.weight}`,
        ]),
    );

  it('sets a Latin title in the face and weight of the Arabic titles, not the typewriter', async () => {
    const arabic = await faces('01  ليل القاهرة');
    const latin = await faces('04  DESERT STATIC');
    expect(arabic[0]?.[1]).toBe('Noto Sans Arabic@500');
    // Noto Sans Arabic's own Latin letters (Noto Sans's), else Noto Sans: one design, one weight.
    expect(latin[0]?.[0]).toBe('DESERT STATIC');
    expect(latin[0]?.[1]).toMatch(/^Noto Sans( Arabic)?@500$/);
    // The numbers, one column, in the design's face on every line.
    expect(arabic.at(-1)).toEqual(['01', 'Special Elite@400']);
    expect(latin.at(-1)).toEqual(['04', 'Special Elite@400']);
  });

  it('sets a number and the space after it in the design’s face beside any script', async () => {
    const scope: TextScope = { locale: null, lists: ['Channa Mereya', 'तुम ही हो', 'केसरिया'] };
    const text = '02  तुम ही हो';
    const runs = await withTextScope(scope, async () =>
      (await itemise(text, 'specialElite', scope.lists.join(''))).runs.map((run) => [
        text.slice(run.start, run.end),
        run.file.face.family,
      ]),
    );
    // The same gap after the number as in "01  CHANNA MEREYA", not Noto Devanagari's space.
    expect(runs[0]).toEqual(['02  ', 'Special Elite']);
  });

  it('leaves a left-to-right list’s Latin titles in the design’s face', async () => {
    const runs = await withTextScope(LATIN_LIST, async () =>
      (await itemise('01  HALEVAI', 'specialElite', LATIN_LIST.lists.join(''))).runs.map(
        (run) => run.file.face.family,
      ),
    );
    expect(new Set(runs)).toEqual(new Set(['Special Elite']));
  });
});
