import { describe, expect, it } from 'vitest';
import { Rng } from '../random/prng.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import { genreFamily } from '../style/genre-family.ts';
import { CREATURE_NAME_SHARE, motifForWords, nameMotif, nameShare } from './registry.ts';
import { wordsOf, matchStrength } from './word-match.ts';

/**
 * The blind reviewers' examples: artists whose name (or track) names a thing their shirts did
 * not draw, with the genres they came with and the motif the name calls for.
 */
const REVIEWED: readonly [string, readonly string[], RegExp][] = [
  ['sunflower 𝓭𝓻𝓮𝓪𝓶', ['bedroom pop', 'indie pop'], /^sunflower$/],
  ['Dusty Road Dogs', ['southern rock', 'country rock'], /^sitting-dog$/],
  ['ดาวตก', ['luk thung', 'thai folk'], /^falling-star$/],
  ['桜前線', ['j-rock', 'japanese alternative rock'], /^sakura$/],
  ['Hollow Pines', ['midwest emo', 'emo'], /^pine-tree$/],
  ['paper lanterns', ['lo-fi beats', 'chillhop'], /lantern$/],
  ['夜行列車', ['city pop', 'japanese indie'], /^steam-locomotive$/],
  ['Blue Ridge Fiddlers', ['old-time', 'bluegrass'], /^violin$/],
  // Board F: a night bus, white clouds, a desert band and hurricanes with nothing of their name.
  ['夜行巴士', ['mandopop', 'chinese indie'], /^bus$/],
  ['Mây Trắng', ['v-pop', 'vietnamese indie'], /^fluffy-cloud$/],
  ['فرقة الصحراء', ['arabic pop', 'egyptian pop'], /^desert$/],
  ['Los Huracanes del Norte', ['norteño', 'regional mexican'], /^tornado$/],
  // Board I: a lo-fi tape label drew a record crate.
  ['Kodama Tapes', ['lo-fi hip hop', 'jazz rap'], /^audio-cassette$/],
  ['카세트 클럽', ['korean indie', 'k-indie'], /^audio-cassette$/],
];

const picks = (name: string, family: GenreFamily, track = false): string[] =>
  Array.from(
    { length: 12 },
    (_, i) =>
      nameMotif(name, family, new Rng(`thing-${i}`), {
        namingOnly: true,
        familyOnly: track,
      })?.motif.id ?? 'none',
  );

describe('things named in artist names', () => {
  it.each(REVIEWED)('%s gets its own motif', (name, genres, expected) => {
    for (const id of picks(name, genreFamily(genres))) expect(id).toMatch(expected);
  });

  it('reaches them in the languages artists use', () => {
    const cases: [string, GenreFamily, RegExp][] = [
      ['Los Girasoles', 'latin', /^sunflower$/],
      ['Tournesol', 'indie', /^sunflower$/],
      ['해바라기', 'kpop', /^sunflower$/],
      ['ひまわり', 'pop', /^sunflower$/],
      ['Perros Salvajes', 'latin', /^sitting-dog$/],
      ['Hunde von Berlin', 'punk', /^sitting-dog$/],
      ['犬の生活', 'indie', /^sitting-dog$/],
      ['Cherry Blossom Ending', 'kpop', /^sakura$/],
      ['벚꽃 엔딩', 'kpop', /^sakura$/],
      ['Sakura Drops', 'pop', /^sakura$/],
      ['Estrella Fugaz', 'latin', /^falling-star$/],
      ['流星群', 'pop', /^falling-star$/],
      ['Los Pinos', 'folk', /^pine-tree$/],
      ['소나무', 'folk', /^pine-tree$/],
      ['Nachtzug', 'electronic', /^steam-locomotive$/],
      ['Tren Nocturno', 'latin', /^steam-locomotive$/],
      ['기차', 'indie', /^steam-locomotive$/],
      ['La Violín Azul', 'latin', /^violin$/],
      ['The Fiddle Club', 'country', /^violin$/],
      ['Cat Power', 'indie', /^cat$/],
      ['Los Gatos', 'latin', /^cat$/],
      ['고양이', 'kpop', /^cat$/],
    ];
    for (const [name, family, expected] of cases) {
      expect([name, picks(name, family)[0]]).toEqual([name, expect.stringMatching(expected)]);
    }
  });

  it('layouts that draw only game-icons get the plain blossom for sakura', () => {
    const id = nameMotif('桜前線', 'indie', new Rng('icons'), {
      source: 'game-icons',
      namingOnly: true,
    })?.motif.id;
    expect(id).toBe('flower-emblem');
  });

  it('a track naming one draws it within the family (motifFromTrack)', () => {
    expect(picks('sunflower', 'indie', true)).toEqual(Array(12).fill('sunflower'));
    expect(picks('散りゆく桜', 'indie', true)).toEqual(Array(12).fill('sakura'));
    expect(picks('Night Train', 'country', true)).toEqual(Array(12).fill('steam-locomotive'));
  });
});

describe('whole words only', () => {
  const strength = (word: string, text: string): number => matchStrength(word, wordsOf([text]));

  it('does not find the thing inside longer words', () => {
    expect(strength('dog', 'Dogma')).toBe(0);
    expect(strength('hund', 'Hundred Days')).toBe(0);
    expect(strength('pine', 'Pineapple Express')).toBe(0);
    expect(strength('train', 'Training Day')).toBe(0);
    expect(strength('trem', 'Tremble')).toBe(0);
    expect(strength('cat', 'Catch Me')).toBe(0);
    expect(strength('dog', 'Dogs')).toBe(2);
    expect(strength('桜', '桜前線')).toBe(2);
    expect(strength('列車', '夜行列車')).toBe(2);
    expect(strength('ดาวตก', 'ดาวตก')).toBe(2);
  });

  it('a name that names none of them keeps its old motif or none', () => {
    expect(picks('Dogma Collective', 'indie')).not.toContain('sitting-dog');
    expect(picks('Pineapple Express', 'hiphop')).not.toContain('pine-tree');
    expect(picks('Training Season', 'pop')).not.toContain('steam-locomotive');
    // Given names and surnames are no things.
    expect(picks('Kiefer', 'jazz')).not.toContain('pine-tree');
    expect(picks('Pino Daniele', 'pop')).not.toContain('pine-tree');
    expect(picks('Neko Case', 'country')).not.toContain('cat');
    // หมาป่า, "forest dog", is the wolf.
    expect(picks('หมาป่า', 'folk')).not.toContain('sitting-dog');
    // песня (a song) is no dog, который no cat.
    expect(picks('Песня который', 'folk')).toEqual(Array(12).fill('none'));
  });

  it("a bolt in the name is the band's emblem; electric names call for it too", () => {
    const bolt = nameMotif('Los Relámpagos', 'latin', new Rng('r'), { namingOnly: true });
    expect(bolt?.motif.id).toMatch(/lightning/);
    expect(bolt && nameShare(bolt)).toBe(CREATURE_NAME_SHARE);
    const electric = nameMotif('La Niña Eléctrica', 'latin', new Rng('e'), { namingOnly: true });
    expect(electric?.motif.id).toMatch(/lightning/);
  });
});

describe('folk instruments named in songs', () => {
  it('a song of the banjo or the harp draws that instrument, not a lyre', () => {
    for (let i = 0; i < 8; i += 1) {
      const rng = new Rng(`instrument-${i}`);
      expect(motifForWords(['Banjo Breakdown'], 'folk', rng).motif.id).toBe('banjo');
      expect(motifForWords(['Her Harp'], 'folk', rng).motif.id).toBe('harp');
    }
  });
});

describe('the set’s design for the name', () => {
  it('draws what the name names before its song’s thing', () => {
    const texts = ['Moth Season', 'Cedar Smoke', 'Hollow Pines'];
    for (let i = 0; i < 8; i += 1) {
      const own = motifForWords(texts, 'folk', new Rng(`name-${i}`), { nameFirst: true });
      expect(own.motif.id).toBe('pine-tree');
    }
    // Without it, the song's moth comes first, as before.
    expect(motifForWords(texts, 'folk', new Rng('name-0')).motif.id).not.toBe('pine-tree');
  });
});

describe('a family’s chance emblem', () => {
  it('is never the bear’s cut-off bust, which only a bear in the words calls for', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      seen.add(motifForWords(['Zzyx Qwo'], 'folk', new Rng(`bear-${i}`)).motif.id);
    }
    expect(seen.size).toBeGreaterThan(5);
    expect([...seen]).not.toContain('bear-head');
    expect(motifForWords(['Bear Mountain'], 'folk', new Rng('bear')).motif.id).toBe('bear-head');
  });
});
