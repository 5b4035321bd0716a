import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@encore/design-engine';
import { BANNER_SIZE, makeBanner, storeColourFrom, storeColourOf } from './store-look.ts';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

describe('store look', () => {
  it('cuts a 1500×500 WebP banner from any artist image', async () => {
    const banner = await makeBanner(await solid(640, 640, '#336699'));
    const meta = await sharp(banner).metadata();
    expect(meta).toMatchObject({ format: 'webp', ...BANNER_SIZE });
  });

  it('takes the store colour from the image, readable under white text', async () => {
    const colour = await storeColourOf(await solid(64, 64, '#ff4444'));
    expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour?.slice(i, i + 2) ?? '', 16));
    expect(r).toBeGreaterThan((g ?? 0) + 60);
    expect(r).toBeGreaterThan((b ?? 0) + 60);
    expect(contrastRatio(colour ?? '', '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('prefers a saturated colour over a larger grey, and has none for an empty palette', () => {
    const grey = { hex: '#808080', weight: 0.6, hue: 0, saturation: 0, lightness: 0.5 };
    const teal = { hex: '#1a8a80', weight: 0.3, hue: 175, saturation: 0.7, lightness: 0.32 };
    expect(storeColourFrom([grey, teal])).toBe('#1a8a80');
    expect(storeColourFrom([])).toBeNull();
  });
});
