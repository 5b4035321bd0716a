/**
 * How the classical layouts close: the work's title in quotes, set small in the accent ink (one
 * line or two, see `titleLines`), then the country in tracked capitals under it when it is known.
 * The title is always the same size and ink; only the country line's size varies by layout.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { quoted, smallLine } from '../../templates/common.ts';
import { countryOf } from '../shared/art.ts';
import { titleLines } from './title-lines.ts';

export interface PlaceLineOptions {
  cap: number;
  maxWidth: number;
  tracking: number;
}

/** Draws the title from `baseline` down and the country under it. */
export async function titleAndPlace(
  b: ArtBuilder,
  ctx: TemplateContext,
  baseline: number,
  place: PlaceLineOptions,
): Promise<void> {
  const track = await titleLines(b, ctx, quoted(ctx.track), {
    baseline,
    cap: 34,
    maxWidth: 900,
    ink: ctx.inks.accent,
    tracking: 0.2,
  });
  const country = countryOf(ctx);
  if (!country) return;
  await smallLine(b, ctx, country, {
    baseline: track.y1 + 64,
    ...place,
    ink: ctx.inks.support,
    role: 'detail',
  });
}
