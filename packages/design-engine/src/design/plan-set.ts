/**
 * Plans one artist's set of designs before any drawing: which layouts (the genre family's own,
 * never the same twice until all are used, and a repeated layout always in another colourway),
 * which tracks, garments, inks and typefaces. The set shares one type pairing and mostly one
 * garment, so it reads as one artist's merch line.
 */
import { planInks, type InkPlan } from '../color/ink-plan.ts';
import { hueDelta } from '../color/color.ts';
import type { PaletteColor } from '../color/palette.ts';
import { GENRES, LAYOUTS } from '../genres/index.ts';
import type { DesignFaces, Template } from '../layout/template.ts';
import type { Product } from '../layout/geometry.ts';
import { Rng, type Weighted } from '../random/prng.ts';
import { GARMENT_HUES, GARMENTS, PAPERS, type GarmentId, type PaperId } from '../style/garments.ts';
import type { StyleSpec, TemplateId } from '../style/styles.ts';

export interface DesignPlan {
  index: number;
  template: Template;
  trackName: string;
  product: Product;
  /** Garment or paper colour. */
  background: string;
  inks: InkPlan;
  faces: DesignFaces;
  distress: number;
}

function garmentWeights(style: StyleSpec, palette: readonly PaletteColor[]): Weighted<GarmentId>[] {
  return style.garments.map(({ value, weight }) => {
    const hue = GARMENT_HUES[value];
    if (hue === undefined) return { value, weight };
    // Coloured blanks gain weight when the artist's palette carries their hue.
    const affinity = palette.reduce(
      (sum, c) => sum + (Math.abs(hueDelta(c.hue, hue)) < 25 && c.saturation > 0.25 ? c.weight : 0),
      0,
    );
    return { value, weight: weight * (1 + affinity * 6) };
  });
}

/**
 * The family's layouts that can draw this artist (an image, the name's script), in a seeded,
 * weighted order; cycled when the set is larger than the family's layouts.
 */
function pickTemplates(
  rng: Rng,
  style: StyleSpec,
  hasImage: boolean,
  name: string,
  count: number,
): Template[] {
  const fits = (t: Template): boolean => (hasImage || !t.needsImage) && (t.canSet?.(name) ?? true);
  let eligible = GENRES[style.family].layouts.filter((l) => fits(l.template));
  if (eligible.length === 0) eligible = GENRES.neutral.layouts.filter((l) => fits(l.template));
  const order: Template[] = [];
  let pool = [...eligible];
  while (pool.length > 0) {
    const layout = rng.weighted(pool.map((l) => ({ value: l, weight: l.weight })));
    order.push(layout.template);
    pool = pool.filter((l) => l !== layout);
  }
  return Array.from({ length: count }, (_, i) => order[i % order.length] as Template);
}

function forcedTemplate(id: TemplateId): Template {
  const template = LAYOUTS.get(id);
  if (!template) throw new Error(`unknown layout "${id}"`);
  return template;
}

function paperFor(style: StyleSpec, rng: Rng): PaperId {
  if (['metal', 'hiphop', 'electronic'].includes(style.family))
    return rng.pick(['black', 'black', 'cream']);
  if (['country', 'classical', 'jazz'].includes(style.family)) return rng.pick(['cream', 'kraft']);
  return rng.pick(['white', 'cream', 'black']);
}

export interface SetInput {
  key: string;
  style: StyleSpec;
  palette: readonly PaletteColor[];
  tracks: readonly string[];
  /** The artist's name as printed (layouts that cannot set its script are skipped). */
  name: string;
  hasImage: boolean;
  count: number;
  forced?: readonly TemplateId[];
}

export function planSet({
  key,
  style,
  palette,
  tracks,
  name,
  hasImage,
  count,
  forced,
}: SetInput): DesignPlan[] {
  const rng = new Rng(`set|${key}`);
  const faces: DesignFaces = {
    display: rng.pick(style.display),
    support: rng.pick(style.support),
    script: rng.pick(style.script),
  };
  const weights = garmentWeights(style, palette);
  const base = rng.weighted(weights);
  const others = weights.filter((w) => w.value !== base);
  const alternate = others.length > 0 ? rng.weighted(others) : base;
  const chosen = pickTemplates(rng, style, hasImage, name, count);
  const templates =
    forced && forced.length > 0
      ? chosen.map((_, i) => forcedTemplate(forced[i % forced.length] as TemplateId))
      : chosen;
  // How often each design's layout has appeared before it: a repeat gets another colourway.
  const repeats = templates.map((t, i) => templates.slice(0, i).filter((u) => u === t).length);
  const hits = rng.shuffle(tracks.slice(0, Math.max(1, Math.min(tracks.length, count + 2))));
  const inkCache = new Map<string, InkPlan>();
  const inksOn = (background: string): InkPlan => {
    let plan = inkCache.get(background);
    if (!plan) {
      plan = planInks(style.family, palette, background, new Rng(`inks|${key}|${background}`));
      inkCache.set(background, plan);
    }
    return plan;
  };
  const posterIndex = count >= 4 && rng.chance(0.6) ? 3 : -1;
  const altIndex = count >= 3 && rng.chance(0.45) ? 2 : -1;
  return templates.map((template, index) => {
    const product: Product = index === posterIndex ? 'poster' : 'garment';
    const repeat = repeats[index] ?? 0;
    const wardrobe = [base, alternate, ...others.map((o) => o.value)];
    const garment =
      repeat > 0
        ? (wardrobe[repeat % wardrobe.length] ?? base)
        : index === altIndex
          ? alternate
          : base;
    const background = product === 'poster' ? PAPERS[paperFor(style, rng)] : GARMENTS[garment];
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
      inks: inksOn(background),
      faces: hookFaces,
      distress: rng.chance(style.distress) ? rng.range(0.6, 1) : 0,
    };
  });
}
