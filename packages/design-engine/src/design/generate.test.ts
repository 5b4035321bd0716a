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
    expect(designs.flatMap((d) => d.fonts)).toContain('Noto Sans KR@900');
  });
});
