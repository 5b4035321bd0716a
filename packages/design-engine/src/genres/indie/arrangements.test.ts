import { describe, expect, it } from 'vitest';
import { itSetsEveryName } from '../shared/layout-suites.testkit.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import {
  compositions,
  drawLayout,
  HARD_NAMES,
  type LayoutArtist,
} from '../shared/seeded-layout.testkit.ts';
import { indieCassette } from './cassette.ts';
import { indie } from './index.ts';
import { indieLinerNotes } from './liner-notes.ts';
import { indieOffRegister } from './off-register.ts';
import { drawArrangement } from '../shared/arrangement-testing.ts';

const photo = fixtureImage({ background: '#111111', light: '#f2c6d6', shade: '#7a4b8c' }, 160);

const LANTERNS: LayoutArtist = {
  name: 'paper lanterns',
  track: 'soft focus',
  tracks: ['soft focus', 'july', 'cardigan weather', 'porch swing', 'letters', 'tin roof'],
  details: ['Canada'],
};

describe('indie layouts vary their picture by seed', () => {
  it.each([
    ['off-register print', indieOffRegister],
    ['cassette', indieCassette],
    ['liner notes', indieLinerNotes],
  ] as const)('the %s draws more than one picture', { timeout: 60_000 }, async (_, layout) => {
    expect((await compositions(layout, indie, LANTERNS)).size).toBeGreaterThanOrEqual(2);
  });
});

const BEIRUT: LayoutArtist = {
  name: 'ليالي بيروت',
  track: 'شارع الحمرا',
  tracks: ['شارع الحمرا', 'قمر على البحر', 'ما في حدا', 'ليل طويل', 'يا بحر'],
  details: ['Lebanon'],
};

describe('indie liner notes', () => {
  it(
    'sets a right-to-left tracklist flush right, the name with it',
    { timeout: 60_000 },
    async () => {
      for (let i = 0; i < 4; i += 1) {
        const art = await drawLayout(indieLinerNotes, indie, BEIRUT, `rtl-${i}`);
        const listed = art.texts.filter((t) => t.role === 'track' || t.role === 'detail');
        const songs = listed.filter((t) => BEIRUT.tracks.some((song) => t.text.includes(song)));
        expect(songs.length).toBeGreaterThanOrEqual(3);
        const rights = songs.map((t) => t.box.x1);
        // One right edge for every line (the column reads from the right), the lefts ragged.
        expect(Math.max(...rights) - Math.min(...rights)).toBeLessThan(2);
        expect(Math.min(...rights)).toBeGreaterThan(1000);
        const name = art.texts.filter((t) => t.role === 'name');
        expect(Math.max(...name.map((t) => t.box.x1))).toBeGreaterThan(1000);
      }
    },
  );
});

describe('indie liner notes for a Turkish artist', () => {
  it(
    "prints the record's side labels in English capitals and the titles in Turkish ones",
    { timeout: 60_000 },
    async () => {
      const artist = {
        id: 'tr-liner',
        name: 'Gece Yarısı Kuşları',
        genres: ['turkish indie', 'indie rock'],
        country: 'TR',
        tracks: ['Kalbim', 'Sisli Sabah', 'İstanbul', 'Gri', 'Beni Bekle', 'Deniz'],
      };
      const labels: string[] = [];
      for (let seed = 1; seed <= 12 && labels.length === 0; seed += 1) {
        const { texts } = await drawArrangement('indie-liner-notes', artist, seed);
        labels.push(...texts.map((t) => t.text).filter((t) => /^S.DE [AB]$/u.test(t)));
        // A title is the artist's own: Turkish capitals, wherever it is printed.
        for (const t of texts) expect(t.text).not.toMatch(/KALBIM|SISLI/u);
      }
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(label).toMatch(/^SIDE [AB]$/);
    },
  );
});

const LAYOUTS = ['indie-off-register', 'indie-cassette', 'indie-liner-notes'];

describe('the reworked indie layouts', () => {
  itSetsEveryName({
    layouts: LAYOUTS,
    genres: ['indie rock'],
    country: 'GB',
    idPrefix: 'in',
    moreTracks: ['july', 'cardigan weather', 'porch swing', 'letters'],
    image: photo,
    seeds: [1, 2, 3],
    names: HARD_NAMES,
  });
});
