import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl } from './color.ts';
import { boneAndHardAccent, hardenInks, isSoftInk } from './hard-inks.ts';
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
    // Salmon and peach too: a red or an orange lifted past 0.62 (Gravewyrm's #ea8483).
    for (const soft of [
      '#d67aa0',
      '#f2a7c3',
      '#ea9bbb',
      '#a8d8f0',
      '#c9f2c0',
      '#ea8483',
      '#f5a878',
    ])
      expect(isSoftInk(soft), soft).toBe(true);
    for (const hard of [
      '#e8e3d6',
      '#ffffff',
      '#9a9a9a',
      '#b01818',
      '#db4b4b',
      '#3c7a2a',
      '#7a2850',
    ])
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

  it('gives the core styles bone and the picture’s hue made hard, never its soft tint', () => {
    // Ghostmarrow's picture: greys and one soft teal (the review found the teal ink soft).
    const teal = colour('#7cc2b9', 172, 0.37, 0.62);
    const grey = colour('#3c3e40', 210, 0.03, 0.24);
    const hard = boneAndHardAccent(plan('#dadcdd', '#70c5b9'), [grey, teal]);
    expect(hard.primary).toBe('#e8e3d6');
    expect(hard.support).toBe('#e8e3d6');
    expect(hexToHsl(hard.accent).s).toBeGreaterThanOrEqual(0.8);
    expect(Math.abs(hexToHsl(hard.accent).h - 172)).toBeLessThan(6);
    expect(contrastRatio(hard.accent, '#111111')).toBeGreaterThanOrEqual(6);
    expect(hard.inks).toEqual(['#e8e3d6', hard.accent]);
  });

  it('deepens a pink picture to crimson, never hot pink', () => {
    const hard = boneAndHardAccent(plan('#dadcdd', '#d67aa0'), [
      colour('#d67aa0', 336, 0.55, 0.66),
    ]);
    expect(isSoftInk(hard.accent)).toBe(false);
    expect(hexToHsl(hard.accent).h > 350 || hexToHsl(hard.accent).h < 10).toBe(true);
  });

  it('prints bone alone where the red would have to turn pink to read (charcoal, maroon)', () => {
    const red = [colour('#c41e1e', 0, 0.74, 0.44)];
    for (const garment of ['#37383a', '#4a1e27']) {
      const hard = boneAndHardAccent(plan('#dadcdd', '#c41e1e', garment), red);
      expect(hard.inks.filter(isSoftInk), garment).toEqual([]);
      expect(hard.accent, garment).toBe('#e8e3d6');
    }
  });

  it('gives a grey picture blood red', () => {
    const hard = boneAndHardAccent(plan('#dadcdd', '#9a9a9a'), [
      colour('#3c3e40', 210, 0.03, 0.24),
    ]);
    expect(hexToHsl(hard.accent).h < 10 || hexToHsl(hard.accent).h > 350).toBe(true);
  });
});
