import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { metalDagger } from './dagger.ts';
import { metal } from './index.ts';

describe('metal dagger', () => {
  // "Северный ветер" printed as "II · СЕВЕРНЫЙ ветер": its lower-case second line, cased on
  // its own, passed for a styled lower-case title (review).
  it(
    'cases a track title whole, also when it breaks over two lines',
    { timeout: 60_000 },
    async () => {
      const tracks = ['Северный ветер', 'Пепел', 'Железный лес', 'Ночная стража'];
      for (const seed of ['a', 'b', 'c']) {
        const art = await drawLayout(
          metalDagger,
          metal,
          { name: 'Вороний Камень', track: 'Пепел', tracks, details: ['Russia'] },
          seed,
        );
        const small = art.texts.filter((t) => t.role === 'track' || t.role === 'detail');
        expect(small.length).toBeGreaterThan(0);
        for (const { text } of small) expect(text, seed).toBe(text.toLocaleUpperCase('ru'));
      }
    },
  );
});
