import { describe, expect, it } from 'vitest';
import type { TemplateContext } from '../../layout/template.ts';
import { hasIcon } from '../../motifs/game-icons.ts';
import {
  buckleAnimal,
  buckleAnimals,
  countryDefaults,
  fromAmericanWest,
  horizonFigures,
} from './regional-figures.ts';
import { COUNTRY_MOTIFS } from './motifs.ts';

const from = (country: string | null): TemplateContext =>
  ({ details: country ? [country] : [] }) as unknown as TemplateContext;

describe('country figures by where the act is from', () => {
  it('draws no American bison and no Dutch windmill for a sertanejo or other non-US act', () => {
    for (const country of ['Brazil', 'Australia', 'Norway', null]) {
      const ctx = from(country);
      expect(fromAmericanWest(ctx)).toBe(false);
      for (const figures of [countryDefaults(ctx), buckleAnimals(ctx), horizonFigures(ctx)]) {
        expect(figures).not.toContain('bison');
        expect(figures).not.toContain('windmill');
        expect(figures.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the bison for the American West, never the Dutch windmill', () => {
    for (const country of ['United States', 'Canada']) {
      const ctx = from(country);
      expect(buckleAnimals(ctx)).toContain('bison');
      expect(countryDefaults(ctx)).toContain('bison');
      expect(horizonFigures(ctx)).not.toContain('windmill');
    }
  });

  it('names only icons the set has', () => {
    for (const ctx of [from('Brazil'), from('United States')])
      for (const id of [...countryDefaults(ctx), ...buckleAnimals(ctx), ...horizonFigures(ctx)])
        expect(hasIcon(id), id).toBe(true);
  });

  it("puts the band's dogs on the buckle, not a seeded horse", () => {
    const ctx = {
      details: ['United States'],
      name: 'Dusty Road Dogs',
      altName: null,
      track: 'Highway 61 Revival',
    } as unknown as TemplateContext;
    expect(buckleAnimal(ctx)).toBe('sitting-dog');
  });
});

describe('country steer', () => {
  // game-icons' "bull" is horns, eyes and a nose ring with no head: on a show bill and a buckle
  // it printed as floating fragments (review). The steer skull is a whole shape.
  it('is the steer skull, never the headless bull', () => {
    for (const country of ['United States', 'Brazil', null]) {
      const ctx = from(country);
      for (const figures of [countryDefaults(ctx), buckleAnimals(ctx)])
        expect(figures).not.toContain('bull');
      const longhorn = { ...ctx, track: 'Longhorn Nights', name: 'Wade', altName: null };
      expect(buckleAnimal(longhorn as TemplateContext)).toBe('desert-skull');
    }
    for (const [, icons] of COUNTRY_MOTIFS) expect(icons).not.toContain('bull');
  });
});
