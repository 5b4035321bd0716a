/**
 * Which names a layout can set letter by letter around a ring (a seal, a laurel): the letters are
 * placed one by one, so scripts whose letters join (Arabic, Devanagari…) cannot be, and a ring
 * holds only so many letters before it would have to cut the name short.
 */
import { canSetAsTiles } from '../../text/scripts.ts';

/** About as many letters as a full seal ring holds at a readable size. */
export const RING_LETTERS = 28;

export function fitsRing(name: string, maxLetters = RING_LETTERS): boolean {
  return canSetAsTiles(name) && [...name].length <= maxLetters;
}
