/**
 * A true song title that fits a small space (a banner, a pill, a ring): the design's own track
 * when it is short enough, else the artist's next short title, so a long title is swapped for
 * another real one instead of being cut with an ellipsis.
 */
import type { TemplateContext } from '../../layout/template.ts';

export function fittingTrack(
  ctx: Pick<TemplateContext, 'track' | 'tracks'>,
  maxChars: number,
): string {
  const fits = (t: string): boolean => [...t].length <= maxChars;
  if (fits(ctx.track)) return ctx.track;
  return ctx.tracks.find((t) => t.length > 0 && fits(t)) ?? ctx.track;
}
