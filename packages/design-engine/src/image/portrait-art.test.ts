import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Rng } from '../random/prng.ts';
import { PORTRAIT_SHAPES, PORTRAIT_TREATMENTS, portraitArt } from './portrait-art.ts';
import { preparePortrait } from './portrait.ts';

/** A wide test picture: flat grey-blue background, a skin-toned "face" disc right of centre. */
async function testImage(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400" fill="#5a6a80"/><circle cx="450" cy="170" r="70" fill="#d9a07a"/><circle cx="430" cy="155" r="9" fill="#2a1a10"/><circle cx="475" cy="155" r="9" fill="#2a1a10"/><rect x="360" y="250" width="180" height="150" rx="40" fill="#202020"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const box = { x0: 150, y0: 100, x1: 1050, y1: 1000 };

describe('portrait art', () => {
  it('crops to the subject, inside the image', async () => {
    const portrait = await preparePortrait(await testImage());
    const crop = portrait.crop;
    expect(crop).toBeDefined();
    if (!crop) return;
    expect(crop.x).toBeGreaterThanOrEqual(0);
    expect(crop.y).toBeGreaterThanOrEqual(0);
    expect(crop.x + crop.size).toBeLessThanOrEqual(crop.sourceWidth);
    expect(crop.y + crop.size).toBeLessThanOrEqual(crop.sourceHeight);
    // The face (x 380–520) sits inside the square.
    expect(crop.x).toBeLessThanOrEqual(380);
    expect(crop.x + crop.size).toBeGreaterThanOrEqual(520);
  });

  it.each(PORTRAIT_TREATMENTS.map((t) => [t]))(
    '%s prints only the inks given, as vectors',
    async (treatment) => {
      const portrait = await preparePortrait(await testImage());
      for (const inks of [['#f2e8d5'], ['#f2e8d5', '#c8344a']]) {
        for (const shape of PORTRAIT_SHAPES) {
          const art = portraitArt(portrait, {
            treatment,
            inks,
            garment: '#111111',
            box,
            shape,
            rng: new Rng(4),
          });
          expect(art.inks.length).toBeGreaterThanOrEqual(1);
          expect(art.inks.every((ink) => inks.includes(ink))).toBe(true);
          expect(art.markup).not.toMatch(/<image/);
          const fills = [...art.markup.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]);
          expect(fills.every((f) => f !== undefined && inks.includes(f))).toBe(true);
        }
      }
    },
  );

  it('is deterministic for a seed and varies with it', async () => {
    const portrait = await preparePortrait(await testImage());
    const options = {
      treatment: 'threshold' as const,
      inks: ['#ffffff'],
      garment: '#000000',
      box,
      shape: 'torn' as const,
    };
    const a = portraitArt(portrait, { ...options, rng: new Rng(7) }).markup;
    const b = portraitArt(portrait, { ...options, rng: new Rng(7) }).markup;
    const c = portraitArt(portrait, { ...options, rng: new Rng(8) }).markup;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it('prints the light areas in a light ink and the dark areas in a dark one', async () => {
    const portrait = await preparePortrait(await testImage());
    const on = (ink: string, garment: string) =>
      portraitArt(portrait, {
        treatment: 'threshold',
        inks: [ink],
        garment,
        box,
        shape: 'square',
        rng: new Rng(1),
      }).markup;
    expect(on('#ffffff', '#000000')).not.toBe(on('#000000', '#ffffff'));
  });
});

describe('portrait grain', () => {
  it('knocks photocopy grain out of the ink through a mask, same inks', async () => {
    const portrait = await preparePortrait(await testImage());
    const art = portraitArt(portrait, {
      treatment: 'threshold',
      inks: ['#ffffff'],
      garment: '#000000',
      box,
      shape: 'fade',
      rng: new Rng(3),
      grain: 0.6,
    });
    expect(art.markup).toMatch(/^<g mask="url\(#pg/);
    expect(art.defs.some((d) => d.startsWith('<mask'))).toBe(true);
    expect(art.inks).toEqual(['#ffffff']);
  });
});

describe('portrait edge cases', () => {
  it('draws nothing, quickly, into an empty box', async () => {
    const portrait = await preparePortrait(await testImage());
    for (const treatment of PORTRAIT_TREATMENTS) {
      const art = portraitArt(portrait, {
        treatment,
        inks: ['#ffffff'],
        garment: '#000000',
        box: { x0: 10, y0: 10, x1: 10, y1: 10 },
        rng: new Rng(1),
      });
      expect(art.markup).toBe('');
    }
  });
});

describe('screens', () => {
  it('return nothing for an empty box or no cells', async () => {
    const { dotScreenField, lineScreenField } = await import('./halftone.ts');
    const flat = { x0: 0, y0: 0, x1: 0, y1: 100 };
    expect(dotScreenField(() => 1, { box: flat, cells: 10, angle: 45, maxFill: 1 })).toBe('');
    expect(lineScreenField(() => 1, { box: flat, cells: 10, angle: 0, maxFill: 1 })).toBe('');
    const square = { x0: 0, y0: 0, x1: 100, y1: 100 };
    expect(lineScreenField(() => 1, { box: square, cells: 0, angle: 0, maxFill: 1 })).toBe('');
  });

  it.each([['duotone'], ['halftone-dots']] as const)(
    '%s prints the key screen off the second ink when misregistered, and only then',
    async (treatment) => {
      const portrait = await preparePortrait(await testImage());
      const art = (misregister?: { dx: number; dy: number }) =>
        portraitArt(portrait, {
          treatment,
          inks: ['#f2e8d5', '#c8344a'],
          garment: '#111111',
          box,
          rng: new Rng(3),
          ...(misregister ? { misregister } : {}),
        }).markup;
      const drifted = art({ dx: 12, dy: -8 });
      expect(drifted).toMatch(/<path transform="translate\(12 -8\)" fill="#f2e8d5"/);
      expect(drifted).not.toMatch(/transform="translate\([^"]*\)" fill="#c8344a"/);
      expect(art()).not.toContain('translate(');
    },
  );
});
