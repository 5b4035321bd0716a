import { describe, expect, it } from 'vitest';
import { FIXTURE_ARTISTS, fixtureImage } from '../testing/fixtures.ts';
import { generateDesigns } from './generate.ts';

describe('generateDesigns at preview scale', () => {
  it('is deterministic: the same seed gives byte-identical designs', async () => {
    const fixture = FIXTURE_ARTISTS[0];
    if (!fixture) throw new Error('no fixture');
    const input = { ...fixture, image: fixtureImage(fixture.photo, 240), seed: 42, count: 4 };
    const [a, b] = [await generateDesigns(input), await generateDesigns(input)];
    expect(a.map((d) => d.id)).toEqual(b.map((d) => d.id));
    a.forEach((design, i) => expect(design.png.equals(b[i]?.png ?? Buffer.alloc(0))).toBe(true));
  });

  it('hands each design to onDesign as soon as it is drawn, before the call returns', async () => {
    const fixture = FIXTURE_ARTISTS[1];
    if (!fixture) throw new Error('no fixture');
    const seen: { index: number; id: string }[] = [];
    let returned = false;
    const designs = await generateDesigns(
      { ...fixture, image: fixtureImage(fixture.photo, 240), seed: 3, count: 4 },
      {
        onDesign: async (design, index) => {
          expect(returned).toBe(false);
          seen.push({ index, id: design.id });
        },
      },
    );
    returned = true;
    expect([...seen].sort((a, b) => a.index - b.index)).toEqual(
      designs.map((design, index) => ({ index, id: design.id })),
    );
    // Drawn a few at a time in index order: the first is handed over before the last.
    expect(seen.findIndex((s) => s.index === 0)).toBeLessThan(seen.findIndex((s) => s.index === 3));
  });

  it('gives other designs for another seed', async () => {
    const fixture = FIXTURE_ARTISTS[4];
    if (!fixture) throw new Error('no fixture');
    const base = { ...fixture, image: fixtureImage(fixture.photo, 240), count: 4 };
    const [a, b] = [
      await generateDesigns({ ...base, seed: 1 }),
      await generateDesigns({ ...base, seed: 2 }),
    ];
    expect(a.map((d) => d.id)).not.toEqual(b.map((d) => d.id));
    a.forEach((design, i) => expect(design.png.equals(b[i]?.png ?? Buffer.alloc(0))).toBe(false));
  });

  it('renders names in Korean, with accents and ñ, naming the per-script fonts it used', async () => {
    const designs = await generateDesigns({
      artist: { id: 'kr', name: '별빛 (Byeolbit) · Año Relámpago', genres: ['k-pop'] },
      tracks: [{ name: '너의 별' }],
      image: null,
      seed: 7,
      count: 3,
      templates: ['stacked-type', 'circular-seal', 'monogram'],
    });
    for (const d of designs) expect(d.checks).toEqual({ passed: true, failures: [] });
    // Hangul is set in a Hangul display face of the Latin face's register, or in Noto Sans KR.
    expect(designs.flatMap((d) => d.fonts).join(' ')).toMatch(
      /Jua|Black Han Sans|Gowun Batang|Noto Sans KR/,
    );
  });

  it('moves a design to another layout of the family when its layout cannot pass the checks', async () => {
    // The punk stencil's tape cannot hold this whole title at the minimum size; the title is never
    // cut, so that design is drawn in another punk layout instead.
    const designs = await generateDesigns({
      artist: { id: 'bang', name: '!!!', genres: ['dance-punk', 'indie rock'], country: 'US' },
      tracks: [{ name: 'Me and Giuliani Down by the School Yard' }],
      image: null,
      seed: 1,
      count: 4,
    });
    for (const d of designs) expect(d.checks).toEqual({ passed: true, failures: [] });
    expect(designs.every((d) => d.template.startsWith('punk-'))).toBe(true);
    expect(designs.map((d) => d.hook).join(' ')).not.toContain('…');
  });
});
