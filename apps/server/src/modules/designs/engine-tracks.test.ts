import { describe, expect, it } from 'vitest';
import { tracksToRedraw } from './engine-tracks.ts';

describe('tracksToRedraw', () => {
  it('redraws a song design with its song', () => {
    expect(tracksToRedraw('Midnight Drive', 'The Night Owls')).toEqual(['Midnight Drive']);
  });

  it("redraws a songless design (stored under the artist's name) with no song", () => {
    expect(tracksToRedraw('The Night Owls', 'The Night Owls')).toEqual([]);
    expect(tracksToRedraw(' the night owls', 'The Night Owls ')).toEqual([]);
    expect(tracksToRedraw('별빛', '별빛')).toEqual([]);
  });
});
