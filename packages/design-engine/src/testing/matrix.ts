/**
 * The check matrix: one artist per genre family (and one no family knows) with hard names and
 * track titles, each through every layout of its family, three seeds each, at preview scale.
 * Together the rows cover every layout. Split across test files so Vitest runs the halves on
 * both cores.
 */
import { expect } from 'vitest';
import { generateDesigns } from '../design/generate.ts';
import { GENRES } from '../genres/index.ts';
import { genreFamily } from '../style/genre-family.ts';
import type { ArtistInput, GeneratedDesign } from '../types.ts';
import { fixtureImage } from './fixtures.ts';

/** Genres across every family (and one no family knows), with hard names. */
export const MATRIX: { artist: ArtistInput; withImage: boolean }[] = [
  {
    // Long country names ("Bosnia & Herzegovina", "Central African Republic") are real details.
    artist: { id: 'm-metal', name: 'Grave Lanterns', genres: ['black metal'], country: 'BA' },
    withImage: true,
  },
  {
    artist: { id: 'm-trap', name: 'Lil Static', genres: ['trap'], country: 'US' },
    withImage: true,
  },
  {
    artist: { id: 'm-house', name: 'Neon Hollow', genres: ['deep house'], country: 'DE' },
    withImage: false,
  },
  {
    artist: { id: 'm-kpop', name: '별빛 (Byeolbit)', genres: ['k-pop'], country: 'KR' },
    withImage: true,
  },
  {
    artist: { id: 'm-indie', name: 'Paper Wolves', genres: ['indie rock'], country: 'GB' },
    withImage: true,
  },
  {
    artist: { id: 'm-punk', name: 'Año Cero', genres: ['hardcore punk'], country: 'ES' },
    withImage: false,
  },
  {
    artist: {
      id: 'm-country',
      name: 'The Dusty Ramblers of the Great Plains',
      genres: ['americana'],
      country: 'US',
    },
    withImage: true,
  },
  {
    artist: { id: 'm-soul', name: 'Velvet Hour', genres: ['neo soul'], country: null },
    withImage: true,
  },
  {
    artist: { id: 'm-latin', name: 'Los Relámpagos', genres: ['reggaeton'], country: 'DO' },
    withImage: true,
  },
  {
    artist: {
      id: 'm-classical',
      name: 'Aurelia String Quartet',
      genres: ['classical'],
      country: 'AT',
    },
    withImage: true,
  },
  {
    artist: { id: 'm-synth', name: 'Synth Kaiju', genres: ['synthwave'], country: 'JP' },
    withImage: false,
  },
  {
    artist: { id: 'm-techno', name: 'Kontrollraum', genres: ['melodic techno'], country: 'DE' },
    withImage: true,
  },
  {
    artist: { id: 'm-pop', name: 'Cherry Avenue', genres: ['dance pop'], country: 'AU' },
    withImage: true,
  },
  {
    artist: { id: 'm-folk', name: 'Sólveig Ísdóttir', genres: ['icelandic folk'], country: 'IS' },
    withImage: true,
  },
  {
    artist: {
      id: 'm-reggae',
      name: 'Ñandú Dubwise Sound',
      genres: ['roots reggae', 'dub'],
      country: 'JM',
    },
    withImage: false,
  },
  {
    artist: { id: 'm-jazz', name: 'The Blue Lantern Quartet', genres: ['jazz'], country: 'US' },
    withImage: false,
  },
  {
    artist: {
      id: 'm-unknown',
      name: 'Ødegaard & Söhne',
      genres: ['zzz unheard-of genre'],
      country: 'CF',
    },
    withImage: true,
  },
];

const TRACKS = [
  { name: 'Mañana Te Veo (feat. Somebody) - Remastered 2011' },
  { name: '너의 별' },
  { name: 'A Considerably Longer Track Title Than Most Songs Would Ever Have' },
  { name: 'Iron' },
];

const photo = fixtureImage({ background: '#1d3557', light: '#f1faee', shade: '#e63946' }, 200);

function describeFailures(designs: GeneratedDesign[], label: string): string[] {
  return designs.flatMap((d) =>
    d.checks.passed ? [] : [`${label} ${d.template}: ${d.checks.failures.join('; ')}`],
  );
}

export async function runMatrix(
  rows: readonly { artist: ArtistInput; withImage: boolean }[],
): Promise<void> {
  const failures: string[] = [];
  let total = 0;
  let expectedTotal = 0;
  for (const { artist, withImage } of rows) {
    // A layout weighted per sub-genre is listed once per bank (genres/indie/banks.ts): once here.
    const layouts = [
      ...new Set(
        GENRES[genreFamily(artist.genres)].layouts
          .map((l) => l.template)
          .filter((t) => withImage || !t.needsImage)
          .map((t) => t.id),
      ),
    ];
    for (const seed of [1, 2, 'three']) {
      const designs = await generateDesigns({
        artist,
        tracks: TRACKS,
        image: withImage ? photo : null,
        seed,
        count: layouts.length,
        templates: layouts,
      });
      total += designs.length;
      expectedTotal += layouts.length;
      expect(new Set(designs.map((d) => d.template))).toEqual(new Set(layouts));
      for (const d of designs) {
        // Posters: 18×24 in plus 0.125 in bleed a side, at 50 dpi.
        expect(d.width).toBe(d.product === 'poster' ? 913 : 750);
        expect(d.height).toBe(d.product === 'poster' ? 1213 : 900);
        expect(d.inks.length).toBeGreaterThanOrEqual(1);
        expect(d.inks.length).toBeLessThanOrEqual(4);
        expect(d.hook.trim()).not.toBe('');
        expect(d.hook).not.toContain('undefined');
        expect(d.trackName.trim()).not.toBe('');
      }
      failures.push(...describeFailures(designs, `${artist.name} seed ${String(seed)}`));
    }
  }
  expect(failures).toEqual([]);
  expect(total).toBe(expectedTotal);
}
