/**
 * Whether a design prints the artist's country. A country line on every shirt is filler ("·
 * UNITED STATES ·" under every name); it belongs where place is the concept — a tour tee, a
 * national scene, a show bill, a landscape (`Template.place`) — and on a seeded minority of the
 * other designs, where it reads as a quiet fact rather than a template's habit. An artist's
 * first four designs print it once at most (placeLines): IRELAND on three of Aoife Ní Bhriain's
 * four read as a template's habit to every reviewer.
 */
import type { Template } from '../layout/template.ts';
import { Rng } from '../random/prng.ts';
import { FIRST_LOOK } from './first-look.ts';

/** Share of designs whose layout is not about place that still print the country. */
export const PLACE_SHARE = 0.25;

/** Seeded per design (its own generator: the layout's draws are unchanged either way). */
export function printsPlace(
  template: Pick<Template, 'place'>,
  key: string,
  index: number,
): boolean {
  return template.place === true || new Rng(`${key}|${index}|place`).chance(PLACE_SHARE);
}

/**
 * For each design of a set, whether it prints the country: in the first four, only the first
 * layout about place, else the first seeded one; later designs each as printsPlace says.
 */
export function placeLines(templates: readonly Pick<Template, 'place'>[], key: string): boolean[] {
  const wanted = templates.map((t, i) => printsPlace(t, key, i));
  const look = templates.slice(0, FIRST_LOOK);
  const placeFirst = look.findIndex((t) => t.place === true);
  const chosen = placeFirst >= 0 ? placeFirst : wanted.slice(0, FIRST_LOOK).indexOf(true);
  return wanted.map((w, i) => (i < FIRST_LOOK ? i === chosen : w));
}
