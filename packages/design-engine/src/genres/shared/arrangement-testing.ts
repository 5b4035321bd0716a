/**
 * Test support for seeded arrangements: draws one design of a layout for an artist and seed the
 * way generateDesigns does (same plan, same layout generator, every check), and reports which
 * arrangement that seed drew and what the checks said.
 */
import { designContext, setUpArtist } from '../../design/artist-setup.ts';
import { buildDesign, templateContext } from '../../design/build-design.ts';
import { emptyTimings } from '../../design/generate.ts';
import { planSet } from '../../design/plan-set.ts';
import { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateId } from '../../style/styles.ts';
import { fixtureImage } from '../../testing/fixtures.ts';
import { withTextScope } from '../../text/scope.ts';
import { arrangementDrawn } from './arrangement.ts';

export interface ArrangementArtist {
  id: string;
  name: string;
  genres: string[];
  country: string | null;
  tracks: string[];
  withImage?: boolean;
}

const photo = fixtureImage({ background: '#1d3557', light: '#f1faee', shade: '#e63946' }, 160);

export interface DrawnArrangement {
  arrangement: string | null;
  failures: string[];
  skipped: boolean;
  /** The lines the design printed (role, text), in drawing order. */
  texts: { role: string; text: string }[];
  /** The design's inks and the garment it is printed on. */
  inks: string[];
  garment: string;
}

/**
 * One design of `layout` for the artist at `seed`: the arrangement drawn and any failed checks;
 * `skipped` when the layout cannot set the name or needs more songs than the artist has (the
 * planner never gives it those artists).
 */
export async function drawArrangement(
  layout: TemplateId,
  artist: ArrangementArtist,
  seed: number,
): Promise<DrawnArrangement> {
  const image = artist.withImage ? photo : null;
  const timings = emptyTimings();
  const setup = await setUpArtist(
    {
      artist: { id: artist.id, name: artist.name, genres: artist.genres, country: artist.country },
      tracks: artist.tracks,
      image,
      seed,
    },
    timings,
  );
  const { key, name, tracks } = setup;
  const [plan] = planSet({
    key,
    style: setup.style,
    palette: setup.palette,
    tracks: setup.designTracks,
    artist: setup.setArtist,
    count: 1,
    forced: [layout],
  });
  if (!plan) throw new Error(`no plan for ${layout}`);
  if (plan.template.canSet?.(name) === false || (plan.template.needsTracks ?? 0) > tracks.length)
    return {
      arrangement: null,
      failures: [],
      skipped: true,
      texts: [],
      inks: [],
      garment: plan.inks.garment,
    };
  const design = designContext(setup, plan, 'preview', timings);
  const built = await withTextScope(setup.scope, () => buildDesign(plan, design));
  // The same first pass buildDesign made (same generator), to read which arrangement it drew.
  const ctx = templateContext(plan, design, 0);
  await withTextScope(setup.scope, () => plan.template.layout(ctx, new ArtBuilder()));
  return {
    arrangement: arrangementDrawn(ctx),
    failures: [...built.checks.failures],
    skipped: false,
    texts: built.art.texts.map((t) => ({ role: t.role, text: t.text })),
    inks: [...built.art.inks],
    garment: plan.inks.garment,
  };
}

/** Names in the scripts every layout must set: RTL, Indic, Thai, CJK, Hangul, emoji, long Latin. */
export const HARD_NAMES: readonly [string, string][] = [
  ['نجوم الليل', 'قلبي'],
  ['עומר אדם', 'תל אביב'],
  ['अरिजीत सिंह', 'तुम ही हो'],
  ['ต่าย อรทัย', 'ดอกหญ้า'],
  ['夜の果て', '真夜中のドア'],
  ['하늘빛', '달빛'],
  ['Grim Tidings 🌙', 'Ghost Light'],
  ['The Extraordinarily Long Named Collective of Wandering Souls', 'Iron'],
];
