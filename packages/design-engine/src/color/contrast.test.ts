import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl } from './color.ts';
import { ensureContrast, HUE_ON_DARK, TEXT_CONTRAST } from './contrast.ts';
import { composeInks } from './ink-plan.ts';
import { describePalette } from './palette-mood.ts';
import type { PaletteColor } from './palette.ts';

const paletteOf = (...colours: [string, number][]): PaletteColor[] =>
  colours.map(([hex, weight]) => {
    const { h, s, l } = hexToHsl(hex);
    return { hex, weight, hue: h, saturation: s, lightness: l };
  });

describe('ensureContrast', () => {
  it('leaves an ink that already passes alone', () => {
    expect(ensureContrast('#f1faee', '#111111', TEXT_CONTRAST)).toBe('#f1faee');
  });

  it('lightens a failing ink on a dark garment, keeping its hue and saturation', () => {
    const ink = '#8b1e2d'; // deep red: about 2:1 on black
    expect(contrastRatio(ink, '#111111')).toBeLessThan(TEXT_CONTRAST);
    const shifted = ensureContrast(ink, '#111111', TEXT_CONTRAST);
    expect(contrastRatio(shifted, '#111111')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const before = hexToHsl(ink);
    const after = hexToHsl(shifted);
    expect(after.l).toBeGreaterThan(before.l);
    expect(Math.abs(after.h - before.h)).toBeLessThan(3);
    expect(Math.abs(after.s - before.s)).toBeLessThan(0.05);
  });

  it('darkens a failing ink on a light garment', () => {
    const ink = '#f4a261'; // light orange: far below 4.5:1 on off-white
    const shifted = ensureContrast(ink, '#f5f5f2', TEXT_CONTRAST);
    expect(contrastRatio(shifted, '#f5f5f2')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(hexToHsl(shifted).l).toBeLessThan(hexToHsl(ink).l);
  });

  it('moves only as far as needed (the nearest passing lightness)', () => {
    const shifted = ensureContrast('#555555', '#111111', TEXT_CONTRAST);
    const oneStepBack = hexToHsl(shifted);
    const slightlyDarker = `#${Math.round((oneStepBack.l - 0.02) * 255)
      .toString(16)
      .padStart(2, '0')
      .repeat(3)}`;
    expect(contrastRatio(slightlyDarker, '#111111')).toBeLessThan(TEXT_CONTRAST);
  });
});

describe('hue inks on dark blanks', () => {
  it('lifts a hue ink on a dark blank past the text minimum, keeping its hue', () => {
    const mood = describePalette(paletteOf(['#2f6fdf', 0.6], ['#c0392b', 0.4]));
    const onNavy = composeInks(mood, '#1d2537', {
      treatment: 'duotone',
      lead: 'hue',
      hueOffset: 0,
    });
    for (const ink of onNavy.inks) {
      expect(contrastRatio(ink, '#1d2537')).toBeGreaterThanOrEqual(HUE_ON_DARK);
    }
    expect(Math.abs(hexToHsl(onNavy.primary).h - hexToHsl('#2f6fdf').h)).toBeLessThan(8);
  });

  it('keeps a vivid red red on a black blank (held to the text minimum), not lifted to salmon', () => {
    const mood = describePalette(paletteOf(['#e11d1d', 0.5], ['#111111', 0.5]));
    const onBlack = composeInks(mood, '#111111', {
      treatment: 'duotone',
      lead: 'hue',
      hueOffset: 0,
    });
    const red = hexToHsl(onBlack.primary);
    expect(contrastRatio(onBlack.primary, '#111111')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // Salmon is a light tint: a red ink stays at or under 60 % lightness, fully saturated.
    expect(red.l).toBeLessThanOrEqual(0.6);
    expect(red.s).toBeGreaterThanOrEqual(0.7);
    expect(red.h < 15 || red.h > 345).toBe(true);
  });
});
