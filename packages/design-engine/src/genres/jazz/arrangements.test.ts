import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { compositions, HARD_NAMES } from '../country/seeded-layout.testkit.ts';
import { jazzClubPoster } from './club-poster.ts';
import { jazzDecoFan } from './deco-fan.ts';
import { jazz } from './index.ts';
import { jazzMarquee } from './marquee.ts';
import { jazzSwingScript } from './swing-script.ts';
import { jazzInstrument } from './instrument.ts';
import { jazzBlueNote } from './blue-note.ts';

const TRIO = {
  name: 'Marcel Dufresne Trio',
  track: 'Rue Oberkampf',
  tracks: ['Rue Oberkampf', 'Blue Hour', 'Minuit'],
  details: ['France'],
};

describe('jazz layouts vary their picture by seed', () => {
  it(
    'the deco fan rises over the name, radiates from an emblem, or hangs under the name',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(jazzDecoFan, jazz, TRIO)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it(
    'the club bill leads with its picture block or with the name',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(jazzClubPoster, jazz, TRIO)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it(
    'the swing script bills a set list or an emblem and one song',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(jazzSwingScript, jazz, TRIO)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it('the instrument leans in its ring or stands on a lit stage', { timeout: 60_000 }, async () => {
    expect((await compositions(jazzInstrument, jazz, TRIO)).size).toBeGreaterThanOrEqual(2);
  });

  it(
    'the blue-note sleeve leads with the name or with the picture',
    { timeout: 60_000 },
    async () => {
      expect((await compositions(jazzBlueNote, jazz, TRIO)).size).toBeGreaterThanOrEqual(2);
    },
  );

  it('the marquee puts the name in lights or on the roof', { timeout: 60_000 }, async () => {
    expect((await compositions(jazzMarquee, jazz, TRIO)).size).toBeGreaterThanOrEqual(2);
  });
});

const LAYOUTS = [
  'jazz-deco-fan',
  'jazz-club-poster',
  'jazz-swing-script',
  'jazz-marquee',
  'jazz-instrument',
  'jazz-blue-note',
];

describe('the reworked jazz layouts', () => {
  it.each(HARD_NAMES)('set %s and pass the checks', { timeout: 120_000 }, async (name, track) => {
    for (const seed of [1, 2, 3]) {
      const designs = await generateDesigns({
        artist: { id: `ja-${name.length}`, name, genres: ['jazz'], country: 'FR' },
        tracks: [{ name: track }, { name: 'Blue Hour' }],
        image: null,
        seed,
        count: LAYOUTS.length,
        templates: LAYOUTS,
      });
      expect(designs.map((d) => d.template)).toEqual(LAYOUTS);
      for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
    }
  });
});
