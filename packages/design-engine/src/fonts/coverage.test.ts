import { describe, expect, it } from 'vitest';
import { FACES } from './catalog.ts';
import { loadFace, resolveFonts, uncoveredCharacters } from './loader.ts';

describe('glyph coverage from the fonts’ cmap tables', () => {
  it('reads TrueType and WOFF cmaps', async () => {
    const anton = await loadFace(FACES.anton); // TTF
    const fraktur = await loadFace(FACES.unifraktur); // WOFF
    expect(anton.codePoints.has('A'.codePointAt(0) ?? 0)).toBe(true);
    expect(fraktur.codePoints.has('á'.codePointAt(0) ?? 0)).toBe(true);
    expect(anton.codePoints.has('별'.codePointAt(0) ?? 0)).toBe(false);
  });

  it('covers "Los Relámpagos" and "Año" in the display faces themselves', async () => {
    expect(await resolveFonts('Los Relámpagos', 'unifraktur')).toMatchObject({ missing: [] });
    const ano = await resolveFonts('Año', 'rye');
    expect(ano.missing).toEqual([]);
    expect(ano.faces.map((f) => f.face.family)).toEqual(['Rye']);
  });

  it('falls back per script for Korean: "별빛" comes from Noto Sans KR', async () => {
    const { faces, missing } = await resolveFonts('별빛 (Byeolbit)', 'anton');
    expect(missing).toEqual([]);
    expect(faces.map((f) => f.face.family)).toEqual(['Anton', 'Noto Sans KR']);
    expect(uncoveredCharacters('별빛', [faces[0] as (typeof faces)[number]])).toEqual(['별', '빛']);
  });

  it('reports characters no face has, instead of drawing empty boxes', async () => {
    const { missing } = await resolveFonts('Band \u{e000}', 'bebas');
    expect(missing).toEqual(['\u{e000}']);
  });
});
