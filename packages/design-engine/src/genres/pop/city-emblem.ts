/**
 * The thing a city-pop sleeve's band is named after, standing on its horizon in front of the sun
 * in place of the palms ("夜行列車", night train: the locomotive crossing the sunset on the sea,
 * as on a Hiroshi Nagai sleeve). Only things that stand on the ground read there: a moon or a
 * heart in front of the sun would not, so they keep the palms.
 */
import type { TemplateContext } from '../../layout/template.ts';
import { iconMarkup, iconShape } from '../../motifs/game-icons.ts';
import { nameMotif } from '../../motifs/registry.ts';
import { Rng } from '../../random/prng.ts';
import type { Box } from '../../svg/box.ts';
import { motifFromName } from '../shared/art.ts';

const ON_THE_HORIZON: ReadonlySet<string> = new Set([
  'steam-locomotive',
  // 夜行巴士 (night bus): the bus along the shore road, as the train crosses the sunset.
  'bus',
  'sitting-dog',
  'cat',
  'pine-tree',
  'sunflower',
]);

/**
 * The name's horizon emblem for this design (on the designs the name's motif is drawn for), else
 * null. A name that names none draws nothing from the design's rng here, so its sleeves come out
 * as before.
 */
export function horizonEmblem(ctx: TemplateContext): string | null {
  const name = [ctx.name, ctx.altName ?? ''].join(' ');
  const options = { source: 'game-icons', namingOnly: true } as const;
  const probe = nameMotif(name, ctx.style.family, new Rng(name), options);
  if (!probe || !ON_THE_HORIZON.has(probe.motif.id)) return null;
  const id = motifFromName(ctx, options)?.motif.id ?? null;
  return id && ON_THE_HORIZON.has(id) ? id : null;
}

/**
 * The emblem standing on the horizon in `box` (its floor the horizon): its fill in `ink`, and the
 * same shape fattened by `gap` in black for the mask that keeps sun and sea off its edge.
 */
export function horizonFigure(
  id: string,
  box: Box,
  ink: string,
  gap: number,
  flip: boolean,
): { fill: string; cut: string } {
  const { markup, placed } = iconMarkup(id, box, ink, { anchor: 'bottom', flip });
  const { markup: black } = iconMarkup(id, box, '#000', { anchor: 'bottom', flip });
  // The icon's transform scales its stroke too: the gap is given in the sleeve's units.
  const { bounds } = iconShape(id);
  const scale = (placed.x1 - placed.x0) / (bounds.x1 - bounds.x0);
  const width = gap / Math.max(scale, 0.01);
  return {
    fill: markup,
    cut: black.replace(
      '/>',
      ` stroke="#000" stroke-width="${width.toFixed(1)}" stroke-linejoin="round"/>`,
    ),
  };
}
