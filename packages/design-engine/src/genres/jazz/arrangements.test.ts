import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { compositions, HARD_NAMES } from '../shared/seeded-layout.testkit.ts';
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
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['jazz'],
    country: 'FR',
    idPrefix: 'ja',
    moreTracks: ['Blue Hour'],
    image: null,
    seeds: [1, 2, 3],
    names: HARD_NAMES,
  });
});
