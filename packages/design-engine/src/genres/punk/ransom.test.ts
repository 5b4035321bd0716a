import { describe, expect, it } from 'vitest';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { punk } from './index.ts';
import { punkRansom } from './ransom.ts';

const KYIV = {
  name: 'Кислотний Дощ',
  track: 'Бетон',
  tracks: ['Бетон', 'Гуляй, Поле', 'Проти Всіх'],
  details: ['Ukraine'],
};

describe('punk ransom note', () => {
  it('cuts Cyrillic letters from more than one punk face, in capitals, none a script', async () => {
    const faces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const art = await drawLayout(punkRansom, punk, KYIV, `cyr-${i}`);
      const tiles = art.texts.filter((t) => t.role === 'name');
      expect(tiles.map((t) => t.text).join('')).toBe('КИСЛОТНИЙДОЩ');
      for (const tile of tiles) for (const face of tile.faces) faces.add(face);
    }
    expect(faces.size).toBeGreaterThanOrEqual(2);
    for (const face of faces) expect(face).not.toMatch(/Pacifico|Great Vibes|Noto Sans@/);
  });

  it('cuts Greek letters from more than one face too', async () => {
    const faces = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      const art = await drawLayout(punkRansom, punk, { ...KYIV, name: 'Αναρχία Τώρα' }, `gr-${i}`);
      for (const tile of art.texts.filter((t) => t.role === 'name'))
        for (const face of tile.faces) faces.add(face);
    }
    expect(faces.size).toBeGreaterThanOrEqual(2);
  });

  it('keeps a Latin name in the design’s one face', async () => {
    const art = await drawLayout(punkRansom, punk, { ...KYIV, name: 'Riot Grrrl' }, 'latin');
    const faces = new Set(art.texts.filter((t) => t.role === 'name').flatMap((t) => t.faces));
    expect([...faces]).toEqual(['Archivo Black@400']);
  });
});
