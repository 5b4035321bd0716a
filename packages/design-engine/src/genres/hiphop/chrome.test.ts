import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { hiphopChrome } from './chrome.ts';
import { hiphop } from './index.ts';

describe('the chrome name', () => {
  it('prints an accent over the capitals in the chrome’s top ink, on its letter', async () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const art = await drawLayout(
        hiphopChrome,
        hiphop,
        { name: 'Nené Flow', track: 'Santurce 3AM', tracks: ['Santurce 3AM'] },
        seed,
      );
      const inkTop = Math.min(...art.texts.filter((t) => t.role === 'name').map((t) => t.box.y0));
      // The bands in the letters' ink (#f2e6d0); the first is the solid top of the first line.
      const bands = /fill="#f2e6d0" d="M[-\d.]+ ([-\d.]+)H/.exec(art.body.join(''));
      expect(bands, seed).not.toBeNull();
      expect(Number(bands?.[1]), seed).toBeLessThanOrEqual(inkTop);
    }
  });
});
