import { describe, expect, it } from 'vitest';
import { cardBackMark } from './card-back.ts';

describe('k-pop card back', () => {
  it('prints initials for a name with capitals and a Hangul name whole (블루문, not 블)', () => {
    expect(cardBackMark('Neon Bloom')).toBe('NB');
    expect(cardBackMark('블루문')).toBe('블루문');
  });
});
