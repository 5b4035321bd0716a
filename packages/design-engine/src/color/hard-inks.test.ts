import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color.ts';
import { hardenInks, isSoftInk } from './hard-inks.ts';
import type { InkPlan } from './ink-plan.ts';
import type { PaletteColor } from './palette.ts';

const plan = (primary: string, accent: string, garment = '#111111'): InkPlan => ({
  garment,
  darkGarment: true,
  primary,
  accent,
  support: primary,
  treatment: 'duotone',
  inks: [primary, accent],
  duotone: { dark: accent, light: primary },
  metallic: null,
});

const colour = (hex: string, hue: number, saturation: number, lightness: number): PaletteColor => ({
  hex,
  weight: 0.3,
  hue,
  saturation,
  lightness,
});

describe('hard inks', () => {
  it('tells pinks and pastels from neutrals and deep colours', () => {
    for (const soft of ['#d67aa0', '#f2a7c3', '#ea9bbb', '#a8d8f0', '#c9f2c0'])
      expect(isSoftInk(soft), soft).toBe(true);
    for (const hard of ['#e8e3d6', '#ffffff', '#9a9a9a', '#b01818', '#3c7a2a', '#7a2850'])
      expect(isSoftInk(hard), hard).toBe(false);
  });

  it('swaps a soft ink for the picture’s most saturated hard colour', () => {
    const hardened = hardenInks(plan('#e8e3d6', '#d67aa0'), [
      colour('#f2a7c3', 336, 0.75, 0.8),
      colour('#c41e1e', 0, 0.74, 0.44),
    ]);
    expect(hardened.accent).not.toBe('#d67aa0');
    expect(isSoftInk(hardened.accent)).toBe(false);
    expect(contrastRatio(hardened.accent, '#111111')).toBeGreaterThanOrEqual(4.5);
    expect(hardened.inks.some(isSoftInk)).toBe(false);
  });

  it('falls back to the bone it already prints when the picture is all pink', () => {
    const hardened = hardenInks(plan('#e8e3d6', '#d67aa0'), [colour('#f2a7c3', 336, 0.75, 0.8)]);
    expect(hardened.inks).toEqual(['#e8e3d6']);
  });

  it('leaves a hard plan as it is', () => {
    const hard = plan('#e8e3d6', '#b01818');
    expect(hardenInks(hard, [])).toBe(hard);
  });
});
