import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, parseHex, relativeLuminance } from './color.ts';
import { SHAPE_CONTRAST, TEXT_CONTRAST } from './contrast.ts';
import { offPaletteInks } from './fidelity.ts';
import { composeInks, planInks } from './ink-plan.ts';
import { describePalette } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';
import type { Treatment } from './treatment.ts';
import { Rng } from '../random/prng.ts';

function colour(hex: string, weight: number): PaletteColor {
  const { h, s, l } = hexToHsl(hex);
  return { hex, weight, hue: h, saturation: s, lightness: l };
}
const palette = [
  colour('#120c0d', 0.4),
  colour('#391516', 0.25),
  colour('#c13129', 0.15),
  colour('#1d4e89', 0.12),
  colour('#e8e0cc', 0.08),
];
const mood = describePalette(palette);
const GARMENTS = ['#111111', '#1d2537', '#eee6d3', '#f5f5f2'];
const TREATMENTS: Treatment[] = ['full', 'duotone', 'monochrome', 'metallic'];

describe('composeInks', () => {
  it.each(TREATMENTS)('%s: palette hues only, every ink readable as text', (treatment) => {
    for (const garment of GARMENTS) {
      for (const lead of ['hue', 'neutral'] as const) {
        const plan = composeInks(mood, garment, { treatment, lead, hueOffset: 0 });
        const all = [plan.primary, plan.accent, plan.support, ...plan.inks];
        expect(offPaletteInks(all, palette)).toEqual([]);
        for (const ink of [...all, ...(plan.metallic?.stops ?? [])])
          expect(contrastRatio(ink, garment)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        for (const ink of [plan.duotone.dark, plan.duotone.light])
          expect(contrastRatio(ink, garment)).toBeGreaterThanOrEqual(SHAPE_CONTRAST);
        expect(plan.treatment).toBe(treatment);
        expect(plan.garment).toBe(garment);
      }
    }
  });

  it('prints one ink for monochrome, two for duotone, two or three for full', () => {
    const count = (treatment: Treatment) =>
      composeInks(mood, '#111111', { treatment, lead: 'hue', hueOffset: 0 }).inks.length;
    expect(count('monochrome')).toBe(1);
    expect(count('duotone')).toBe(2);
    expect(count('full')).toBeGreaterThanOrEqual(2);
    expect(count('full')).toBeLessThanOrEqual(3);
  });

  it('gives metallic plans sheen stops of the same hue, and others none', () => {
    const metallic = composeInks(mood, '#111111', {
      treatment: 'metallic',
      lead: 'hue',
      hueOffset: 0,
    });
    expect(metallic.metallic?.stops).toHaveLength(4);
    const hue = hexToHsl(metallic.primary).h;
    for (const stop of metallic.metallic?.stops ?? [])
      expect(Math.abs(hexToHsl(stop).h - hue)).toBeLessThan(6);
    expect(
      composeInks(mood, '#111111', { treatment: 'full', lead: 'hue', hueOffset: 0 }).metallic,
    ).toBeNull();
  });

  it('orders the duotone pair dark to light (by luminance: a yellow is lighter than a blue)', () => {
    const plan = composeInks(mood, '#111111', { treatment: 'duotone', lead: 'hue', hueOffset: 0 });
    const luminance = (hex: string) => relativeLuminance(parseHex(hex));
    expect(luminance(plan.duotone.dark)).toBeLessThanOrEqual(luminance(plan.duotone.light));
  });

  it('leads in bone on black when the genre leads in a neutral (metal)', () => {
    const plan = composeInks(mood, '#111111', {
      treatment: 'duotone',
      lead: 'neutral',
      hueOffset: 0,
    });
    expect(hexToHsl(plan.primary).s).toBeLessThan(0.25);
    expect(hexToHsl(plan.primary).l).toBeGreaterThan(0.75);
    expect(Math.abs(hexToHsl(plan.accent).h - hexToHsl('#c13129').h)).toBeLessThan(10);
  });
});

describe('planInks', () => {
  it('keeps the old call working for every family, unknown ones included', () => {
    for (const family of ['metal', 'hiphop', 'pop', 'jazz', 'classical', 'something-new']) {
      const plan = planInks(family, palette, '#111111', new Rng(family));
      expect(offPaletteInks([plan.primary, plan.accent, plan.support], palette)).toEqual([]);
      expect(contrastRatio(plan.primary, '#111111')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
