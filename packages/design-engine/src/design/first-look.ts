/**
 * The order of an artist's first designs (the first batch the app shows): their picture among
 * them, what their name names among them, and the name's lettering alone in no more than two.
 */
import type { Template } from '../layout/template.ts';

/** How many designs an artist sees first (the first batch the app shows). */
export const FIRST_LOOK = 4;

/** Lettering layouts (Template.lettering) an artist's first four designs show at most. */
const MAX_FIRST_LETTERING = 2;

/**
 * An artist with a picture sees it in their first designs: when none of the first four draws the
 * picture, the first layout that does moves up to the fourth place (the set's likely poster).
 */
export function bringPictureForward(order: Template[], count: number): Template[] {
  const firstLook = Math.min(FIRST_LOOK, count);
  if (firstLook < 2 || order.slice(0, firstLook).some((t) => t.needsImage)) return order;
  const portrait = order.findIndex((t) => t.needsImage);
  if (portrait < 0) return order;
  const moved = order.filter((_, i) => i !== portrait);
  moved.splice(firstLook - 1, 0, order[portrait] as Template);
  return moved;
}

/**
 * An artist whose name names a thing sees a layout that can draw it in their first designs:
 * when none of the first four can (Template.namesMotif), one that can swaps places with a later
 * first-look design — never the opening one, nor the only one showing their picture, nor for a
 * third lettering layout. The Paper Lanterns' and 夜行巴士's first fours had no place for a
 * lantern or a bus, and every reviewer asked where they were.
 */
export function bringNameMotifForward(
  order: Template[],
  count: number,
  hasImage: boolean,
): Template[] {
  const firstLook = Math.min(FIRST_LOOK, count);
  const look = order.slice(0, firstLook);
  if (firstLook < 3 || look.some((t) => t.namesMotif)) return order;
  const lettering = look.filter((t) => t.lettering).length;
  const pictures = look.filter((t) => t.needsImage).length;
  for (let slot = firstLook - 1; slot >= 1; slot -= 1) {
    const out = order[slot] as Template;
    if (hasImage && out.needsImage && pictures === 1) continue;
    const swap = order.findIndex(
      (t, i) =>
        i >= firstLook &&
        t.namesMotif &&
        (!t.lettering || out.lettering || lettering < MAX_FIRST_LETTERING),
    );
    if (swap < 0) continue;
    const moved = [...order];
    [moved[slot], moved[swap]] = [order[swap] as Template, out];
    return moved;
  }
  return order;
}

/**
 * No more than two lettering layouts in the first four: a further one swaps places with the
 * first later layout that draws something else (МЭЙБИ БЭЙБИ's first look was the name stacked,
 * arched and airbrushed, with one poster).
 */
export function spreadLettering(order: Template[]): Template[] {
  const out = [...order];
  let seen = 0;
  for (let i = 0; i < Math.min(FIRST_LOOK, out.length); i += 1) {
    if (!out[i]?.lettering) continue;
    seen += 1;
    if (seen <= MAX_FIRST_LETTERING) continue;
    const swap = out.findIndex((t, j) => j >= FIRST_LOOK && !t.lettering);
    if (swap < 0) break;
    [out[i], out[swap]] = [out[swap] as Template, out[i] as Template];
  }
  return out;
}

/**
 * The design that draws what the name names, before its song's thing: the first of the first
 * four whose layout can (Template.namesMotif); -1 when none can. bringNameMotifForward put such
 * a layout there, but each drew its song's thing first, and Hollow Pines' first four showed a
 * ship, a river, a moth and a lantern, and not one pine.
 */
export function nameMotifDesign(templates: readonly Template[]): number {
  return templates.slice(0, FIRST_LOOK).findIndex((t) => t.namesMotif);
}
