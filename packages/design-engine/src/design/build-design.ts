/**
 * Lays out, renders and checks one planned design. A layout that fails a check is laid out again
 * with smaller type and earlier line breaks (up to MAX_PASSES) until every check passes.
 */
import { parseHex } from '../color/color.ts';
import { checkLayout, checkRender, report, type CheckReport } from '../checks/checks.ts';
import { measureInk } from '../checks/pixels.ts';
import type { Portrait } from '../image/portrait.ts';
import { ArtBuilder, type Art } from '../layout/art-builder.ts';
import { artRegion, canvasFor, PIXELS_PER_UNIT, type Scale } from '../layout/geometry.ts';
import type { TemplateContext } from '../layout/template.ts';
import { normaliseArt, posterFrameBands, withPosterFrame } from '../layout/normalise.ts';
import { Rng } from '../random/prng.ts';
import { encodePng, rasterize } from '../render/rasterize.ts';
import type { StyleSpec } from '../style/styles.ts';
import { composeSvg } from '../svg/compose.ts';
import { distressMask } from '../texture/distress.ts';
import type { StageTimings } from '../types.ts';
import type { DesignPlan } from './plan-set.ts';

/** How far a poster's art may be enlarged to fill the sheet (garments keep their layout's cap). */
const POSTER_GROW = 3;

export const MAX_PASSES = 5;

/** Text smaller than this (0.6 in caps) is spared the worn texture; big type wears well. */
const WORN_TEXT_MIN_CAP = 60;

export interface DesignContext {
  key: string;
  name: string;
  altName: string | null;
  hook: string;
  details: string[];
  /** The country in English, for regional art (ArtistSetup.country). */
  country?: string | null;
  tracks: readonly string[];
  /** The artist's genres as listed. */
  genres?: readonly string[];
  style: StyleSpec;
  portrait: Portrait;
  hasImage: boolean;
  scale: Scale;
  timings: StageTimings;
}

export interface BuiltDesign {
  art: Art;
  png: Buffer;
  width: number;
  height: number;
  checks: CheckReport;
}

const since = (start: number): number => performance.now() - start;

/** What the layout of `plan` sees on re-layout pass `fit` (0 first). */
export function templateContext(
  plan: DesignPlan,
  ctx: DesignContext,
  fit: number,
): TemplateContext {
  return {
    rng: new Rng(`${ctx.key}|${plan.index}|layout`),
    fit,
    shrink: 0.9 ** fit,
    nameFirst: plan.nameMotif,
    name: ctx.name,
    altName: ctx.altName,
    track: plan.trackName,
    hook: ctx.hook,
    details: plan.place ? ctx.details : [],
    country: ctx.country ?? ctx.details[0] ?? null,
    tracks: ctx.tracks,
    genres: ctx.genres ?? [],
    style: ctx.style,
    faces: plan.faces,
    inks: plan.inks,
    portrait: ctx.portrait,
    hasImage: ctx.hasImage,
    product: plan.product,
  };
}

async function layoutPass(plan: DesignPlan, ctx: DesignContext, fit: number): Promise<Art> {
  const b = new ArtBuilder();
  const passContext = templateContext(plan, ctx, fit);
  await plan.template.layout(passContext, b);
  if (plan.product === 'poster') {
    return withPosterFrame(
      // A poster may use the whole sheet: a layout's garment growth cap would leave a small
      // composition floating in the frame, so posters grow until the sheet's room stops them.
      normaliseArt(b.finish(), Math.max(plan.template.maxGrow * 1.2, POSTER_GROW), 'center'),
      plan.inks.primary,
    );
  }
  return normaliseArt(b.finish(), plan.template.maxGrow);
}

export async function buildDesign(plan: DesignPlan, ctx: DesignContext): Promise<BuiltDesign> {
  const canvas = canvasFor(plan.product);
  const ppu = PIXELS_PER_UNIT[ctx.scale];
  const paper = plan.product === 'poster' ? plan.background : null;
  for (let fit = 0; ; fit += 1) {
    const last = fit === MAX_PASSES - 1;
    let start = performance.now();
    const art = await layoutPass(plan, ctx, fit);
    ctx.timings.layout += since(start);
    start = performance.now();
    const layoutFailures = checkLayout(art, plan.background);
    ctx.timings.checks += since(start);
    if (layoutFailures.length > 0 && !last) continue;

    start = performance.now();
    const textureId = 'worn';
    const texture =
      plan.distress > 0
        ? {
            id: textureId,
            def: distressMask(new Rng(`${ctx.key}|${plan.index}|wear`), textureId, plan.distress, [
              ...art.texts.filter((t) => t.capHeight < WORN_TEXT_MIN_CAP).map((t) => t.box),
              // A poster's hairline frame: a speck there is a nick, not wear.
              ...(plan.product === 'poster' ? posterFrameBands() : []),
            ]),
          }
        : null;
    const svg = composeSvg({ art, canvas, pixelsPerUnit: ppu, paper, texture });
    const raster = await rasterize(svg);
    ctx.timings.render += since(start);

    start = performance.now();
    const region = artRegion(canvas);
    const pixelRegion = {
      x0: region.x0 * ppu,
      y0: region.y0 * ppu,
      x1: region.x1 * ppu,
      y1: region.y1 * ppu,
    };
    const stats = measureInk(
      raster.pixels,
      raster.width,
      raster.height,
      pixelRegion,
      paper ? parseHex(paper) : null,
    );
    const failures = [
      ...layoutFailures,
      ...checkRender(stats, canvas, raster.width, raster.height, ppu),
    ];
    ctx.timings.checks += since(start);
    if (failures.length > 0 && !last) continue;

    start = performance.now();
    const png = await encodePng(raster, { pixelsPerUnit: ppu, opaque: paper !== null });
    ctx.timings.render += since(start);
    return { art, png, width: raster.width, height: raster.height, checks: report(failures) };
  }
}
