/**
 * Portraits keep the figure: every treatment, on the fixture pictures (dark, low-contrast, colour-
 * only figures among them), inks a sensible share of its shape and prints the subject differently
 * from its background. Measured on the rendered raster, not on our own estimate.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/prng.ts';
import { fixtureImage, type FixtureArtist } from '../testing/fixtures.ts';
import { vignetteFactor } from './halftone.ts';
import { PORTRAIT_TREATMENTS, portraitArt, type PortraitArtOptions } from './portrait-art.ts';
import { preparePortrait, type Portrait } from './portrait.ts';
import { coverMap, SHAPE_VIGNETTE, type PortraitShape } from './tone-field.ts';
import { subjectPrior } from './subject-prior.ts';

type Photo = FixtureArtist['photo'];
const PHOTOS: Record<string, Photo> = {
  // Dark figure on a dark wall, a warm light in the corner (cropped to the light: "8-ball").
  darkCornerLight: { background: '#2b2a1e', light: '#e6c65c', shade: '#6d1fa8' },
  darkLowContrast: { background: '#1a1d24', light: '#c9d2d8', shade: '#3a1418' },
  neon: { background: '#0d1b3d', light: '#29f0ff', shade: '#ff2fa8' },
  pastel: { background: '#ffd1e8', light: '#fff3b0', shade: '#7a5cff' },
  paper: { background: '#efe6d2', light: '#ffffff', shade: '#4a3b2a' },
  // Greens close in brightness: printed raw, "a faint green smudge".
  greenSmudge: { background: '#3d4a2c', light: '#9bb86a', shade: '#2e3a22' },
};

const BOX = { x0: 0, y0: 0, x1: 900, y1: 1100 };
const W = 90;
const H = 110;

interface Measured {
  coverage: number;
  subject: number;
  background: number;
  /** Spread of ink inside the subject and inside the ground (a lit face in a dark surround). */
  subjectSpread: number;
  groundSpread: number;
}

/**
 * The figure reads when its ink differs from the ground's on average, or when it has the
 * structure the ground lacks (a lit face over a dark body on a dark wall: same mean ink, but the
 * face is drawn and the wall is flat).
 */
function figureReads(m: Measured): boolean {
  return Math.abs(m.subject - m.background) >= 0.1 || m.subjectSpread - m.groundSpread >= 0.15;
}

/** Renders the art on its garment and counts inked pixels in the shape, subject and ground. */
function measure(portrait: Portrait, options: PortraitArtOptions): Measured {
  const art = portraitArt(portrait, options);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 1100" width="${W}" height="${H}"><rect width="900" height="1100" fill="${options.garment}"/><defs>${art.defs.join('')}</defs>${art.markup}</svg>`;
  const pixels = new Resvg(svg).render().pixels;
  const g = parseInt(options.garment.slice(1), 16);
  const gr = (g >> 16) & 255;
  const gg = (g >> 8) & 255;
  const gb = g & 255;
  const full = Math.max(
    ...options.inks.map((ink) => {
      const k = parseInt(ink.slice(1), 16);
      return (
        Math.abs(((k >> 16) & 255) - gr) +
        Math.abs(((k >> 8) & 255) - gg) +
        Math.abs((k & 255) - gb)
      );
    }),
  );
  const vignette = SHAPE_VIGNETTE[options.shape ?? 'fade'];
  const toPortrait = coverMap(BOX);
  let n = 0;
  let ink = 0;
  let sn = 0;
  let si = 0;
  let si2 = 0;
  let bn = 0;
  let bi = 0;
  let bi2 = 0;
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const u = (x + 0.5) / W;
      const v = (y + 0.5) / H;
      // A fade's outer half dissolves on purpose: judge its solid core.
      if (vignetteFactor(vignette, u, v) < (vignette === 'fade' ? 0.8 : 0.5)) continue;
      const i = (y * W + x) * 4;
      const d =
        Math.abs((pixels[i] ?? 0) - gr) +
        Math.abs((pixels[i + 1] ?? 0) - gg) +
        Math.abs((pixels[i + 2] ?? 0) - gb);
      // Screens blur to greys at this size: count the inked share of each pixel.
      const inked = Math.min(1, d / full);
      n += 1;
      ink += inked;
      const [pu, pv] = toPortrait(u, v);
      const p = subjectPrior(pu, pv);
      if (p > 0.7) {
        sn += 1;
        si += inked;
        si2 += inked * inked;
      } else if (p < 0.1) {
        bn += 1;
        bi += inked;
        bi2 += inked * inked;
      }
    }
  }
  const spread = (sum: number, sum2: number, count: number): number =>
    Math.sqrt(Math.max(0, sum2 / Math.max(1, count) - (sum / Math.max(1, count)) ** 2));
  return {
    coverage: ink / n,
    subject: si / Math.max(1, sn),
    background: bi / Math.max(1, bn),
    subjectSpread: spread(si, si2, sn),
    groundSpread: spread(bi, bi2, bn),
  };
}

const INKS = [
  { inks: ['#f2e8d5'], garment: '#111111' },
  { inks: ['#1a1a1a'], garment: '#f4f0e6' },
  { inks: ['#1a1a1a', '#c8344a'], garment: '#f4f0e6' },
  { inks: ['#9fe08f'], garment: '#26302a' },
];
const SHAPES: PortraitShape[] = ['circle', 'arch', 'fade'];

describe('portraits keep the figure', () => {
  it.each(Object.keys(PHOTOS).map((k) => [k]))(
    '%s: every treatment inks 15–75% of the shape, subject unlike background',
    async (name) => {
      const photo = PHOTOS[name];
      if (!photo) throw new Error(name);
      const portrait = await preparePortrait(fixtureImage(photo, 240));
      const failures: string[] = [];
      for (const { inks, garment } of INKS) {
        for (const treatment of PORTRAIT_TREATMENTS) {
          for (const shape of SHAPES) {
            const m = measure(portrait, {
              treatment,
              inks,
              garment,
              box: BOX,
              shape,
              rng: new Rng(5),
            });
            const ok = m.coverage >= 0.15 && m.coverage <= 0.75 && figureReads(m);
            if (!ok) {
              failures.push(
                `${treatment}/${shape}/${inks.join('+')} on ${garment}: ink ${m.coverage.toFixed(2)}, subject ${m.subject.toFixed(2)} vs ground ${m.background.toFixed(2)}`,
              );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    20_000,
  );
});

describe('portrait regressions (art-director review)', () => {
  it('a warm light in the corner is not taken for the face (white blob / 8-ball)', async () => {
    const portrait = await preparePortrait(fixtureImage(PHOTOS.darkCornerLight as Photo, 480));
    const crop = portrait.crop;
    if (!crop) throw new Error('no crop');
    // The figure's head (centre 50%, 40%) is in the crop, and the crop is not a corner zoom.
    expect(crop.size).toBeGreaterThan(480 * 0.6);
    expect(crop.x).toBeLessThan(240 - 72);
    expect(crop.x + crop.size).toBeGreaterThan(240 + 72);
  });

  it('the figure on a same-brightness ground still prints (faint green smudge)', async () => {
    const portrait = await preparePortrait(fixtureImage(PHOTOS.greenSmudge as Photo, 240));
    for (const treatment of ['halftone-dots', 'duotone', 'threshold'] as const) {
      const m = measure(portrait, {
        treatment,
        inks: ['#9fe08f'],
        garment: '#26302a',
        box: BOX,
        shape: 'circle',
        rng: new Rng(2),
      });
      expect(m.coverage).toBeGreaterThan(0.15);
      expect(Math.abs(m.subject - m.background)).toBeGreaterThan(0.1);
    }
  });

  it('the engraved line style shows the figure, not even bands (classical engraving)', async () => {
    for (const photo of [PHOTOS.darkLowContrast, PHOTOS.paper] as Photo[]) {
      const portrait = await preparePortrait(fixtureImage(photo, 240));
      const options = { treatment: 'halftone-lines' as const, lines: 'engraved' as const };
      const m = measure(portrait, {
        ...options,
        inks: ['#f2e8d5'],
        garment: '#111111',
        box: BOX,
        shape: 'square',
        rng: new Rng(1),
        detail: 1.15,
      });
      expect(m.coverage).toBeGreaterThan(0.15);
      expect(m.coverage).toBeLessThan(0.75);
      expect(Math.abs(m.subject - m.background)).toBeGreaterThan(0.1);
    }
  });

  it('unasked line screens are never flat scanlines (striped portrait read as a glitch)', async () => {
    const portrait = await preparePortrait(fixtureImage(PHOTOS.paper as Photo, 240));
    for (let seed = 0; seed < 12; seed += 1) {
      const art = portraitArt(portrait, {
        treatment: 'halftone-lines',
        inks: ['#1a1a1a'],
        garment: '#f4f0e6',
        box: BOX,
        shape: 'arch',
        rng: new Rng(seed),
      });
      // Flat lines start and end on one y; their first segment would be horizontal.
      const first = /M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/.exec(art.markup);
      if (first) expect(Math.abs(Number(first[2]) - Number(first[4]))).toBeGreaterThan(0);
    }
  });

  it('a wide box keeps the head, not the chin', () => {
    for (const aspect of [1.5, 2, 3]) {
      const map = coverMap({ x0: 0, y0: 0, x1: 1000 * aspect, y1: 1000 });
      // The top of the box shows the portrait above the top of the head (~15%).
      expect(map(0.5, 0)[1]).toBeLessThanOrEqual(0.13);
      expect(map(0.5, 1)[1]).toBeLessThanOrEqual(1);
    }
  });
});
