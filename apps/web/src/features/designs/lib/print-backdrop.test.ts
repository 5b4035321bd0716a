import { describe, expect, it } from 'vitest';
import { backdropForPixels, relativeLuminance } from './print-backdrop';

/** `count` pixels of one RGBA colour. */
const pixels = (count: number, rgba: [number, number, number, number]) =>
  Array.from({ length: count }, () => rgba).flat();

describe('print backdrop', () => {
  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance(0, 0, 0)).toBe(0);
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1);
  });

  it('puts dark inks on a light backdrop and light inks on a dark one', () => {
    const clear = pixels(60, [0, 0, 0, 0]);
    expect(backdropForPixels([...clear, ...pixels(40, [45, 38, 27, 255])])).toBe('light');
    expect(backdropForPixels([...clear, ...pixels(40, [230, 225, 209, 255])])).toBe('dark');
  });

  it('recognises a full sheet, and gives up on an empty print', () => {
    expect(backdropForPixels(pixels(100, [20, 20, 20, 255]))).toBe('sheet');
    expect(backdropForPixels(pixels(100, [0, 0, 0, 0]))).toBe('unknown');
  });
});
