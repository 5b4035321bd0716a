import { describe, expect, it } from 'vitest';
import { isDark } from '../color/contrast.ts';
import { syntheticPalette } from '../color/palette.ts';
import { GENRES } from '../genres/index.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import { alternativeLayouts, planSet } from './plan-set.ts';

const layoutsFor = (genres: string[]): Set<string> =>
  new Set(
    [1, 2, 3].flatMap((seed) =>
      planSet({
        key: `sub|${seed}`,
        style: GENRES.latin.style,
        palette: syntheticPalette('sub'),
        tracks: ['Uno', 'Dos', 'Tres'],
        artist: { name: 'Los Primos', genres, hasImage: false },
        count: 10,
      }).map((plan) => plan.template.id),
    ),
  );

describe('set planning by sub-genre', () => {
  it('never dresses urbano in Mexican folk craft, and lends it hip hop chrome', () => {
    const urbano = layoutsFor(['reggaeton', 'urbano latino']);
    expect(urbano.has('latin-papel-picado')).toBe(false);
    expect(urbano.has('latin-loteria')).toBe(false);
    expect(urbano.has('hiphop-chrome')).toBe(true);
  });

  it('keeps folk craft for regional Mexican, without the borrowed layouts', () => {
    const norteno = layoutsFor(['norteño', 'regional mexican']);
    expect(norteno.has('latin-papel-picado')).toBe(true);
    expect(norteno.has('hiphop-chrome')).toBe(false);
  });

  it('replaces a failing layout by one the set does not show yet, then by the heaviest', () => {
    const artist = { name: 'Los Primos', genres: ['norteño'], hasImage: false };
    // The latin layouts a norteño act without a picture can be drawn in.
    const drawable = GENRES.latin.layouts
      .filter(
        (l) =>
          !l.template.needsImage &&
          (!l.onlyFor || l.onlyFor.test('norteño')) &&
          (!l.notFor || !l.notFor.test('norteño')),
      )
      .map((l) => l.template);
    const [failed, shown, ...others] = drawable;
    if (!failed || !shown) throw new Error('latin has layouts');
    const order = alternativeLayouts(GENRES.latin.style, artist, failed, [failed, shown]);
    expect(order).not.toContain(failed);
    expect(order.at(-1)).toBe(shown);
    const ids = (ts: readonly { id: string }[]) => ts.map((t) => t.id).sort();
    expect(ids(order.slice(0, -1))).toEqual(ids(others));
  });

  it('shows an artist with a picture in one of their first four designs', () => {
    const families: readonly [GenreFamily, string][] = [
      ['pop', 'dance pop'],
      ['metal', 'black metal'],
      ['hiphop', 'trap'],
      ['rnb', 'neo soul'],
      ['latin', 'reggaeton'],
      ['neutral', 'zzz'],
    ];
    const withPortraits = families.filter(([family]) =>
      GENRES[family].layouts.some((l) => l.template.needsImage),
    );
    expect(withPortraits.length).toBeGreaterThanOrEqual(3);
    for (const [family, genre] of withPortraits) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const first = planSet({
          key: `pic|${family}|${seed}`,
          style: GENRES[family].style,
          palette: syntheticPalette('pic'),
          tracks: ['Uno', 'Dos', 'Tres'],
          artist: { name: 'Los Primos', genres: [genre], hasImage: true },
          count: 10,
        })
          .slice(0, 4)
          .map((p) => p.template);
        expect(
          first.some((t) => t.needsImage),
          `${family} seed ${seed}`,
        ).toBe(true);
        expect(new Set(first.map((t) => t.id)).size).toBe(4);
      }
    }
  });
});

describe('layouts that only read on a dark blank', () => {
  it('print the neon sign on a dark garment in every set whose palette gives one', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const plans = planSet({
        key: `neon|${seed}`,
        style: GENRES.pop.style,
        palette: syntheticPalette(`neon|${seed}`),
        tracks: ['One', 'Two', 'Three'],
        artist: { name: 'Lola Vega', genres: ['pop'], hasImage: false },
        count: 6,
        forced: ['pop-neon-sign', 'pop-heart-frame'],
      });
      const neon = plans.filter((p) => p.template.id === 'pop-neon-sign' && p.product !== 'poster');
      expect(neon.length).toBeGreaterThan(0);
      for (const plan of neon) expect(isDark(plan.background), seed).toBe(true);
      // The others keep the set's lead blank, light or dark.
      expect(plans.some((p) => p.template.id === 'pop-heart-frame')).toBe(true);
    }
  });
});

describe('the songs a set is named after', () => {
  it('never names a design after a placeholder title while the artist has a real one', () => {
    for (const seed of [1, 2, 3]) {
      const names = planSet({
        key: `placeholder|${seed}`,
        style: GENRES.pop.style,
        palette: syntheticPalette('placeholder'),
        tracks: ['untitled 3', 'Track 3', 'Nosebleed', 'Intro', 'Golden Hour', 'outro'],
        artist: { name: 'x', genres: ['pop'], hasImage: false },
        count: 6,
      }).map((plan) => plan.trackName);
      expect(new Set(names)).toEqual(new Set(['Nosebleed', 'Golden Hour']));
    }
  });
});
