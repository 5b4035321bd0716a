import { describe, expect, it } from 'vitest';
import { slotText } from './tracks.ts';

describe('what goes in a small slot', () => {
  it('keeps the song when it fits, else a short true word with the song spilled out', () => {
    const details = ['Americana', 'United States'];
    expect(slotText({ track: 'Iron', details }, 20)).toEqual({
      text: 'Iron',
      role: 'track',
      spill: null,
    });
    const long = 'A Considerably Longer Track Title Than Most';
    expect(slotText({ track: long, details }, 20)).toEqual({
      text: 'Americana',
      role: 'detail',
      spill: long,
    });
    expect(slotText({ track: long, details: [] }, 20)).toEqual({
      text: long,
      role: 'track',
      spill: null,
    });
  });
});
