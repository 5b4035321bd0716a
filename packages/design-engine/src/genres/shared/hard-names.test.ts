import { describe, expect, it } from 'vitest';
import { generateDesigns } from '../../design/generate.ts';
import { GENRES } from '../index.ts';
import type { GenreFamily } from '../../style/genre-family.ts';

/** One genre string per family whose layouts live in this helper's folders. */
const FAMILIES: readonly [GenreFamily, string][] = [
  ['metal', 'black metal'],
  ['punk', 'hardcore punk'],
  ['hiphop', 'trap'],
  ['techno', 'techno'],
  ['electronic', 'deep house'],
  ['indie', 'indie rock'],
  ['reggae', 'roots reggae'],
];

/** The check matrix's hard track titles: brackets, a version note, Hangul, a very long one. */
const TRACKS = [
  { name: 'Mañana Te Veo (feat. Somebody) - Remastered 2011' },
  { name: '너의 별' },
  { name: 'A Considerably Longer Track Title Than Most Songs Would Ever Have' },
  { name: 'Iron' },
];

/** Names that break naive layouts: one letter, joined and right-to-left script, Thai, very long. */
const NAMES = [
  'Ø',
  'محمد عبده',
  'ธงไชย แมคอินไตย์',
  'Los Relámpagos del Norte y Sus Amigos de la Sierra',
];

describe('genre families’ own layouts survive hard names', () => {
  it.each(FAMILIES)(
    '%s: every own layout that takes the name passes the checks',
    { timeout: 60_000 },
    async (family, genre) => {
      // Once each, though a layout weighted per sub-genre is listed once per bank.
      const own = [...new Set(GENRES[family].layouts.map((l) => l.template))].filter(
        (t) => t.id.startsWith(`${family}-`) && !t.needsImage,
      );
      for (const name of NAMES) {
        const templates = own.filter((t) => t.canSet?.(name) ?? true).map((t) => t.id);
        expect(templates.length).toBeGreaterThanOrEqual(2);
        const designs = await generateDesigns({
          artist: { id: `hard-${family}`, name, genres: [genre], country: 'BR' },
          tracks: TRACKS,
          image: null,
          seed: 7,
          count: templates.length,
          templates,
        });
        for (const d of designs) expect(d.checks.failures, `${d.template} ${name}`).toEqual([]);
      }
    },
  );
});
