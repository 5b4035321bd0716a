import { describe, expect, it } from 'vitest';
import { ArtBuilder } from '../../layout/art-builder.ts';
import { rasterize } from '../../render/rasterize.ts';
import { block } from '../../templates/common.ts';
import { clearOfSticker, stickerBlock, type StickerOptions } from './sticker-type.ts';

/**
 * Pixels of the garment (anything with green in it: the border is pure red, the letters navy)
 * that cannot be reached from the canvas's edge without crossing the sticker: slits and specks
 * of garment inside what should be one die-cut piece.
 */
function enclosedGarment(pixels: Buffer, width: number, height: number): number {
  const open = (i: number): boolean => (pixels[i * 4 + 1] ?? 0) > 40;
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  for (let x = 0; x < width; x += 1) stack.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y += 1) stack.push(y * width, y * width + width - 1);
  while (stack.length > 0) {
    const i = stack.pop() ?? 0;
    if (seen[i] || !open(i)) continue;
    seen[i] = 1;
    const x = i % width;
    if (x > 0) stack.push(i - 1);
    if (x < width - 1) stack.push(i + 1);
    if (i >= width) stack.push(i - width);
    if (i < width * (height - 1)) stack.push(i + width);
  }
  let count = 0;
  for (let i = 0; i < width * height; i += 1) if (open(i) && !seen[i]) count += 1;
  return count;
}

describe('die-cut sticker type', () => {
  it.each([
    ['תמר בן עמי', -5],
    ['תמר בן עמי', 4],
    ['Kofi Mensah & The Gold Coast', -3],
  ] as const)(
    '%s (tilt %d) is one piece: no slit of garment between letters or lines',
    { timeout: 30_000 },
    async (name, rotate) => {
      const set = await block(name, 'rubik', {
        maxWidth: 900,
        maxCap: 230,
        maxHeight: 520,
        maxLines: 3,
        leading: 0.34,
        breakGain: 1.08,
      });
      const b = new ArtBuilder();
      stickerBlock(b, set, {
        x: 600,
        top: 200,
        rotate,
        border: '#ff0000',
        letters: '#000080',
        shadow: null,
        garment: '#ffffff',
        role: 'name',
      });
      const art = b.finish();
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900"><rect width="1200" height="900" fill="#ffffff"/>${art.body.join('')}</svg>`;
      const { pixels, width, height } = await rasterize(svg);
      expect(enclosedGarment(pixels, width, height)).toBe(0);
    },
  );
});

describe('a sticker on a light shirt', () => {
  const kofi = (): ReturnType<typeof block> =>
    block('Kofi Mensah & The Gold Coast', 'rubik', {
      maxWidth: 900,
      maxCap: 230,
      maxHeight: 520,
      maxLines: 2,
      leading: 0.34,
    });
  const options: StickerOptions = {
    x: 600,
    top: 200,
    rotate: -7,
    border: '#8c6b04',
    letters: '#69771c',
    shadow: '#1d1c16',
    garment: '#f5f5f2',
    role: 'name',
  };

  it('fills letters that would not read on the border with the shadow ink, not the white shirt', async () => {
    const b = new ArtBuilder();
    stickerBlock(b, await kofi(), options);
    const body = b.finish().body.join('');
    expect(body).not.toContain('fill="#f5f5f2"');
    expect(body).not.toContain('fill="#69771c"');
    expect(body).toContain('fill="#1d1c16"');
  });

  it('tells a mark on a letter from one in the corner a tilt leaves empty', async () => {
    const set = await block('Kofi Mensah', 'rubik', {
      maxWidth: 900,
      maxCap: 230,
      maxHeight: 400,
      maxLines: 1,
      leading: 0.3,
    });
    const b = new ArtBuilder();
    const box = stickerBlock(b, set, options);
    // The middle of the name is letters.
    expect(clearOfSticker(set, options, [600, (box.y0 + box.y1) / 2], 10)).toBe(false);
    const corners = [
      [box.x0 + 30, box.y0 + 30],
      [box.x1 - 30, box.y1 - 30],
      [box.x1 - 30, box.y0 + 30],
      [box.x0 + 30, box.y1 - 30],
    ] as const;
    const clear = corners.map((p) => clearOfSticker(set, options, p, 20));
    // A -7° tilt lifts the line's right end: the top-left and bottom-right corners of its box are
    // empty; the other two hold its ends.
    expect(clear).toEqual([true, true, false, false]);
  });
});
