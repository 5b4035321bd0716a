import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../design/generate.ts';
import { LAYOUTS } from '../genres/index.ts';
import { preparePortrait } from './portrait.ts';

const photo = (name: string): Buffer =>
  readFileSync(new URL(`../testing/photos/${name}`, import.meta.url));

/** An abstract cover in cool colours: rings and bars on a blue-violet ground, nobody in it. */
function ringsCover(): Promise<Buffer> {
  const rings = Array.from(
    { length: 9 },
    (_, i) =>
      `<circle cx="320" cy="300" r="${40 + i * 34}" fill="none" stroke="${i % 2 ? '#ff006e' : '#00c2d4'}" stroke-width="8"/>`,
  ).join('');
  const bars = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${60 + i * 38}" y="${460 - (i % 5) * 30}" width="22" height="200" fill="#5a189a"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#10002b"/>${rings}${bars}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('whether a picture shows someone', () => {
  it('finds the person in real portraits', async () => {
    expect((await preparePortrait(photo('astronaut.jpg'))).hasFigure).toBe(true);
    expect((await preparePortrait(photo('grace-hopper.jpg'))).hasFigure).toBe(true);
  });

  it('keeps a black-and-white photo as a portrait (no skin tones to find)', async () => {
    const grey = await sharp(photo('grace-hopper.jpg')).greyscale().jpeg().toBuffer();
    expect((await preparePortrait(grey)).hasFigure).toBe(true);
  });

  it('sees nobody in a dark grey cover with vivid red rings (grey on average, no photo)', async () => {
    const rings = Array.from(
      { length: 8 },
      (_, i) =>
        `<circle cx="320" cy="300" r="${50 + i * 32}" fill="none" stroke="${i % 3 ? '#3a3a3a' : '#ff0054'}" stroke-width="5"/>`,
    ).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640"><rect width="640" height="640" fill="#101010"/>${rings}</svg>`;
    const cover = await sharp(Buffer.from(svg)).jpeg().toBuffer();
    expect((await preparePortrait(cover)).hasFigure).toBe(false);
  });

  it('sees nobody in an abstract cover of rings and bars', async () => {
    expect((await preparePortrait(await ringsCover())).hasFigure).toBe(false);
  });
});

describe('an artist whose picture shows nobody', () => {
  it('gets no portrait layout: the cover gives the palette, not a face', async () => {
    const designs = await generateDesigns({
      artist: { id: 'rings', name: 'Ghostwire', genres: ['synthwave', 'darksynth'], country: 'FR' },
      tracks: ['Neon Cathedral', 'Overdrive 1986', 'Chrome Heart', 'Night Racer'].map((name) => ({
        name,
      })),
      image: await ringsCover(),
      seed: 1,
      count: 8,
      scale: 'preview',
    });
    const portraits = designs.filter((d) => LAYOUTS.get(d.template)?.needsImage);
    expect(designs).toHaveLength(8);
    expect(portraits.map((d) => d.template)).toEqual([]);
  });
});
