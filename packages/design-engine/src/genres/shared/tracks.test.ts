import { describe, expect, it } from 'vitest';
import { fittingTrack } from './tracks.ts';

describe('a song title that fits', () => {
  it('keeps the design’s track when it fits, else takes the next short real title', () => {
    const tracks = ['A Considerably Longer Track Title Than Most', 'Iron', 'Neon'];
    expect(fittingTrack({ track: 'Neon', tracks }, 20)).toBe('Neon');
    expect(fittingTrack({ track: tracks[0] ?? '', tracks }, 20)).toBe('Iron');
    expect(
      fittingTrack({ track: 'Only Long Titles Here', tracks: ['Another Long One Again'] }, 10),
    ).toBe('Only Long Titles Here');
  });
});
