import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToHsl, hslToHex, parseHex, relativeLuminance, toHex } from './color.ts';

describe('colour maths', () => {
  it('parses and formats hex colours', () => {
    expect(parseHex('#ff8000')).toEqual({ r: 255, g: 128, b: 0 });
    expect(toHex({ r: 255, g: 128, b: 0 })).toBe('#ff8000');
    expect(() => parseHex('red')).toThrow();
  });

  it('computes WCAG relative luminance and contrast', () => {
    expect(relativeLuminance(parseHex('#ffffff'))).toBeCloseTo(1, 5);
    expect(relativeLuminance(parseHex('#000000'))).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
    // Reference values from the WCAG definition: #777777 just fails 4.5:1 on white, #767676 passes.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('round-trips HSL', () => {
    for (const hex of ['#e63946', '#1d3557', '#a8dadc', '#2a9d8f', '#808080']) {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
    }
  });
});
