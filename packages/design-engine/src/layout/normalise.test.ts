import { describe, expect, it } from 'vitest';
import type { Art } from './art-builder.ts';
import { ART_HEIGHT, ART_WIDTH } from './geometry.ts';
import {
  MIN_SHIRT_WIDTH,
  measureArt,
  normaliseArt,
  posterFrameBands,
  TARGET_HEIGHT,
  withPosterFrame,
} from './normalise.ts';
import { Rng } from '../random/prng.ts';
import { rasterize } from '../render/rasterize.ts';
import type { Box } from '../svg/box.ts';
import { distressMask } from '../texture/distress.ts';

const block = (width: number, height: number): Art => ({
  defs: [],
  body: [`<rect x="100" y="100" width="${width}" height="${height}" fill="#000"/>`],
  texts: [],
  inks: ['#000000'],
});

const printedWidth = (art: Art): number => {
  const box = measureArt(art);
  return box ? box.x1 - box.x0 : 0;
};

describe('sizing a composition for the chest', () => {
  it('grows a small shirt print to at least 9.5 in wide, past its template cap', () => {
    expect(printedWidth(normaliseArt(block(400, 300), 1.2))).toBeGreaterThanOrEqual(
      MIN_SHIRT_WIDTH - 1,
    );
  });

  it('never grows a tall print past the chest height to get there', () => {
    const tall = normaliseArt(block(300, 900), 1.2);
    const box = measureArt(tall);
    expect((box?.y1 ?? 0) - (box?.y0 ?? 0)).toBeLessThanOrEqual(TARGET_HEIGHT + 1);
  });

  it('keeps a poster at its template cap', () => {
    expect(printedWidth(normaliseArt(block(400, 300), 1.2, 'center'))).toBeLessThanOrEqual(481);
  });
});

describe('the poster frame', () => {
  /** The frame's pixels (alpha) drawn alone, optionally under a worn texture sparing `spare`. */
  async function frame(worn: boolean, spare: readonly Box[]): Promise<Uint8Array> {
    const art = withPosterFrame({ defs: [], body: [], texts: [], inks: [] }, '#000000');
    const mask = worn ? distressMask(new Rng('frame-wear'), 'w', 1, spare) : '';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"><defs>${mask}</defs><g${worn ? ' mask="url(#w)"' : ''}>${art.body.join('')}</g></svg>`;
    return (await rasterize(svg)).pixels;
  }

  it('is never nicked by the worn texture (its rules lie in the spared bands)', async () => {
    const clean = await frame(false, []);
    const spared = await frame(true, posterFrameBands());
    const nicked = await frame(true, []);
    const diff = (a: Uint8Array): number =>
      a.filter((v, i) => i % 4 === 3 && v !== clean[i]).length;
    // Without the bands, wear would nick the frame; with them, not one pixel of it changes.
    expect(diff(nicked)).toBeGreaterThan(0);
    expect(diff(spared)).toBe(0);
  });
});
