/**
 * How often each of indie's shared layouts is drawn for each sub-genre bank. The family's own
 * layouts stay open to every indie artist, but a shoegaze band draws the photo and the doodled
 * bloom more, an emo band the liner notes and the basement-show setlist, a lo-fi producer the
 * tape, a Thai or Hebrew-named act the layouts that set a name large: each sub-genre's sets lean
 * its own way while still varying by seed.
 *
 * A layout becomes one entry per bank (onlyFor that bank, notFor the banks before it) and one
 * for everyone else (notFor any bank), so exactly one entry is drawable for any artist and a set
 * never holds the same layout twice before it has used them all.
 */
import type { Template } from '../../layout/template.ts';
import type { GenreLayout } from '../types.ts';
import {
  DREAM_GAZE,
  EMO_MATH,
  LOFI_BEDROOM,
  LOUD_ROCK,
  PSYCH_ROCK,
  SCRIPT_SCENES,
} from './sub-genres.ts';

/** The banks in order of precedence: an artist listing two sub-genres gets the first's. */
export const BANKS = [
  ['dream', DREAM_GAZE],
  ['emo', EMO_MATH],
  ['lofi', LOFI_BEDROOM],
  // Psych before rock ("psychedelic rock" is psych), rock before the scenes (J-rock is loud).
  ['psych', PSYCH_ROCK],
  ['rock', LOUD_ROCK],
  ['scenes', SCRIPT_SCENES],
] as const;
export type Bank = (typeof BANKS)[number][0];

const union = (patterns: readonly RegExp[]): RegExp =>
  new RegExp(patterns.map((p) => p.source).join('|'));

/**
 * The entries for `template` in the banks given a weight (0 or absent: left out), and in no
 * other: a layout borrowed from another family for some sub-genres only (punk's flyer for loud
 * rock, the shared retro sunset for psych).
 */
export function inBanks(template: Template, weights: Partial<Record<Bank, number>>): GenreLayout[] {
  return BANKS.flatMap(([bank, pattern], i): GenreLayout[] => {
    const before = BANKS.slice(0, i).map(([, p]) => p);
    const weight = weights[bank] ?? 0;
    // Weight 0: the layout is not in this bank at all (a setlist for a lo-fi beats producer).
    if (weight <= 0) return [];
    return [
      {
        template,
        weight,
        onlyFor: pattern,
        ...(before.length > 0 ? { notFor: union(before) } : {}),
      },
    ];
  });
}

/** The entries for `template`: `base` for plain indie, and a weight per bank (0: left out). */
export function banked(
  template: Template,
  base: number,
  weights: Readonly<Record<Bank, number>>,
): GenreLayout[] {
  return [
    { template, weight: base, notFor: union(BANKS.map(([, p]) => p)) },
    ...inBanks(template, weights),
  ];
}
