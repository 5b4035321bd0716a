import { describe, expect, it } from 'vitest';
import { rasterize } from '../render/rasterize.ts';
import { ArtBuilder, type Paint } from './art-builder.ts';
import { textLine } from './text-line.ts';

async function alpha(text: string, paint: Paint): Promise<Uint8Array> {
  const b = new ArtBuilder();
  const line = await textLine(text, 'anton');
  b.text(line, { x: 300, baseline: 200, scale: 0.8 }, paint, 'name');
  const art = b.finish();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="260"><defs>${art.defs.join('')}</defs>${art.body.join('')}</svg>`;
  const { pixels } = await rasterize(svg);
  const out = new Uint8Array(pixels.length / 4);
  for (let i = 0; i < out.length; i += 1) out[i] = pixels[i * 4 + 3] ?? 0;
  return out;
}

describe('outlined text', () => {
  it('shows only the outer outline of the merged glyphs, never their inner contours', async () => {
    // 路 and Å are built from overlapping contours; a plain stroke would draw the overlaps.
    for (const text of ['路', 'ÅSN']) {
      const filled = await alpha(text, { fill: '#000' });
      const outlined = await alpha(text, { stroke: '#000', strokeWidth: 6 });
      let inside = 0;
      let inkedInside = 0;
      let outline = 0;
      filled.forEach((a, i) => {
        if (a === 255) {
          inside += 1;
          if ((outlined[i] ?? 0) > 64) inkedInside += 1;
        }
        if ((outlined[i] ?? 0) > 64) outline += 1;
      });
      expect(inside).toBeGreaterThan(1000);
      expect(outline).toBeGreaterThan(500);
      expect(inkedInside / inside, text).toBeLessThan(0.01);
    }
  });

  it('keeps filled and stroked text free of inner contours too (stroke under the fill)', () => {
    const b = new ArtBuilder();
    return textLine('A', 'anton').then((line) => {
      const { markup } = b.textMarkup(
        line,
        { x: 0, baseline: 0, scale: 1 },
        { fill: '#fff', stroke: '#000' },
      );
      expect(markup).toContain('paint-order="stroke"');
    });
  });
});

describe('slanted text', () => {
  it('leans only scripts with italics: Han, kana, Hangul, Arabic, Hebrew, Indic and Thai stand upright', async () => {
    const b = new ArtBuilder();
    const at = { x: 0, baseline: 0, scale: 1, skewX: -10 };
    const leans = async (text: string): Promise<boolean> =>
      b.textMarkup(await textLine(text, 'fredoka'), at, { fill: '#000' }).markup.includes('skewX');
    for (const text of ['Sunset Drive', 'Кислотний Дощ', 'Ελένη', 'Sunset ★']) {
      expect(await leans(text), text).toBe(true);
    }
    for (const text of [
      '月光下',
      'ギター',
      '별빛',
      'عمرو',
      'נועם',
      'अर्जुन',
      'พลอย',
      'Night 夏天的风',
    ]) {
      expect(await leans(text), text).toBe(false);
    }
  });
});
