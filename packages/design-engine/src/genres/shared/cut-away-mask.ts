/**
 * Masks that keep the whole sheet except what is cut out of it: art drawn under letters, a burst or
 * a stencil bridge stops short of them, so two inks never touch and merge into one blot on the shirt.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { r } from '../../svg/num.ts';

/** Larger than any print area and its bleed, so nothing drawn is clipped by the mask's own edge. */
const SHEET = 'x="-600" y="-600" width="2400" height="2800"';

/**
 * Defines a mask that keeps everything except what `cut` paints black (white keeps, black cuts);
 * returns its id for `mask="url(#id)"`.
 */
export function cutAwayMask(b: ArtBuilder, prefix: string, cut: string): string {
  const id = b.uid(prefix);
  b.def(
    `<mask id="${id}" maskUnits="userSpaceOnUse" ${SHEET}><rect ${SHEET} fill="#fff"/>${cut}</mask>`,
  );
  return id;
}

/**
 * Glyph (or shape) markup painted black and swollen by a round-joined stroke of `width` (in the
 * markup's own units), for `cutAwayMask`: the cut follows every letter, not a box round the words.
 */
export function swollen(markup: string, width: number): string {
  return `<g fill="#000" stroke="#000" stroke-width="${r(width)}" stroke-linejoin="round">${markup}</g>`;
}
