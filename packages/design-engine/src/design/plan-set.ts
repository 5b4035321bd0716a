/**
 * Plans one artist's set of designs before any drawing: which layouts (fitting the genre, never the
 * same twice until all are used), which tracks, garments, inks and typefaces. The set shares one
 * type pairing and mostly one garment, so it reads as one artist's merch line.
 */
import { planInks, type InkPlan } from '../color/ink-plan.ts';
import { hueDelta } from '../color/color.ts';
import type { PaletteColor } from '../color/palette.ts';
import type { DesignFaces, Template } from '../layout/template.ts';
import type { Product } from '../layout/geometry.ts';
import { Rng, type Weighted } from '../random/prng.ts';
import { GARMENT_HUES, GARMENTS, PAPERS, type GarmentId, type PaperId } from '../style/garments.ts';
import type { StyleSpec, TemplateId } from '../style/styles.ts';
import { TEMPLATES } from '../templates/index.ts';

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

function pickTemplates(rng: Rng, style: StyleSpec, hasImage: boolean, count: number): Template[] {
  const eligible = Object.values(TEMPLATES).filter((t) => hasImage || !t.needsImage);
  const chosen: Template[] = [];
  let pool = [...eligible];
  while (chosen.length < count) {
    if (pool.length === 0) pool = [...eligible];
    const template = rng.weighted(
      pool.map((t) => ({ value: t, weight: 0.25 + (style.templates[t.id] ?? 0) })),
    );
    chosen.push(template);
    pool = pool.filter((t) => t !== template);
  }
  return chosen;
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
  hasImage: boolean;
  count: number;
  forced?: readonly TemplateId[];
}

export function planSet({
  key,
  style,
  palette,
  tracks,
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
  const chosen = pickTemplates(rng, style, hasImage, count);
  const templates =
    forced && forced.length > 0
      ? chosen.map((_, i) => TEMPLATES[forced[i % forced.length] as TemplateId])
      : chosen;
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
    const background =
      product === 'poster'
        ? PAPERS[paperFor(style, rng)]
        : GARMENTS[index === altIndex ? alternate : base];
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
