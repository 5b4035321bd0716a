import { describe, expect, it } from 'vitest';
import { isDark } from '../../color/contrast.ts';
import { isSoftInk } from '../../color/hard-inks.ts';
import { extractPalette } from '../../color/palette.ts';
import { planSet } from '../../design/plan-set.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { isCartoonSkull } from '../../motifs/fierce-skulls.ts';
import { Rng } from '../../random/prng.ts';
import type { StyleSpec } from '../../style/styles.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { GENRES } from '../index.ts';
import { pickMotif } from '../shared/art.ts';
import { isExtremeMetal } from './sub-genres.ts';
import { THRASH_DEFAULTS, THRASH_MOTIFS } from './thrash-skull.ts';

const pinkPhoto = fixtureImage({ background: '#f2a7c3', light: '#ffe3ee', shade: '#7a2850' }, 96);

describe('extreme metal', () => {
  it('knows its sub-genres', () => {
    for (const g of [
      'brutal death metal',
      'technical death metal',
      'slam death metal',
      'grindcore',
      'goregrind',
      'black metal',
      'atmospheric black metal',
      // Plain death metal too: a reviewer saw Gravewyrm's red lifted to pink on charcoal.
      'death metal',
      'finnish death metal',
      'old school death metal',
    ])
      expect(isExtremeMetal([g]), g).toBe(true);
    for (const g of [
      'power metal',
      'stoner rock',
      'symphonic metal',
      'metalcore',
      'melodic death metal',
    ])
      expect(isExtremeMetal([g]), g).toBe(false);
  });

  it('never prints a pastel or pink ink, on dark blanks, even from a pink picture', async () => {
    const palette = await extractPalette(pinkPhoto);
    for (const genres of [['brutal death metal', 'slam death metal'], ['black metal']]) {
      for (const seed of [1, 2, 3]) {
        const plans = planSet({
          key: `extreme|${seed}`,
          style: GENRES.metal.style,
          palette,
          tracks: ['Gutted Alive', 'Skull Crusher', 'Necrotic Feast'],
          artist: { name: 'Putrid Offal', genres, hasImage: true },
          count: 8,
        });
        for (const plan of plans) {
          const inks = [plan.inks.primary, plan.inks.accent, plan.inks.support, ...plan.inks.inks];
          expect(inks.filter(isSoftInk), `${genres[0]} ${plan.template.id}`).toEqual([]);
          if (plan.product !== 'poster') expect(isDark(plan.background)).toBe(true);
        }
      }
    }
  });

  it('keeps the picture’s pink for power metal', async () => {
    const palette = await extractPalette(pinkPhoto);
    const inks = planSet({
      key: 'power|1',
      style: GENRES.metal.style,
      palette,
      tracks: ['Glory'],
      artist: { name: 'Dragonheart', genres: ['power metal'], hasImage: true },
      count: 8,
    }).flatMap((p) => p.inks.inks);
    expect(inks.some(isSoftInk)).toBe(true);
  });

  it('never draws a cartoon skull for brutal death metal', () => {
    const context = (genres: string[], seed: number): TemplateContext =>
      ({
        rng: new Rng(`skull|${seed}`),
        name: 'Putrid Offal',
        altName: null,
        track: 'Skull Crusher',
        tracks: [],
        details: [],
        genres,
        style: { family: 'metal' } as StyleSpec,
      }) as Partial<TemplateContext> as TemplateContext;
    const picks = (genres: string[]): string[] =>
      Array.from({ length: 40 }, (_, seed) =>
        pickMotif(context(genres, seed), THRASH_MOTIFS, THRASH_DEFAULTS),
      );
    expect(picks(['brutal death metal']).filter(isCartoonSkull)).toEqual([]);
    // Thrash keeps its whole skull drawer.
    expect(picks(['thrash metal']).some(isCartoonSkull)).toBe(true);
  });
});
