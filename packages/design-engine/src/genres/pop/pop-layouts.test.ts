import { describe, expect, it } from 'vitest';
import { fixtureImage } from '../../testing/fixtures.ts';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { barcode } from './barcode.ts';
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
});
