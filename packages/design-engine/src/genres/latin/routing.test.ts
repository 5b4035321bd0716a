import { describe, expect, it } from 'vitest';
import { alternativeLayouts, type SetArtist } from '../../design/plan-set.ts';
import type { Template } from '../../layout/template.ts';
import { latin } from './index.ts';

/** Folk craft of Mexico: never for acts rooted elsewhere in Latin America. */
const MEXICAN_CRAFT = ['latin-papel-picado', 'latin-loteria', 'latin-talavera'];

/** A layout no artist is drawn in: `alternativeLayouts` then lists every drawable one. */
const none: Template = {
  id: 'none',
  needsImage: false,
  maxGrow: 1,
  layout: () => Promise.resolve(),
};

function layoutsFor(genres: string[], hasImage = true, name = 'Artista'): string[] {
  const artist: SetArtist = { name, genres, hasImage };
  return alternativeLayouts(latin.style, artist, none).map((t) => t.id);
}

const ARTISTS: Record<string, string[]> = {
  'Puerto Rican reggaeton': ['reggaeton', 'urbano latino', 'puerto rican pop'],
  'Dominican bachata': ['bachata', 'latin pop'],
  'Dominican dembow': ['dembow', 'reggaeton'],
  'Colombian vallenato': ['vallenato', 'colombian pop', 'cumbia'],
  'Colombian cumbia pop': ['cumbia', 'latin pop', 'colombian pop'],
  'Colombian champeta': ['champeta'],
  'Cuban salsa': ['salsa', 'son cubano'],
  merengue: ['merengue', 'tropical'],
  'Brazilian MPB': ['mpb', 'bossa nova'],
  'Brazilian funk': ['funk carioca'],
  samba: ['samba', 'pagode'],
  tango: ['tango', 'argentine rock'],
};

describe('latin regional routing', () => {
  for (const [who, genres] of Object.entries(ARTISTS)) {
    it(`${who} never gets papel picado, lotería or talavera`, () => {
      for (const hasImage of [true, false]) {
        const ids = layoutsFor(genres, hasImage);
        for (const craft of MEXICAN_CRAFT) expect(ids).not.toContain(craft);
      }
    });
  }

  it('a regional Mexican act can get all three', () => {
    const ids = layoutsFor(['norteño', 'regional mexican', 'corridos']);
    for (const craft of MEXICAN_CRAFT) expect(ids).toContain(craft);
    expect(layoutsFor(['mariachi', 'ranchera'])).toContain('latin-papel-picado');
    expect(layoutsFor(['cumbia sonidera'])).toContain('latin-loteria');
  });

  it('a norteño or corridos band gets no carnival mask or palms', () => {
    const ids = layoutsFor(['norteño', 'regional mexican', 'corridos'], false);
    expect(ids).not.toContain('latin-carnaval');
    expect(ids).not.toContain('latin-tropical');
    expect(ids.length).toBeGreaterThanOrEqual(4);
  });

  it('a Mexican genre beside a Caribbean or Colombian one still gets no folk craft', () => {
    const ids = layoutsFor(['regional mexican', 'bachata']);
    for (const craft of MEXICAN_CRAFT) expect(ids).not.toContain(craft);
  });

  it('Caribbean, Colombian and urbano acts get the new layouts', () => {
    expect(layoutsFor(ARTISTS['Dominican bachata'] ?? [])).toEqual(
      expect.arrayContaining(['latin-tropical', 'latin-pico', 'latin-retrato', 'latin-carnaval']),
    );
    expect(layoutsFor(ARTISTS['Colombian vallenato'] ?? [])).toContain('latin-pico');
    expect(layoutsFor(ARTISTS['Puerto Rican reggaeton'] ?? [])).toContain('latin-retrato');
  });

  it('urbano gets the street (chrome, stickers), never souvenir masks or palms', () => {
    for (const who of ['Puerto Rican reggaeton', 'Dominican dembow']) {
      const ids = layoutsFor(ARTISTS[who] ?? []);
      expect(ids).not.toContain('latin-carnaval');
      expect(ids).not.toContain('latin-tropical');
      expect(ids).toContain('hiphop-chrome');
    }
  });

  it('every latin artist gets at least four layouts, with a picture or without', () => {
    const all = [...Object.values(ARTISTS), ['norteño', 'corridos'], ['latin pop'], ['latin']];
    for (const genres of all) {
      expect(layoutsFor(genres, true).length, genres.join(', ')).toBeGreaterThanOrEqual(4);
      // Tango without a picture has three (sol, picó, carnaval): no palms, no Mexican craft.
      const least = genres.includes('tango') ? 3 : 4;
      expect(layoutsFor(genres, false).length, genres.join(', ')).toBeGreaterThanOrEqual(least);
    }
  });

  it('a mariachi, ranchera or bolero act never gets the picó sound-system lettering', () => {
    for (const genres of [['mariachi', 'ranchera'], ['bolero'], ['norteño', 'corridos']]) {
      for (const hasImage of [true, false]) {
        const ids = layoutsFor(genres, hasImage);
        expect(ids, genres.join(', ')).not.toContain('latin-pico');
        // A bolero act (Cuban or Mexican, so no Mexican craft) has three without a picture.
        const least = hasImage || genres[0] !== 'bolero' ? 4 : 3;
        expect(ids.length, genres.join(', ')).toBeGreaterThanOrEqual(least);
      }
    }
    // The sonideros keep it: Mexico's sound-system culture.
    expect(layoutsFor(['cumbia sonidera'])).toContain('latin-pico');
  });

  it('forró, baião and xote get the sertão, not the picó, the beach or Mexican craft', () => {
    for (const genres of [['forro', 'sertanejo'], ['baiao'], ['xote', 'forró pé de serra']]) {
      const ids = layoutsFor(genres);
      expect(ids, genres.join(', ')).toContain('country-sunset-plains');
      for (const not of ['latin-pico', 'latin-tropical', ...MEXICAN_CRAFT])
        expect(ids, genres.join(', ')).not.toContain(not);
      expect(ids.length).toBeGreaterThanOrEqual(4);
      expect(layoutsFor(genres, false).length).toBeGreaterThanOrEqual(3);
    }
    expect(layoutsFor(['samba', 'pagode'])).not.toContain('country-sunset-plains');
  });

  it("flamenco gets its fan-and-carnation poster, never carnival, palms or the picó's speakers", () => {
    for (const genres of [
      ['flamenco', 'nuevo flamenco'],
      ['rumba catalana'],
      ['copla', 'spanish pop'],
    ]) {
      const ids = layoutsFor(genres);
      expect(ids, genres.join(', ')).toContain('latin-cartel');
      for (const not of ['latin-carnaval', 'latin-pico', 'latin-tropical', ...MEXICAN_CRAFT])
        expect(ids, genres.join(', ')).not.toContain(not);
      expect(layoutsFor(genres, false).length).toBeGreaterThanOrEqual(3);
    }
    expect(layoutsFor(['salsa', 'son cubano'])).not.toContain('latin-cartel');
  });
});
