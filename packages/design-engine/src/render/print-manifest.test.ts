import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { GeneratedDesign } from '../types.ts';
import { printManifest, readPrintManifest, withPrintManifest } from './print-manifest.ts';

async function design(product: GeneratedDesign['product']): Promise<GeneratedDesign> {
  const png = await sharp({
    create: { width: 4, height: 4, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return {
    id: 'dsn_test_0',
    template: 'stacked-type',
    trackName: 'Han River Walk',
    hook: '“Han River Walk”',
    product,
    garmentColor: product === 'poster' ? '#f1e9d8' : '#111111',
    inks: ['#f2c6d0', '#3a2bd1'],
    fonts: ['Noto Sans KR@700', 'Fredoka@600'],
    scripts: [],
    png,
    width: product === 'poster' ? 5475 : 4500,
    height: product === 'poster' ? 7275 : 5400,
    checks: { passed: true, failures: [] },
  };
}

describe('print manifest', () => {
  it('describes a garment file: 15×18 in at 300 dpi, transparent, sRGB, on a named blank', async () => {
    const manifest = printManifest(await design('garment'), 'print');
    expect(manifest.dimensions).toEqual({
      width: 4500,
      height: 5400,
      dpi: 300,
      inches: { width: 15, height: 18 },
      colourSpace: 'sRGB',
      background: 'transparent',
    });
    expect(manifest.blank).toEqual({ hex: '#111111', name: 'black' });
    expect(manifest.trim).toBeNull();
    expect(manifest.fonts).toEqual(['Noto Sans KR@700', 'Fredoka@600']);
    expect(manifest.scripts).toEqual([]);
  });

  it('says what the printer trims off a poster and where the art stays clear', async () => {
    const manifest = printManifest(await design('poster'), 'print');
    expect(manifest.dimensions.inches).toEqual({ width: 18.25, height: 24.25 });
    expect(manifest.dimensions.background).toBe('paper');
    expect(manifest.blank.name).toBe('cream');
    expect(manifest.trim).toEqual({
      inches: { width: 18, height: 24 },
      bleed: 0.125,
      safeMargin: 0.25,
    });
  });

  it('lists the scripts a design reports, and travels inside the print file', async () => {
    const base = await design('garment');
    const withScripts = { ...base, scripts: ['Hangul', 'Latin'] };
    const manifest = printManifest(withScripts, 'preview');
    expect(manifest.scripts).toEqual(['Hangul', 'Latin']);
    expect(manifest.dimensions.dpi).toBe(50);
    const tagged = withPrintManifest(base.png, manifest);
    expect(readPrintManifest(tagged)).toEqual(manifest);
    // Tagging again replaces the manifest rather than adding a second one.
    const again = withPrintManifest(tagged, { ...manifest, inks: ['#ffffff'] });
    expect(readPrintManifest(again)?.inks).toEqual(['#ffffff']);
    expect(again.length).toBeLessThan(tagged.length + 50);
    expect(readPrintManifest(base.png)).toBeNull();
  });
});
