import { describe, expect, it } from 'vitest';
import { fixtureImage } from '../../testing/fixtures.ts';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { drawLayout } from '../shared/seeded-layout.testkit.ts';
import { barcode } from './barcode.ts';
import { popComicBurst } from './comic-burst.ts';
import { popY2k } from './y2k.ts';
import { pop } from './index.ts';
import { standsUpright } from './obi.ts';

const photo = fixtureImage({ background: '#1d3557', light: '#f1faee', shade: '#e63946' }, 160);

/** Right-to-left, Indic, Thai, Japanese and a 74-character name, each with a hard track. */
const NAMES: readonly [string, string][] = [
  ['نانسي عجرم', 'أخاصمك آه'],
  ['עומר אדם', 'תל אביב'],
  ['अरिजीत सिंह', 'तुम ही हो'],
  ['ต่าย อรทัย', 'ดอกหญ้าในป่าปูน'],
  ['竹内まりや', '駅'],
  ['Royal Philharmonic Orchestra of the Northern Provinces & Chamber Choir', 'Nimrod'],
];

const LAYOUTS = ['pop-y2k', 'pop-city-pop', 'pop-cover-star'];

describe('pop-y2k, pop-city-pop, pop-cover-star', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['pop'],
    country: 'JP',
    idPrefix: 'pl',
    moreTracks: ['A Considerably Longer Track Title Than Most Songs'],
    image: photo,
    seeds: [3],
    names: NAMES,
  });

  it('draws y2k and the sleeve only for their sub-genres', () => {
    const rule = (id: string): RegExp | undefined =>
      pop.layouts.find((l) => l.template.id === id)?.onlyFor;
    const y2k = rule('pop-y2k');
    const city = rule('pop-city-pop');
    for (const genre of ['hyperpop', 'digicore', 'glitchcore', 'pc music', 'nightcore'])
      expect(y2k?.test(genre), genre).toBe(true);
    for (const genre of ['city pop', 'j-pop', 'kayokyoku', 'mandopop', 'cantopop', 'anime'])
      expect(city?.test(genre), genre).toBe(true);
    for (const genre of ['dance pop', 'swedish pop', 'electropop', 'arab pop'])
      expect(Boolean(y2k?.test(genre) || city?.test(genre)), genre).toBe(false);
    // The cover is for every pop artist with a picture.
    const cover = pop.layouts.find((l) => l.template.id === 'pop-cover-star');
    expect(cover?.onlyFor).toBeUndefined();
    expect(cover?.template.needsImage).toBe(true);
  });

  it('stands CJK upright on the obi and turns every other script', () => {
    expect(standsUpright('竹内まりや')).toBe(true);
    expect(standsUpright('별빛')).toBe(true);
    expect(standsUpright('回路')).toBe(true);
    expect(standsUpright('Kairo')).toBe(false);
    expect(standsUpright('نانسي')).toBe(false);
  });

  it('gives each name its own barcode, inside its box', () => {
    const box = { x0: 100, y0: 100, x1: 340, y1: 170 };
    expect(barcode('glaive', box)).toBe(barcode('glaive', box));
    expect(barcode('glaive', box)).not.toBe(barcode('Ruby Calloway', box));
    const xs = [...barcode('glaive', box).matchAll(/[MH](-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(box.x0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(box.x1 + 0.01);
  });

  it('sets a long name in the comic burst large enough to hold its own over the dots', async () => {
    const kofi = {
      name: 'Kofi Mensah & The Gold Coast',
      track: 'Adowa Dance',
      tracks: ['Adowa Dance'],
    };
    for (const seed of ['a', 'b', 'c', 'd']) {
      const art = await drawLayout(popComicBurst, pop, kofi, seed);
      const caps = art.texts.filter((t) => t.role === 'name').map((t) => t.capHeight);
      // Two wide lines set it at a 50-unit cap, about the size of the biggest dots.
      expect(Math.min(...caps), seed).toBeGreaterThan(70);
    }
  });

  it('keeps the y2k sigil’s blades clear of the torn scanlines, which are in the letters’ inks', async () => {
    const trixie = { name: 'Trixie Glitterbomb', track: 'GLOSSY!!', tracks: ['GLOSSY!!'] };
    const rectangles =
      /^<path fill="([^"]+)" d="((?:M[\d.-]+ [\d.-]+H[\d.-]+V[\d.-]+H[\d.-]+Z)+)"\/>$/;
    let torn = 0;
    for (let i = 0; i < 6; i += 1) {
      const art = await drawLayout(popY2k, pop, trixie, `pinstripe-${i}`);
      const sigil = art.body.find((el) => el.includes('fill="#b8b0a0"') && el.includes('mask='));
      const mask = art.defs.find((d) =>
        sigil?.includes(`url(#${/<mask id="([^"]+)"/.exec(d)?.[1]})`),
      );
      const names = art.texts.filter((t) => t.role === 'name').map((t) => t.box);
      // Bare rectangles level with the letters (not the seek bar or the barcode under them).
      const level = (d: string): boolean => {
        const [, y0, y1] = (/M[\d.-]+ ([\d.-]+)H[\d.-]+V([\d.-]+)/.exec(d) ?? []).map(Number);
        const y = ((y0 ?? 0) + (y1 ?? 0)) / 2;
        return names.some((box) => box.y0 < y && y < box.y1);
      };
      for (const el of art.body) {
        const tear = rectangles.exec(el);
        if (!tear || !level(tear[2] ?? '')) continue;
        torn += 1;
        // Never the sigil's ink (drawLayout's support): a stripe of it off a letter read as
        // the sigil's pinstripe run into the name.
        expect(tear[1], `${i}`).not.toBe('#b8b0a0');
        // The sigil's cut swells round each tear, so no blade meets one.
        for (const d of (tear[2] ?? '').match(/M[^Z]+Z/g) ?? []) expect(mask, `${i}`).toContain(d);
      }
    }
    expect(torn).toBeGreaterThan(0);
  });

  it('tears no scanline off an emoji standing on its own line in the y2k glitch', async () => {
    const devil = { name: '😈 BADMOOD 😈', track: 'sugar crash', tracks: ['sugar crash'] };
    let stacked = 0;
    for (let i = 0; i < 8; i += 1) {
      const art = await drawLayout(popY2k, pop, devil, `tear-${i}`);
      const emoji = art.texts.filter((t) => t.role === 'name' && !/\p{L}/u.test(t.text));
      if (emoji.length === 0) continue;
      stacked += 1;
      // The tears: one path of bare rectangles (M x y H x V y H x Z, repeated).
      const tears = art.body
        .map((el) =>
          /^<path fill="[^"]+" d="((?:M[\d.-]+ [\d.-]+H[\d.-]+V[\d.-]+H[\d.-]+Z)*)"\/>$/.exec(el),
        )
        .flatMap((m) => [...(m?.[1] ?? '').matchAll(/M[\d.-]+ ([\d.-]+)H[\d.-]+V([\d.-]+)/g)])
        .map((m) => (Number(m[1]) + Number(m[2])) / 2);
      for (const y of tears)
        for (const line of emoji)
          expect(y > line.box.y0 && y < line.box.y1, `${i}: ${y}`).toBe(false);
    }
    expect(stacked).toBeGreaterThan(0);
  });
});
