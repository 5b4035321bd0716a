/**
 * Plans one artist's set of designs before any drawing: which layouts (the genre family's own,
 * never the same twice until all are used, and a repeated layout always in another colourway),
 * which tracks, garments, inks and typefaces. The set shares one type pairing and mostly one
 * garment, so it reads as one artist's merch line.
 */
import { assignColourways, paperColourway, planColourways } from '../color/colourways.ts';
import { isDark } from '../color/contrast.ts';
import { boneAndHardAccent, hardenInks } from '../color/hard-inks.ts';
import { streetInks } from '../color/street-inks.ts';
import type { InkPlan } from '../color/ink-plan.ts';
import type { PaletteColor } from '../color/palette.ts';
import { GENRES, LAYOUTS, type GenreLayout } from '../genres/index.ts';
import { printsHard } from '../genres/hiphop/sub-genres.ts';
import { isCoreMetal, isExtremeMetal } from '../genres/metal/sub-genres.ts';
import { isHardTechno } from '../genres/techno/sub-genres.ts';
import type { DesignFaces, Template } from '../layout/template.ts';
import {
  bringNameMotifForward,
  bringPictureForward,
  nameMotifDesign,
  spreadLettering,
} from './first-look.ts';
import type { Product } from '../layout/geometry.ts';
import { nameMotif } from '../motifs/registry.ts';
import { Rng } from '../random/prng.ts';
import type { FaceId } from '../fonts/catalog.ts';
import {
  displayFaces,
  isStyledLowerCase,
  type StyleSpec,
  type TemplateId,
} from '../style/styles.ts';
import { isPlaceholderTitle } from '../text/placeholder-title.ts';
import { placeLines } from './place-line.ts';

export interface DesignPlan {
  index: number;
  template: Template;
  /** The design's song; empty when the artist has no real song (the song line is omitted). */
  trackName: string;
  product: Product;
  /** Garment or paper colour. */
  background: string;
  inks: InkPlan;
  faces: DesignFaces;
  distress: number;
  /** Whether this design prints the artist's country (design/place-line.ts). */
  place: boolean;
  /**
   * Whether this design draws what the artist's name names before any song's thing (the one
   * first-look design that can, when the name names one: see `nameMotifDesign`).
   */
  nameMotif: boolean;
}

/** Who a set is for: what layouts may be drawn for them depends on each of these. */
export interface SetArtist {
  /** The name as printed (layouts that cannot set its script are skipped). */
  name: string;
  genres: readonly string[];
  hasImage: boolean;
  /**
   * How many real songs (placeholder titles such as "Untitled 3" or "Intro" excluded) the artist
   * has: layouts that need more (`Template.needsTracks`) are not drawn for them. Absent: no limit.
   */
  songs?: number;
}

/** The family's layouts that can draw this artist (an image, the name's script, sub-genre). */
function drawableLayouts(style: StyleSpec, artist: SetArtist): GenreLayout[] {
  const genreIs = (pattern: RegExp): boolean => artist.genres.some((g) => pattern.test(g));
  const fits = (l: GenreLayout): boolean =>
    (artist.hasImage || !l.template.needsImage) &&
    (l.template.canSet?.(artist.name) ?? true) &&
    (l.template.needsTracks ?? 0) <= (artist.songs ?? Infinity) &&
    (!l.onlyFor || genreIs(l.onlyFor)) &&
    (!l.notFor || !genreIs(l.notFor));
  const own = GENRES[style.family].layouts.filter(fits);
  return own.length > 0 ? own : GENRES.neutral.layouts.filter(fits);
}

/**
 * Layouts to try, in order, when a design's layout cannot pass its checks for this artist (a
 * title too long for its label, say): the family's others, those the set does not show yet
 * first, then heaviest first. Never truncating means choosing another layout rather than
 * printing a failing one.
 */
export function alternativeLayouts(
  style: StyleSpec,
  artist: SetArtist,
  failed: Template,
  /** Layouts the set already shows: tried last, so the set keeps its variety. */
  inSet: readonly Template[] = [],
): Template[] {
  const shown = (l: GenreLayout): number => (inSet.includes(l.template) ? 1 : 0);
  return drawableLayouts(style, artist)
    .filter((l) => l.template !== failed)
    .sort((a, b) => shown(a) - shown(b) || b.weight - a.weight)
    .map((l) => l.template);
}

/**
 * Which design prints on the set's other blank: the third, unless its layout only reads on a
 * dark blank and the other blank is light (it would be moved back to dark, and Velour's four
 * designs all printed on maroon); then the second, else the fourth when it is no poster.
 */
function alternateSlot(
  templates: readonly Template[],
  colourways: readonly { background: string }[],
  posterIndex: number,
): number {
  const lead = colourways[0];
  const other = colourways.find((c) => lead && isDark(c.background) !== isDark(lead.background));
  const lightOther = other ? !isDark(other.background) : false;
  const fits = (i: number): boolean =>
    i < templates.length && i !== posterIndex && !(lightOther && templates[i]?.blank === 'dark');
  return [2, 1, 3].find(fits) ?? 2;
}

/**
 * The family's layouts that can draw this artist, in a seeded, weighted order; cycled when the
 * set is larger than the family's layouts.
 */
function pickTemplates(
  rng: Rng,
  style: StyleSpec,
  artist: SetArtist,
  count: number,
  /** The name names a thing a layout can draw (namesAThing). */
  namesThing: boolean,
): Template[] {
  const eligible = drawableLayouts(style, artist);
  const drawn: Template[] = [];
  let pool = [...eligible];
  while (pool.length > 0) {
    const layout = rng.weighted(pool.map((l) => ({ value: l, weight: l.weight })));
    drawn.push(layout.template);
    pool = pool.filter((l) => l !== layout);
  }
  // A scene's own layout opens its set (the first that leads, in the seeded order).
  const lead = drawn.findIndex((t) => eligible.some((l) => l.leads && l.template === t));
  if (lead > 0) drawn.unshift(...drawn.splice(lead, 1));
  const spread = spreadLettering(artist.hasImage ? bringPictureForward(drawn, count) : drawn);
  // What the name names among the first four (a lantern, a bus), without undoing the above.
  const order = namesThing ? bringNameMotifForward(spread, count, artist.hasImage) : spread;
  return Array.from({ length: count }, (_, i) => order[i % order.length] as Template);
}

/** Whether the artist's name names a thing a layout can draw (a lantern, a bus, a wolf). */
function namesAThing(name: string, family: StyleSpec['family']): boolean {
  return nameMotif(name, family, new Rng(name), { namingOnly: true }) !== null;
}

function forcedTemplate(id: TemplateId): Template {
  const template = LAYOUTS.get(id);
  if (!template) throw new Error(`unknown layout "${id}"`);
  return template;
}

export interface SetInput {
  key: string;
  style: StyleSpec;
  palette: readonly PaletteColor[];
  tracks: readonly string[];
  artist: SetArtist;
  count: number;
  forced?: readonly TemplateId[];
}

export function planSet({
  key,
  style,
  palette,
  tracks,
  artist,
  count,
  forced,
}: SetInput): DesignPlan[] {
  const rng = new Rng(`set|${key}`);
  const faces = keepLowerCase(
    {
      display: rng.pick(displayFaces(style, artist.genres)),
      support: rng.pick(style.support),
      script: rng.pick(style.script),
    },
    style,
    artist.name,
    artist.genres,
  );
  const namesThing = namesAThing(artist.name, style.family);
  const chosen = pickTemplates(rng, style, artist, count, namesThing);
  const templates =
    forced && forced.length > 0
      ? chosen.map((_, i) => forcedTemplate(forced[i % forced.length] as TemplateId))
      : chosen;
  // A design is named after a song, never a working title or a sequencing slot ("Untitled 3",
  // "Intro"), nor the artist's own name: with no real song, the song line is left out.
  const pool = tracks.filter((t) => !isPlaceholderTitle(t));
  const hits = rng.shuffle(pool.slice(0, Math.max(1, Math.min(pool.length, count + 2))));
  const posterIndex = count >= 4 && rng.chance(0.6) ? 3 : -1;
  // Colourways (garment + inks) come from the palette, best first; a repeated layout always
  // takes a colourway it has not used, and a poster prints its colourway's recipe on paper.
  const colourways = planColourways({
    family: style.family,
    palette,
    garments: style.garments,
    count: Math.max(4, count),
  });
  // A merch line is mostly one blank with one design on another (where the palette suits one).
  const altIndex = count >= 3 ? alternateSlot(templates, colourways, posterIndex) : -1;
  // Another seed ("Generate another") may open on the second-best colourway of the lead blank.
  const picks = assignColourways(
    templates.map((t) => t.id),
    colourways,
    altIndex,
    rng.int(0, 1),
  );
  const lead = colourways[0];
  const dark = colourways.filter((c) => isDark(c.background));
  // Brutal and technical death, slam, grind and black metal: dark blanks, hard inks.
  const extreme = style.family === 'metal' && isExtremeMetal(artist.genres);
  // Deathcore, metalcore, djent, nu metal: dark blanks too, bone and one hard colour.
  const core = style.family === 'metal' && !extreme && isCoreMetal(artist.genres);
  // Drill, grime and trap, and hard and industrial techno: the picture's hue made a clean, hard
  // ink (a red, not a salmon).
  const street =
    (style.family === 'hiphop' && printsHard(artist.genres)) ||
    (style.family === 'techno' && isHardTechno(artist.genres));
  const dressFor = (index: number, product: Product): { background: string; inks: InkPlan } => {
    // planColourways always returns at least one colourway (black when the genre lists none).
    const picked = colourways[picks[index] ?? 0] ?? lead;
    const template = templates[index];
    const wantsDark =
      product !== 'poster' &&
      (template?.blank === 'dark' || extreme || core) &&
      picked &&
      !isDark(picked.background);
    // A repeated layout still changes colourway: its n-th showing takes the n-th dark one.
    const repeat = templates.slice(0, index).filter((t) => t === template).length;
    const colourway = (wantsDark ? dark[repeat % Math.max(1, dark.length)] : picked) ?? picked;
    if (!colourway) throw new Error('no colourway for this palette');
    // Extreme metal never prints a pastel or pink emblem; the core styles print bone and one
    // hard colour (see color/hard-inks.ts).
    const harden = (inks: InkPlan): InkPlan =>
      extreme
        ? hardenInks(inks, palette)
        : core
          ? boneAndHardAccent(inks, palette)
          : street
            ? streetInks(inks)
            : inks;
    if (product !== 'poster')
      return { background: colourway.background, inks: harden(colourway.inks) };
    const paper = paperColourway(palette, style.family, colourway.recipe);
    return { ...paper, inks: harden(paper.inks) };
  };
  const places = placeLines(templates, key);
  const nameDesign = namesThing ? nameMotifDesign(templates) : -1;
  return templates.map((template, index) => {
    const product: Product = index === posterIndex ? 'poster' : 'garment';
    const { background, inks } = dressFor(index, product);
    const hookFaces: DesignFaces =
      template.id === 'hook-type'
        ? { ...faces, display: faces.script, support: faces.display }
        : faces;
    return {
      index,
      template,
      trackName: hits[index % hits.length] ?? '',
      product,
      background,
      inks,
      faces: hookFaces,
      distress: rng.chance(style.distress) ? rng.range(0.6, 1) : 0,
      place: places[index] ?? false,
      nameMotif: index === nameDesign,
    };
  });
}

/** Faces whose lower case is drawn as capitals (or small capitals). */
const CAPITALS_ONLY: ReadonlySet<FaceId> = new Set<FaceId>([
  'bebas',
  'bowlby',
  'permanentMarker',
  'cinzel',
  'cinzelBold',
  'monoton',
]);

/**
 * An artist who styles their name in lower case ("sunflower", "glaive") keeps it: a display or
 * script face that would draw it as capitals gives way to the style's next face that has a real
 * lower case (else a rounded or brush face that does).
 */
export function keepLowerCase(
  faces: DesignFaces,
  style: StyleSpec,
  name: string,
  genres: readonly string[] = [],
): DesignFaces {
  if (!isStyledLowerCase(name)) return faces;
  const swap = (face: FaceId, options: readonly FaceId[], fallback: FaceId): FaceId =>
    CAPITALS_ONLY.has(face) ? (options.find((f) => !CAPITALS_ONLY.has(f)) ?? fallback) : face;
  return {
    ...faces,
    // The sub-genre's own faces first (stoner metal's), then the family's.
    display: swap(faces.display, [...displayFaces(style, genres), ...style.display], 'fredoka'),
    script: swap(faces.script, style.script, 'kaushan'),
  };
}
