/**
 * What goes in a small fixed slot (a banner, a ring): the design's song title when it fits;
 * otherwise a short true word (the genre or the country) takes the slot and the title "spills"
 * to a line of its own, so a title is never cut with an ellipsis nor swapped for another song
 * (the product is named after the design's song).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import type { Box } from '../../svg/box.ts';
import { detailLine, quoted, smallLine, type SmallLineOptions } from '../../templates/common.ts';

export interface Slot {
  text: string;
  role: 'track' | 'detail';
  /** The song title, when it did not fit the slot and must be set elsewhere. */
  spill: string | null;
}

export function slotText(ctx: Pick<TemplateContext, 'track' | 'details'>, maxChars: number): Slot {
  const fits = (t: string): boolean => [...t].length <= maxChars;
  // No song: the slot takes a true word when there is one, else it stays empty.
  if (ctx.track.length === 0)
    return {
      text: ctx.details.find((d) => d.length > 0 && fits(d)) ?? '',
      role: 'detail',
      spill: null,
    };
  if (fits(ctx.track)) return { text: ctx.track, role: 'track', spill: null };
  const word = ctx.details.find((d) => d.length > 0 && fits(d));
  return word
    ? { text: word, role: 'detail', spill: ctx.track }
    : { text: ctx.track, role: 'track', spill: null };
}

export interface UnderSlotOptions extends Omit<SmallLineOptions, 'role' | 'tracking'> {
  /** Letter spacing for a spilled title, and for the details line. */
  tracking: { track: number; detail: number };
}

/**
 * The line under a slot: the spilled title, whole (up to two lines), or, when the title fitted
 * the slot, the artist's details; nothing when there are none.
 */
export async function underSlot(
  b: ArtBuilder,
  ctx: TemplateContext,
  slot: Slot,
  o: UnderSlotOptions,
): Promise<Box | null> {
  const under = slot.spill ? quoted(slot.spill) : detailLine(ctx);
  if (under.length === 0) return null;
  const { tracking, ...line } = o;
  return smallLine(b, ctx, under, {
    ...line,
    role: slot.spill ? 'track' : 'detail',
    tracking: slot.spill ? tracking.track : tracking.detail,
  });
}
