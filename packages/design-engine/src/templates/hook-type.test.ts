import { describe, expect, it } from 'vitest';
import { drawArrangement } from '../genres/shared/arrangement-testing.ts';

const artist = (name: string, tracks: string[]) => ({
  id: `hook-${name}`,
  name,
  genres: ['pop'],
  country: 'US',
  tracks,
  withImage: false,
});

describe('the hook-type layout', () => {
  it('is never drawn for an artist with only placeholder titles', { timeout: 60_000 }, async () => {
    // Its hero is a song: without one the planner does not choose it (Template.needsTracks).
    const placeholders = ['untitled 3', 'Track 3', 'Intro', 'outro'];
    const { skipped, texts } = await drawArrangement('hook-type', artist('x', placeholders), 1);
    expect(skipped).toBe(true);
    expect(texts).toEqual([]);
  });

  it('keeps a real title as the hero', { timeout: 60_000 }, async () => {
    const { texts } = await drawArrangement('hook-type', artist('x', ['Golden Hour']), 1);
    const hook = texts.filter((t) => t.role === 'hook').map((t) => t.text.toLowerCase());
    expect(hook.join(' ')).toBe('golden hour');
    expect(texts[0]?.role).toBe('hook');
  });
});
