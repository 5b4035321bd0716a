import { describe, expect, it } from 'vitest';
import { baseForms } from './word-forms.ts';

describe('baseForms', () => {
  it.each([
    ['wolves', 'wolf'],
    ['owls', 'owl'],
    ['roses', 'rose'],
    ['leones', 'leon'],
    ['cherries', 'cherry'],
    ['conejito', 'conejo'],
    ['conejitos', 'conejo'],
    ['marcianita', 'marciana'],
    ['corazoncito', 'corazon'],
    ['coelhinho', 'coelho'],
    ['lobitas', 'loba'],
  ])('%s → %s', (word, base) => {
    expect(baseForms(word)).toContain(base);
  });

  it('leaves words that only end like a plural or another script alone', () => {
    for (const word of ['mars', 'boss', 'lotus', 'paris', 'blues', 'owl', 'สิงโต', 'ørn'])
      expect(baseForms(word), word).toEqual([]);
  });
});
