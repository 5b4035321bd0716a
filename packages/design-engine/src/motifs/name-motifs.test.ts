import { describe, expect, it } from 'vitest';
import { Rng } from '../random/prng.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import { motifForWords, nameMotif } from './registry.ts';

/** The art directors' examples: a name, its family on the board, and the motifs it calls for. */
const NAMES: readonly [string, GenreFamily, RegExp][] = [
  ['Lua Nova', 'jazz', /^moon$/],
  ['Les Étoiles Filantes de Montréal et leurs Amis', 'folk', /^falling-star$/],
  ['Honey Creek Revival', 'folk', /^(bee|honey-jar|river)$/],
  ['Ravi & The Monsoon Brass', 'pop', /^(raining|trumpet|tuba|trombone|french-horn)$/],
  ['Los Relámpagos', 'latin', /lightning/],
  ['Nordlys', 'techno', /^aurora$/],
  ['Paper Lanterns Club', 'indie', /lantern/],
  ['The Blue Lantern Quartet', 'jazz', /lantern/],
  ['Broken Bottle Choir', 'punk', /^broken-bottle$/],
  ['Iron Cathedral', 'metal', /^gothic-window$/],
  ['花火ガールズ', 'pop', /^firework-rocket$/],
];

const picks = (n: number, pick: (rng: Rng) => string): string[] =>
  Array.from({ length: n }, (_, i) => pick(new Rng(`name-${i}`)));

describe('motifs from the artist name', () => {
  it.each(NAMES)('%s (%s) gets its own motif', (name, family, expected) => {
    for (const id of picks(12, (rng) => nameMotif(name, family, rng)?.motif.id ?? 'none')) {
      expect(id).toMatch(expected);
    }
  });

  it.each(NAMES)(
    '%s: layouts passing [track, ...tracks, name] draw it for about half the designs',
    (name, family, expected) => {
      const ids = picks(
        40,
        (rng) => motifForWords(['Untitled', 'Intro', name], family, rng).motif.id,
      );
      const hits = ids.filter((id) => expected.test(id)).length;
      expect(hits).toBeGreaterThanOrEqual(12);
      expect(hits).toBeLessThanOrEqual(34);
    },
  );

  it('reaches a motif from names in the languages artists use', () => {
    const cases: [string, GenreFamily, RegExp][] = [
      ['Luna Roja', 'latin', /moon/],
      ['Der Mond', 'indie', /moon/],
      ['Chand Raat', 'pop', /moon/],
      ['قمر', 'pop', /moon/],
      ['달빛 소년', 'kpop', /moon/],
      ['月の光', 'jazz', /moon/],
      ['Estrella Fugaz', 'latin', /star/],
      ['Stella Nera', 'indie', /star/],
      ['별 헤는 밤', 'kpop', /star/],
      ['Blitz Kids', 'punk', /lightning/],
      ['Éclair Noir', 'electronic', /lightning/],
      ['Revontulet', 'folk', /aurora/],
      ['Norðurljós', 'indie', /aurora/],
      ['El Farol', 'latin', /lantern/],
      ['Die Laterne', 'folk', /lantern/],
      ['Dhol Nation', 'pop', /^drum$/],
      ['Mar Abierto', 'latin', /wave/],
      ['Fuego Lento', 'latin', /flame|fire/],
      ['Ravens of Oslo', 'indie', /^raven$/],
      ['Southern Cross Club', 'neutral', /^southern-cross$/],
      ['Koru', 'neutral', /^fern$/],
    ];
    for (const [name, family, expected] of cases) {
      expect(nameMotif(name, family, new Rng(1))?.motif.id, name).toMatch(expected);
    }
  });

  it('finds no motif in a word that only contains one', () => {
    for (const name of [
      'Starving Artists',
      'Mondays',
      'Restart',
      'Terrain',
      'Crowned',
      'Portrait',
    ]) {
      expect(nameMotif(name, 'pop', new Rng(1)), name).toBeNull();
    }
  });

  it("tries the name's next motif when the caller cannot use its first", () => {
    const ids = picks(200, (rng) => {
      const choice = motifForWords(['Zzyxq'], 'folk', rng, {
        name: 'Honey Creek Revival',
        exclude: ['bee', 'honey-jar'],
      });
      return choice.motif.id;
    });
    // About half the designs carry the name's motif (NAME_SHARE): here the creek's river, not
    // only the sixth left when an excluded bee or jar is drawn and dropped.
    expect(ids.filter((id) => id === 'river').length).toBeGreaterThanOrEqual(70);
    expect(ids.some((id) => id === 'bee' || id === 'honey-jar')).toBe(false);
  });

  it('lets a word name two things ("Honeymoon": the moon or the bee)', () => {
    const ids = new Set(picks(30, (rng) => nameMotif('Honeymoon', 'indie', rng)?.motif.id ?? ''));
    expect([...ids].some((id) => /moon/.test(id))).toBe(true);
    expect(ids.has('bee')).toBe(true);
  });

  it('keeps skulls out of soft genres even when the name asks', () => {
    expect(nameMotif('Coffin Kids', 'kpop', new Rng(1))).toBeNull();
  });

  it('varies by track when the name names nothing', () => {
    const tracks = ['Wolf Moon', 'Wildfire', 'Black Rose', 'Ravens'];
    const ids = new Set(
      tracks.map(
        (t, i) => motifForWords([t, ...tracks, 'Nils Petter'], 'metal', new Rng(i)).motif.id,
      ),
    );
    expect(ids.size).toBeGreaterThanOrEqual(3);
  });

  it('puts the design’s own track before the name and the other tracks', () => {
    const ids = picks(
      10,
      (rng) => motifForWords(['Cowboy Boots', 'Rose', 'Lua Nova'], 'country', rng).motif.id,
    );
    expect(new Set(ids)).toEqual(new Set(['cowboy-boot']));
  });
});

describe('names built on an animal or a thing (the second review)', () => {
  const CASES: readonly [string, GenreFamily, RegExp][] = [
    ['Wolves of Hrafnfell', 'metal', /^(wolf-howl|wolf-head|raven)$/],
    ['Bad Conejito', 'latin', /^rabbit$/],
    ['ØRN', 'neutral', /^eagle/],
    ['Örn', 'folk', /^eagle/],
    ['Tame Owls', 'indie', /^barn-owl$/],
    ['สิงโต นำโชค', 'indie', /^lion$/],
    ['Grave Lantern', 'metal', /lantern/],
    ['Marcianita', 'latin', /^(ufo|rocket|ringed-planet)$/],
    ['Sanfona de Ouro', 'latin', /^accordion$/],
    ['Forró do Sertão', 'latin', /^cactus$/],
    ['Mandacaru', 'country', /^cactus$/],
    ['Лиса', 'indie', /^fox-head$/],
    ['Les Loups', 'folk', /^wolf/],
    // Arabic and Hebrew plurals are not the singular plus an ending: they are listed.
    ['ذئاب الصحراء', 'indie', /^wolf/],
    ['הזאבים', 'punk', /^wolf/],
    ['Los Leones', 'latin', /^lion$/],
    ['Coelhinho', 'pop', /^rabbit$/],
    ['Orso Bianco', 'folk', /^bear-head$/],
    ['אריה', 'pop', /^lion$/],
    ['भालू', 'folk', /^bear-head$/],
    ['늑대와 춤을', 'kpop', /^wolf/],
    ['Corona de Calaveras', 'punk', /crown|skull/],
  ];
  it.each(CASES)('%s (%s) gets its creature or thing', (name, family, expected) => {
    for (const id of picks(8, (rng) => nameMotif(name, family, rng)?.motif.id ?? 'none')) {
      expect(id).toMatch(expected);
    }
  });

  it('puts the creature on most designs of the set, not about half', () => {
    const ids = picks(
      40,
      (rng) => motifForWords(['Untitled', 'Intro', 'Tame Owls'], 'indie', rng).motif.id,
    );
    expect(ids.filter((id) => id === 'barn-owl').length).toBeGreaterThanOrEqual(26);
  });

  it('does not read a creature into look-alike words', () => {
    for (const name of ['Bruno Mars', 'Bar Room Heroes', 'Diana Ross', 'Taj Mahal']) {
      const id = nameMotif(name, 'pop', new Rng(1), { namingOnly: true })?.motif.id ?? 'none';
      expect(id, name).not.toMatch(/wave|bear|horse|crown/);
    }
  });
});
