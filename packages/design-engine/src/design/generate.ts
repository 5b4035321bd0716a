/**
 * generateDesigns: (artist, tracks, image, seed) → print-ready designs. Pure and deterministic:
 * every choice comes from a PRNG seeded by the artist id and the seed, so the same input gives
 * byte-identical PNGs and another seed gives other designs.
 */
import { availableParallelism } from 'node:os';
import { extractPalette, syntheticPalette } from '../color/palette.ts';
import { faceKey, FACES } from '../fonts/catalog.ts';
import { preparePortrait, spotlightPortrait } from '../image/portrait.ts';
import { Rng, hashString } from '../random/prng.ts';
import { GENRES } from '../genres/index.ts';
import { genreFamily } from '../style/genre-family.ts';
import { countryName, designHook, shortTitle, songTitles } from '../text/hook.ts';
import { splitName } from '../text/names.ts';
import { designLocale, withTextScope } from '../text/scope.ts';
import { scriptsOf } from '../text/scripts.ts';
import { creditsInMarkup } from '../motifs/credits.ts';
import type { GenerateInput, GeneratedDesign, StageTimings } from '../types.ts';
import { mapLimit } from '../util/map-limit.ts';
import { buildDesign, type DesignContext } from './build-design.ts';
import { alternativeLayouts, planSet } from './plan-set.ts';

export const MAX_DESIGNS = 24;

/** Other layouts tried for a design whose layout cannot pass its checks. */
const MAX_LAYOUT_FALLBACKS = 3;
/**
 * Longest track title a design sets by preference: a ribbon or banner holds about this many
 * capitals at the minimum text size, and short titles read better on a garment.
 */
const MAX_TRACK_CHARS = 30;

export function emptyTimings(): StageTimings {
  return { palette: 0, layout: 0, render: 0, checks: 0 };
}

export function designId(artistId: string, seed: number | string, index: number): string {
  const hash = hashString(`${artistId}|${String(seed)}|${index}`)
    .toString(36)
    .padStart(7, '0');
  return `dsn_${hash}_${index}`;
}

export async function generateDesigns(
  input: GenerateInput,
  options: { timings?: StageTimings } = {},
): Promise<GeneratedDesign[]> {
  const timings = options.timings ?? emptyTimings();
  const count = Math.max(1, Math.min(MAX_DESIGNS, Math.floor(input.count ?? 4)));
  const scale = input.scale ?? 'preview';
  const { artist } = input;
  // "별빛 (Byeolbit)" prints as a lockup: the name large, its romanisation small; a long name
  // leads with its first phrase.
  const { primary, secondary: altName } = splitName(artist.name.trim() || artist.id);
  const name = primary;
  const key = `${artist.id}|${String(input.seed)}`;

  const started = performance.now();
  const [palette, portrait] = input.image
    ? await Promise.all([extractPalette(input.image), preparePortrait(input.image)])
    : [syntheticPalette(artist.id), spotlightPortrait()];
  timings.palette += performance.now() - started;

  const { style } = GENRES[genreFamily(artist.genres)];
  // Only songs are printed: a placeholder title ("Untitled 3", "Intro") is in no tracklist and
  // names no design, and an artist without a song gets no song line (never their name again).
  const tracks = songTitles(input.tracks.map((t) => t.name));
  const setArtist = {
    name,
    genres: artist.genres,
    hasImage: input.image !== null,
    songs: tracks.length,
  };
  const fits = (t: string): boolean => [...t].length <= MAX_TRACK_CHARS;
  const settable = tracks.some(fits)
    ? tracks.filter(fits)
    : [...new Set(tracks.map(shortTitle))].filter(fits);
  const plans = planSet({
    key,
    style,
    palette,
    // Titles too long to set on one line at the minimum size are never cut: another track is
    // chosen while there is one, else a title's short form without its version note.
    tracks: settable.length > 0 ? settable : tracks,
    artist: setArtist,
    count,
    ...(input.templates ? { forced: input.templates } : {}),
  });
  // Small lines say something true of the artist: where they are from. A genre word ("HIP
  // HOP") is filler a fan would not wear, so it is never printed as a detail.
  const country = countryName(artist.country);
  const details = country ? [country] : [];
  // Each design draws inside its text scope: capitals in the artist's language ("KALBİM" for a
  // Turkish artist) and one face for all lines of a tracklist (see text/scope.ts).
  const scope = { locale: designLocale(artist.country, artist.name, tracks), lists: tracks };

  const draw = async (plan: (typeof plans)[number]): Promise<GeneratedDesign> => {
    const hook = designHook(plan.trackName, name, new Rng(`${key}|${plan.index}|hook`));
    const ctx: DesignContext = {
      key,
      name,
      altName,
      hook,
      details,
      tracks,
      genres: artist.genres,
      style,
      portrait,
      hasImage: input.image !== null,
      scale,
      timings,
    };
    let built = await buildDesign(plan, ctx);
    let { template } = plan;
    if (!built.checks.passed && !input.templates) {
      const inSet = plans.map((p) => p.template);
      const others = alternativeLayouts(style, setArtist, plan.template, inSet);
      // Each try is a whole render (300 dpi for print files): a few, not the whole family.
      for (const other of others.slice(0, MAX_LAYOUT_FALLBACKS)) {
        const again = await buildDesign({ ...plan, template: other }, ctx);
        if (!again.checks.passed) continue;
        built = again;
        template = other;
        break;
      }
    }
    const fonts = [...new Set(built.art.texts.flatMap((t) => t.faces))];
    const scripts = [...new Set(built.art.texts.flatMap((t) => scriptsOf(t.text)))];
    return {
      id: designId(artist.id, input.seed, plan.index),
      template: template.id,
      // The product is still named for something true when there is no song: the artist.
      trackName: plan.trackName || name,
      hook,
      product: plan.product,
      garmentColor: plan.background,
      inks: built.art.inks,
      fonts: fonts.length > 0 ? fonts : [faceKey(FACES[plan.faces.display])],
      scripts,
      credits: creditsInMarkup(built.art.body.join('')),
      png: built.png,
      width: built.width,
      height: built.height,
      checks: built.checks,
    };
  };
  return mapLimit(plans, availableParallelism(), (plan) => withTextScope(scope, () => draw(plan)));
}
