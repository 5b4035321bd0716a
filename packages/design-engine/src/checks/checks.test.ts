import { describe, expect, it } from 'vitest';
import type { Art, PlacedText } from '../layout/art-builder.ts';
import { GARMENT_CANVAS, PIXELS_PER_UNIT } from '../layout/geometry.ts';
import { checkLayout, checkRender } from './checks.ts';
import { measureInk } from './pixels.ts';

const text = (overrides: Partial<PlacedText> = {}): PlacedText => ({
  role: 'name',
  text: 'Band',
  ink: '#f1faee',
  box: { x0: 200, y0: 100, x1: 1000, y1: 300 },
  capHeight: 180,
  faces: ['Anton@400'],
  missing: [],
  dropped: [],
  ...overrides,
});

const art = (texts: PlacedText[], inks = ['#f1faee']): Art => ({ defs: [], body: [], texts, inks });

describe('layout checks', () => {
  it('passes a well-placed, legible design', () => {
    expect(checkLayout(art([text()]), '#111111')).toEqual([]);
  });

  it('flags text outside the safe area, too small, low contrast or without glyphs', () => {
    const failures = checkLayout(
      art([
        text({ box: { x0: 20, y0: 100, x1: 900, y1: 300 } }),
        text({ role: 'track', capHeight: 12 }),
        text({ role: 'detail', ink: '#333333' }),
        text({ role: 'hook', missing: ['별'] }),
      ]),
      '#111111',
    );
    expect(failures.some((f) => f.startsWith('safe-area'))).toBe(true);
    expect(failures.some((f) => f.startsWith('text-size'))).toBe(true);
    expect(failures.some((f) => f.startsWith('contrast'))).toBe(true);
    expect(failures.some((f) => f.startsWith('glyphs'))).toBe(true);
  });

  it('needs the name and 1–4 inks', () => {
    expect(checkLayout(art([text({ role: 'track' })]), '#111111')).toContain(
      'layout: the artist name is missing',
    );
    const five = ['#ffffff', '#ff0000', '#00ff00', '#00ffff', '#ffff00'];
    expect(checkLayout(art([text()], five), '#111111').some((f) => f.startsWith('inks'))).toBe(
      true,
    );
  });
});

describe('render checks', () => {
  const width = 750;
  const height = 900;
  const ppu = PIXELS_PER_UNIT.preview;
  const region = { x0: 75, y0: 0, x1: 675, y1: 800 };

  function canvasWith(paint: (x: number, y: number) => boolean): Buffer {
    const pixels = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1)
        if (paint(x, y)) pixels.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 4);
    }
    return pixels;
  }

  it('passes ink well inside the print area', () => {
    const stats = measureInk(
      canvasWith((x, y) => x > 200 && x < 500 && y > 40 && y < 200 && (x + y) % 3 === 0),
      width,
      height,
      region,
      null,
    );
    expect(checkRender(stats, GARMENT_CANVAS, width, height, ppu)).toEqual([]);
  });

  it('flags ink on the canvas edge and outside the print area', () => {
    const stats = measureInk(
      canvasWith((x, y) => x < 30 && y > 100 && y < 120),
      width,
      height,
      region,
      null,
    );
    const failures = checkRender(stats, GARMENT_CANVAS, width, height, ppu);
    expect(failures.some((f) => f.startsWith('clipped'))).toBe(true);
    expect(failures.some((f) => f.startsWith('print-area'))).toBe(true);
  });

  it('flags heavy solid fills', () => {
    const stats = measureInk(
      canvasWith((x, y) => x > 100 && x < 650 && y > 20 && y < 700),
      width,
      height,
      region,
      null,
    );
    expect(
      checkRender(stats, GARMENT_CANVAS, width, height, ppu).some((f) => f.startsWith('coverage')),
    ).toBe(true);
  });
});
