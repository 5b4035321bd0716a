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

/**
 * A mid-grey picture with diagonal bands: `core` pixels in the band's middle, and the band's
 * edges half-way between `core` and the grey (anti-aliasing, a faded overlay), as rendered art is.
 */
async function greyWithBands(core: [number, number, number], width: number): Promise<Buffer> {
  const size = 200;
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 3;
      const grey = 70 + ((x + y) % 30);
      const d = (x + y) % 50;
      const inBand = d < width;
      const edge = d === 0 || d === width - 1;
      for (let k = 0; k < 3; k += 1) {
        const c = core[k] ?? 0;
        raw[i + k] = !inBand ? grey : edge ? Math.round((c + grey) / 2) : c;
      }
    }
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Miles Okoro Quintet's picture, reduced: a navy ground whose lower half is a printable steel
 * blue, crossed by thin gold rings (soft-edged, about 3% of the pixels) too dull to count as vivid.
 */
async function navyWithGoldRings(): Promise<Buffer> {
  const size = 200;
  const raw = Buffer.alloc(size * size * 3);
  const gold = [170, 145, 90];
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const i = (y * size + x) * 3;
      const ground = y < size / 2 ? [18, 28, 44] : [40, 70, 110];
      const d = Math.hypot(x - 100, y - 200) % 24;
      const ring = d < 1 ? 1 : d < 2 ? 0.5 : 0;
      for (let k = 0; k < 3; k += 1)
        raw[i + k] = Math.round((gold[k] ?? 0) * ring + (ground[k] ?? 0) * (1 - ring));
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

  it("keeps a grey picture's soft mint bands as its one hue (a grey set reads drab)", async () => {
    // #a8d5ba: saturation 0.35, under the vivid bar, and only a few percent of the picture.
    const mood = describePalette(await extractPalette(await greyWithBands([168, 213, 186], 3)));
    expect(mood.hues).toHaveLength(1);
    expect(Math.abs(hueDelta(mood.hues[0]?.hue ?? 0, hexToHsl('#a8d5ba').h))).toBeLessThan(15);
  });

  it('keeps thin lines of another hue beside the picture’s own (gold rings on navy)', async () => {
    const palette = await extractPalette(await navyWithGoldRings());
    const printable = palette.filter((c) => c.saturation >= 0.3);
    expect(
      printable.some((c) => near(c.hex, 214)),
      'the blue',
    ).toBe(true);
    expect(
      printable.some((c) => near(c.hex, 40)),
      'the gold',
    ).toBe(true);
    expect(palette.reduce((sum, c) => sum + c.weight, 0)).toBeCloseTo(1, 5);
  });

  it('puts a face’s skin behind the picture’s own colour (a blue hour, not a brown one)', async () => {
    // A tan face covering 60% of the picture on a steel-blue ground: the blue outweighs it.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#3e5c76"/><ellipse cx="100" cy="110" rx="80" ry="95" fill="#c68863"/></svg>`;
    const palette = await extractPalette(await sharp(Buffer.from(svg)).png().toBuffer(), 2);
    const weightOf = (hue: number): number =>
      palette
        .filter((c) => Math.abs(hueDelta(c.hue, hue)) < 25)
        .reduce((sum, c) => sum + c.weight, 0);
    expect(weightOf(208)).toBeGreaterThan(weightOf(24));
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
