/**
 * generateDesigns: (artist, tracks, image, seed) → print-ready designs. Pure and deterministic:
 * every choice comes from a PRNG seeded by the artist id and the seed, so the same input gives
 * byte-identical PNGs and another seed gives other designs.
 */
import { availableParallelism } from 'node:os';
import { faceKey, FACES } from '../fonts/catalog.ts';
import { hashString } from '../random/prng.ts';
import { withTextScope } from '../text/scope.ts';
import { scriptsOf } from '../text/scripts.ts';
import { creditsInMarkup } from '../motifs/credits.ts';
import type { GenerateInput, GeneratedDesign, StageTimings } from '../types.ts';
import { mapLimit } from '../util/map-limit.ts';
import { designContext, setUpArtist } from './artist-setup.ts';
import { buildDesign } from './build-design.ts';
import { alternativeLayouts, planSet } from './plan-set.ts';

export const MAX_DESIGNS = 24;

/** Other layouts tried for a design whose layout cannot pass its checks. */
const MAX_LAYOUT_FALLBACKS = 3;

export function emptyTimings(): StageTimings {
  return { palette: 0, layout: 0, render: 0, checks: 0 };
}

export function designId(artistId: string, seed: number | string, index: number): string {
  const hash = hashString(`${artistId}|${String(seed)}|${index}`)
    .toString(36)
    .padStart(7, '0');
  return `dsn_${hash}_${index}`;
}

export interface GenerateOptions {
  timings?: StageTimings;
  /**
   * Called with each design as soon as it is drawn (designs are drawn a few at a time, in index
   * order), so a caller can store or use it before the others are done. Awaited: the next design
   * starts drawing once it returns.
   */
  onDesign?(design: GeneratedDesign, index: number): Promise<void>;
  /**
   * Designs drawn at once; default one per core. A print-scale design holds a few hundred MB
   * while it is drawn and encoded, so a server draws print files one at a time.
   */
  concurrency?: number;
}

export async function generateDesigns(
  input: GenerateInput,
  options: GenerateOptions = {},
): Promise<GeneratedDesign[]> {
  const timings = options.timings ?? emptyTimings();
  const count = Math.max(1, Math.min(MAX_DESIGNS, Math.floor(input.count ?? 4)));
  const scale = input.scale ?? 'preview';
  const { artist } = input;
  const setup = await setUpArtist(
    { artist, tracks: input.tracks.map((t) => t.name), image: input.image, seed: input.seed },
    timings,
  );
  const { name, style, setArtist } = setup;
  const plans = planSet({
    key: setup.key,
    style,
    palette: setup.palette,
    tracks: setup.designTracks,
    artist: setArtist,
    count,
    ...(input.templates ? { forced: input.templates } : {}),
  });

  const draw = async (plan: (typeof plans)[number]): Promise<GeneratedDesign> => {
    const ctx = designContext(setup, plan, scale, timings);
    const { hook } = ctx;
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
  return mapLimit(plans, options.concurrency ?? availableParallelism(), async (plan) => {
    const design = await withTextScope(setup.scope, () => draw(plan));
    await options.onDesign?.(design, plan.index);
    return design;
  });
}
