import { describe, expect, it } from 'vitest';
import { GENRE_FAMILIES } from '../style/genre-family.ts';
import { GENRES, LAYOUTS } from './index.ts';

describe('genre families', () => {
  it.each(GENRE_FAMILIES.filter((f) => f !== 'neutral'))(
    '%s has at least three layouts of its own',
    (family) => {
      const own = GENRES[family].layouts.filter((l) => l.template.id.startsWith(`${family}-`));
      expect(own.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives every layout a unique id', () => {
    const ids = Object.values(GENRES).flatMap((g) => g.layouts.map((l) => l.template.id));
    const distinct = new Set(ids);
    for (const id of distinct) expect(LAYOUTS.get(id)?.id).toBe(id);
    // A layout listed by two families is one object, never two layouts under one id.
    for (const genre of Object.values(GENRES))
      for (const l of genre.layouts) expect(LAYOUTS.get(l.template.id)).toBe(l.template);
  });

  it('has at least twelve families with art of their own', () => {
    const drawn = GENRE_FAMILIES.filter((f) =>
      GENRES[f].layouts.some((l) => l.template.id.startsWith(`${f}-`)),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(12);
  });
});
