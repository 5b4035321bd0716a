/**
 * Small helpers the genre families' own layouts share: a game-icons silhouette drawn into the
 * art, a motif picked from words in the artist's track titles, and the true small facts (country,
 * other tracks) that replace filler lines.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { hasIcon, iconMarkup, type FitOptions } from '../../motifs/game-icons.ts';
import type { Box } from '../../svg/box.ts';

/** Draws a game-icons silhouette fitted into `box`; returns where the ink landed. */
export function icon(
  b: ArtBuilder,
  name: string,
  box: Box,
  ink: string,
  options: FitOptions = {},
): Box {
  const { markup, placed } = iconMarkup(name, box, ink, options);
  b.add(markup, [ink]);
  return placed;
}

/** A word pattern and the icons it calls for. */
export type MotifRule = readonly [RegExp, readonly string[]];

/**
 * The motif for this design: the first rule whose words appear in the design's track (then the
 * artist's other tracks) wins, so "Where Ravens Feast" gets a raven; otherwise a seeded pick
 * from the family's defaults. Only icons the set really has are returned.
 */
export function pickMotif(
  ctx: TemplateContext,
  rules: readonly MotifRule[],
  fallback: readonly string[],
): string {
  const texts = [ctx.track, ...ctx.tracks.slice(0, 6)].map((t) => t.toLowerCase());
  for (const text of texts) {
    for (const [pattern, icons] of rules) {
      const available = icons.filter(hasIcon);
      if (pattern.test(text) && available.length > 0) return ctx.rng.pick(available);
    }
  }
  const available = fallback.filter(hasIcon);
  return ctx.rng.pick(available.length > 0 ? available : ['death-skull']);
}

/** The artist's country (the second detail), or null when unknown. */
export function countryOf(ctx: TemplateContext): string | null {
  return ctx.details[1] ?? null;
}

/** Up to `count` of the artist's top tracks, this design's track first, no repeats. */
export function trackList(ctx: TemplateContext, count: number): string[] {
  return [...new Set([ctx.track, ...ctx.tracks])].filter((t) => t.length > 0).slice(0, count);
}
