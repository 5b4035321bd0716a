import { describe, expect, it } from 'vitest';
import { phraseBreaks } from './title-lines.ts';

describe('work titles over two lines', () => {
  it('break after a comma or colon first, never inside "Op. 98"', () => {
    const [best] = phraseBreaks('Symphony No. 4 in E minor, Op. 98: I. Allegro non troppo');
    expect(best).toEqual(['Symphony No. 4 in E minor,', 'Op. 98: I. Allegro non troppo']);
  });
});
