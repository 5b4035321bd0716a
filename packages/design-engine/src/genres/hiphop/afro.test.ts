import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { jazz } from '../jazz/index.ts';
import { hiphopAfro } from './afro.ts';
import { hiphop } from './index.ts';

const BAND = { name: 'Samuel Okafor Quintet', track: 'Lagos After Dark', tracks: ['Ikoyi Strut'] };

/** The faces the afro layout set the name in, over a few seeds, for one family's style. */
async function nameFaces(genre: typeof jazz): Promise<Set<string>> {
  const faces = new Set<string>();
  for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
    const art = await drawLayout(hiphopAfro, genre, BAND, seed);
    for (const t of art.texts.filter((text) => text.role === 'name')) faces.add(t.faces[0] ?? '');
  }
  return faces;
}

describe('the afro sun layout', () => {
  it('sets a jazz band’s name in its line’s display face, a rapper’s in a wide heavy sans', async () => {
    // drawLayout sets the style's first display face: Josefin Sans for jazz.
    expect([...(await nameFaces(jazz))]).toEqual(['Josefin Sans@700']);
    const rap = [...(await nameFaces(hiphop))];
    expect(rap.length).toBeGreaterThan(0);
    expect(rap.every((face) => /^(Archivo Black|Bowlby One SC)@/.test(face))).toBe(true);
  });
});
