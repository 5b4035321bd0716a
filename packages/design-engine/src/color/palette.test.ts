import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hexToHsl, hueDelta } from './color.ts';
import { contrastRatio } from './color.ts';
import { composeInks } from './ink-plan.ts';
import { describePalette } from './palette-mood.ts';
import { extractPalette } from './palette.ts';

/** Left half pure red, right half pure blue. */
async function redBlue(): Promise<Buffer> {
  const width = 200;
  const height = 120;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if (x < width / 2) raw[i] = 220;
      else raw[i + 2] = 220;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A dark grey picture with a thin neon-green stripe (about 1% of the pixels). */
async function greyWithStripe(): Promise<Buffer> {
  const size = 200;
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 3;
      const stripe = x >= 100 && x < 102;
      raw[i] = stripe ? 57 : 40 + (y % 40);
      raw[i + 1] = stripe ? 255 : 42 + (y % 40);
      raw[i + 2] = stripe ? 20 : 46 + (y % 40);
    }
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

const near = (hex: string, hue: number): boolean => Math.abs(hueDelta(hexToHsl(hex).h, hue)) < 20;

describe('palette from the artist image', () => {
  it('finds red and blue in a red/blue image, in equal shares', async () => {
    const palette = await extractPalette(await redBlue());
    const strong = palette.filter((c) => c.weight > 0.2);
    expect(strong.some((c) => near(c.hex, 0) && c.saturation > 0.8)).toBe(true);
    expect(strong.some((c) => near(c.hex, 240) && c.saturation > 0.8)).toBe(true);
    expect(palette.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 5);
  });

  it('keeps a thin vivid accent that averaging would wash away', async () => {
    const palette = await extractPalette(await greyWithStripe());
    const green = palette.filter((c) => near(c.hex, 110) && c.saturation > 0.85);
    expect(green.length).toBeGreaterThanOrEqual(1);
    expect(palette.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 5);
  });

  it('is deterministic', async () => {
    const image = await redBlue();
    expect(await extractPalette(image)).toEqual(await extractPalette(image));
  });

  it('turns a red/blue image into red and blue inks that read on the garment', async () => {
    const palette = await extractPalette(await redBlue());
    for (const garment of ['#111111', '#f5f5f2']) {
      const plan = composeInks(describePalette(palette), garment, {
        treatment: 'full',
        lead: 'hue',
        hueOffset: 0,
      });
      const inks = [plan.primary, plan.accent, plan.support];
      expect(inks.some((ink) => near(ink, 0))).toBe(true);
      expect(inks.some((ink) => near(ink, 240))).toBe(true);
      for (const ink of inks) expect(contrastRatio(ink, garment)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
