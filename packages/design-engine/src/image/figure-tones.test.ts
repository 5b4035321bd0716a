import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preparePortrait, type Portrait } from './portrait.ts';
import { HEAD } from './subject-prior.ts';

const photo = (name: string): Buffer =>
  readFileSync(new URL(`../testing/photos/${name}`, import.meta.url));

/** Standard deviation of the face's tones (the head ellipse's middle): its features' range. */
function faceSpread(portrait: Portrait): number {
  const tones: number[] = [];
  const n = portrait.size;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const u = x / (n - 1);
      const v = y / (n - 1);
      if (Math.hypot((u - HEAD.u) / HEAD.ru, (v - HEAD.v) / HEAD.rv) > 0.7) continue;
      tones.push(portrait.values[y * n + x] ?? 0);
    }
  }
  const mean = tones.reduce((a, b) => a + b, 0) / tones.length;
  return Math.sqrt(tones.reduce((a, t) => a + (t - mean) ** 2, 0) / tones.length);
}

describe('figure tones on real photos', () => {
  // Her lit face, navy uniform, flag and blue sky share one brightness: colour separated
  // figure from ground and washed the whole face to one pale tone, glasses and mouth gone.
  it('keep the features of a face that colour tells from its ground', async () => {
    expect(faceSpread(await preparePortrait(photo('grace-hopper.jpg')))).toBeGreaterThan(0.12);
  });

  it('keep the features of a face that brightness already tells apart', async () => {
    expect(faceSpread(await preparePortrait(photo('astronaut.jpg')))).toBeGreaterThan(0.2);
  });
});
