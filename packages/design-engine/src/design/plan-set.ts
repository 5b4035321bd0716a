/**
 * Plans one artist's set of designs before any drawing: which layouts (the genre family's own,
 * never the same twice until all are used, and a repeated layout always in another colourway),
 * which tracks, garments, inks and typefaces. The set shares one type pairing and mostly one
 * garment, so it reads as one artist's merch line.
 */
import { assignColourways, paperColourway, planColourways } from '../color/colourways.ts';
import { isDark } from '../color/contrast.ts';
import { hardenInks } from '../color/hard-inks.ts';
import type { InkPlan } from '../color/ink-plan.ts';
import type { PaletteColor } from '../color/palette.ts';
import { GENRES, LAYOUTS, type GenreLayout } from '../genres/index.ts';
import { isExtremeMetal } from '../genres/metal/sub-genres.ts';
import type { DesignFaces, Template } from '../layout/template.ts';
import type { Product } from '../layout/geometry.ts';
import { Rng } from '../random/prng.ts';
import { displayFaces, type StyleSpec, type TemplateId } from '../style/styles.ts';
import { isPlaceholderTitle } from '../text/placeholder-title.ts';

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

/** How many designs an artist sees first (the first batch the app shows). */
const FIRST_LOOK = 4;

/**
 * An artist with a picture sees it in their first designs: when none of the first four draws the
 * picture, the first layout that does moves up to the fourth place (the set's likely poster).
 */
function bringPictureForward(order: Template[], count: number): Template[] {
  const firstLook = Math.min(FIRST_LOOK, count);
  if (firstLook < 2 || order.slice(0, firstLook).some((t) => t.needsImage)) return order;
  const portrait = order.findIndex((t) => t.needsImage);
  if (portrait < 0) return order;
  const moved = order.filter((_, i) => i !== portrait);
  moved.splice(firstLook - 1, 0, order[portrait] as Template);
  return moved;
}

/**
 * The family's layouts that can draw this artist, in a seeded, weighted order; cycled when the
 * set is larger than the family's layouts.
 */
function pickTemplates(rng: Rng, style: StyleSpec, artist: SetArtist, count: number): Template[] {
  const eligible = drawableLayouts(style, artist);
  const drawn: Template[] = [];
  let pool = [...eligible];
  while (pool.length > 0) {
    const layout = rng.weighted(pool.map((l) => ({ value: l, weight: l.weight })));
    drawn.push(layout.template);
    pool = pool.filter((l) => l !== layout);
  }
  const order = artist.hasImage ? bringPictureForward(drawn, count) : drawn;
  return Array.from({ length: count }, (_, i) => order[i % order.length] as Template);
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
  const faces: DesignFaces = {
    display: rng.pick(displayFaces(style, artist.genres)),
    support: rng.pick(style.support),
    script: rng.pick(style.script),
  };
  const chosen = pickTemplates(rng, style, artist, count);
  const templates =
    forced && forced.length > 0
      ? chosen.map((_, i) => forcedTemplate(forced[i % forced.length] as TemplateId))
      : chosen;
  // A design is named after a song, never a working title or a sequencing slot ("Untitled 3",
  // "Intro"), nor the artist's own name: with no real song, the song line is left out.
  const pool = tracks.filter((t) => !isPlaceholderTitle(t));
  const hits = rng.shuffle(pool.slice(0, Math.max(1, Math.min(pool.length, count + 2))));
  const posterIndex = count >= 4 && rng.chance(0.6) ? 3 : -1;
  // A merch line is mostly one blank with one design on another (where the palette suits one).
  const altIndex = count >= 3 ? 2 : -1;
  // Colourways (garment + inks) come from the palette, best first; a repeated layout always
  // takes a colourway it has not used, and a poster prints its colourway's recipe on paper.
  const colourways = planColourways({
    family: style.family,
    palette,
    garments: style.garments,
    count: Math.max(4, count),
  });
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
  const dressFor = (index: number, product: Product): { background: string; inks: InkPlan } => {
    // planColourways always returns at least one colourway (black when the genre lists none).
    const picked = colourways[picks[index] ?? 0] ?? lead;
    const template = templates[index];
    const wantsDark =
      product !== 'poster' &&
      (template?.blank === 'dark' || extreme) &&
      picked &&
      !isDark(picked.background);
    // A repeated layout still changes colourway: its n-th showing takes the n-th dark one.
    const repeat = templates.slice(0, index).filter((t) => t === template).length;
    const colourway = (wantsDark ? dark[repeat % Math.max(1, dark.length)] : picked) ?? picked;
    if (!colourway) throw new Error('no colourway for this palette');
    // Extreme metal never prints a pastel or pink emblem (see color/hard-inks.ts).
    const harden = (inks: InkPlan): InkPlan => (extreme ? hardenInks(inks, palette) : inks);
    if (product !== 'poster')
      return { background: colourway.background, inks: harden(colourway.inks) };
    const paper = paperColourway(palette, style.family, colourway.recipe);
    return { ...paper, inks: harden(paper.inks) };
  };
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
    };
  });
}
