/**
 * A layout's seeded arrangement (which composition of its pieces it draws), picked from the
 * design's generator and remembered per layout pass, so a test can ask which one a seed drew
 * without reading it back out of the markup.
 */
import type { TemplateContext } from '../../layout/template.ts';

const DRAWN = new WeakMap<TemplateContext, string>();

/** Picks one of `options` with the design's generator and records it for this pass. */
export function pickArrangement<T extends string>(ctx: TemplateContext, options: readonly T[]): T {
  const choice = ctx.rng.pick(options);
  DRAWN.set(ctx, choice);
  return choice;
}

/** The arrangement this layout pass drew, or null when its layout does not pick one. */
export function arrangementDrawn(ctx: TemplateContext): string | null {
  return DRAWN.get(ctx) ?? null;
}
