/**
 * Whether a design prints the artist's country. A country line on every shirt is filler ("·
 * UNITED STATES ·" under every name); it belongs where place is the concept — a tour tee, a
 * national scene, a show bill, a landscape (`Template.place`) — and on a seeded minority of the
 * other designs, where it reads as a quiet fact rather than a template's habit.
 */
import type { Template } from '../layout/template.ts';
import { Rng } from '../random/prng.ts';

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
