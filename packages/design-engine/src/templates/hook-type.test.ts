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
  it('never makes a placeholder title its hero line', { timeout: 60_000 }, async () => {
    const placeholders = ['untitled 3', 'Track 3', 'Intro', 'outro'];
    for (const seed of [1, 2, 3]) {
      const { texts, failures } = await drawArrangement(
        'hook-type',
        artist('x', placeholders),
        seed,
      );
      expect(failures).toEqual([]);
      const printed = texts.map((t) => t.text.toLowerCase());
      for (const title of placeholders) expect(printed).not.toContain(title.toLowerCase());
      // The name takes the hero's place.
      expect(texts[0]?.text.toLowerCase()).toBe('x');
    }
  });

  it('keeps a real title as the hero', { timeout: 60_000 }, async () => {
    const { texts } = await drawArrangement('hook-type', artist('x', ['Golden Hour']), 1);
    const hook = texts.filter((t) => t.role === 'hook').map((t) => t.text.toLowerCase());
    expect(hook.join(' ')).toBe('golden hour');
    expect(texts[0]?.role).toBe('hook');
  });
});
