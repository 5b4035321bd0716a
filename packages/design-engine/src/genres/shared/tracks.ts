/**
 * What goes in a small fixed slot (a banner, a ring): the design's song title when it fits;
 * otherwise a short true word (the genre or the country) takes the slot and the title "spills"
 * to a line of its own, so a title is never cut with an ellipsis nor swapped for another song
 * (the product is named after the design's song).
 */
import type { TemplateContext } from '../../layout/template.ts';

export interface Slot {
  text: string;
  role: 'track' | 'detail';
  /** The song title, when it did not fit the slot and must be set elsewhere. */
  spill: string | null;
}

export function slotText(ctx: Pick<TemplateContext, 'track' | 'details'>, maxChars: number): Slot {
  const fits = (t: string): boolean => [...t].length <= maxChars;
  if (fits(ctx.track)) return { text: ctx.track, role: 'track', spill: null };
  const word = ctx.details.find((d) => d.length > 0 && fits(d));
  return word
    ? { text: word, role: 'detail', spill: ctx.track }
    : { text: ctx.track, role: 'track', spill: null };
}
