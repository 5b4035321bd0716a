/**
 * For any family's layout tests: draws one layout straight from a seed (no
 * ink planning, no fitting passes) and sums up its composition as a short signature — where the
 * name sits and which kinds of text it prints in what order — so a test can tell that two seeds
 * drew different pictures, not the same one with the name swapped.
 */
import { ArtBuilder, type Art } from '../../layout/art-builder.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { spotlightPortrait } from '../../image/portrait.ts';
import { Rng } from '../../random/prng.ts';
import type { GenreArt } from '../types.ts';

export interface LayoutArtist {
  name: string;
  track: string;
  tracks: readonly string[];
  details?: string[];
  genres?: readonly string[];
}

export async function drawLayout(
  template: Template,
  genre: GenreArt,
  artist: LayoutArtist,
  seed: string,
  /** The letters', the accent's and the small lines' inks (cream, amber and grey by default). */
  ink: { primary: string; accent: string; support: string } = {
    primary: '#f2e6d0',
    accent: '#d9893b',
    support: '#b8b0a0',
  },
): Promise<Art> {
  const { style } = genre;
  const ctx: TemplateContext = {
    rng: new Rng(seed),
    fit: 0,
    shrink: 1,
    name: artist.name,
    altName: null,
    track: artist.track,
    hook: artist.track,
    details: artist.details ?? ['United States'],
    tracks: artist.tracks,
    genres: artist.genres,
    style,
    faces: {
      display: style.display[0] ?? 'anton',
      support: style.support[0] ?? 'anton',
      script: style.script[0] ?? 'pacifico',
    },
    inks: {
      garment: '#1a1a1a',
      darkGarment: true,
      ...ink,
      treatment: 'full',
      inks: Object.values(ink),
      duotone: { dark: ink.support, light: ink.primary },
      metallic: null,
    },
    portrait: spotlightPortrait(),
    hasImage: false,
    product: 'garment',
  };
  const b = new ArtBuilder();
  await template.layout(ctx, b);
  return b.finish();
}

/**
 * Where the name starts and where the last text ends (to 60 units), how many texts and their roles
 * top to bottom, and how many marks the layout laid down (another arrangement draws another set).
 */
export function composition(art: Art): string {
  const name = art.texts.filter((t) => t.role === 'name');
  const top = Math.min(...name.map((t) => t.box.y0));
  const foot = Math.max(...art.texts.map((t) => t.box.y1));
  const order = [...art.texts]
    .sort((a, b) => a.box.y0 - b.box.y0)
    .map((t) => t.role)
    .filter((role, i, all) => role !== all[i - 1]);
  return `${Math.round(top / 60)}-${Math.round(foot / 60)}:${art.texts.length}:${art.body.length}:${order.join(',')}`;
}

/** The distinct compositions a layout draws over `seeds` seeds. */
export async function compositions(
  template: Template,
  genre: GenreArt,
  artist: LayoutArtist,
  seeds = 12,
): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < seeds; i += 1) {
    seen.add(composition(await drawLayout(template, genre, artist, `arrangement-${i}`)));
  }
  return seen;
}

/** Right-to-left, Indic, Thai, CJK, Hangul with an emoji, and a long name, each with its song. */
export const HARD_NAMES: readonly [string, string][] = [
  ['عمر الحداد', 'طريق الغبار'],
  ['נועה קירל', 'שביל הזהב'],
  ['राग मल्हार', 'बरसात की रात'],
  ['ต่าย อรทัย', 'ดอกหญ้าในป่าปูน'],
  ['坂本 雪', '雪の花'],
  ['하늘빛 🌙', '달빛'],
  ['The Dusty Ramblers of the Great Plains', 'A Considerably Longer Track Title Than Most'],
];
