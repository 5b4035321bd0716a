/**
 * Pop layouts drawn for regional pops sold as pop (filmi, arab pop, mizrahi, khaleeji, arabesk…):
 * each is `onlyFor` its genres, so other pop artists never get them. Listed by `pop/index.ts`.
 * The one that fits best weighs REGIONAL_LEAD, so it opens these artists’ sets (see below).
 */
import type { GenreLayout } from '../types.ts';
import { popArabesque } from './arabesque.ts';
import { popFilmiPoster } from './filmi-poster.ts';
import { popFilmiTitle } from './filmi-title.ts';
import { LAIKO_GENRES, popLaiko } from './laiko.ts';

/**
 * The weight of a regional layout that should open its artists' sets. The family's own layouts
 * weigh about 39 together, and the first design is drawn by weight, so at 600 the regional one
 * comes first in about 19 sets of 20 (a set still uses every layout before repeating, so the rest
 * of the set is the family's own). pop/index.ts gives y2k, city pop and the afro sun this weight.
 */
export const REGIONAL_LEAD = 600;

/** South Asian film and devotional pops: the painted title card is their poster tradition. */
export const FILMI_GENRES =
  /filmi|bollywood|tollywood|kollywood|desi|bhangra|punjabi|indian|sufi|qawwali|ghazal/;

/** Arab, Levantine, Maghrebi, Turkish, Persian and Mizrahi pops: the arch and its lattice. */
export const ARAB_GENRES =
  /arab|khaleeji|mizrahi|arabesk|turkish pop|lebanese|egyptian|iraqi|\brai\b|dabke|shaabi|persian|iranian|levant/;

/**
 * Israeli and Jewish scenes, mizrahi among them: the arch is a mihrab's and its lattice a
 * mosque's, careless on a Hebrew singer's shirt even where the music shares its modes.
 */
export const NOT_ARABESQUE = /israeli|hebrew|jewish|klezmer/;

export const REGIONAL_POP_LAYOUTS: readonly GenreLayout[] = [
  { template: popFilmiTitle, weight: REGIONAL_LEAD, onlyFor: FILMI_GENRES },
  // The poster is the second filmi card: early in the set, not always straight after the title.
  { template: popFilmiPoster, weight: 30, onlyFor: FILMI_GENRES },
  { template: popArabesque, weight: REGIONAL_LEAD, onlyFor: ARAB_GENRES, notFor: NOT_ARABESQUE },
  // Greek pop and laiko: the Greek key round the name.
  { template: popLaiko, weight: REGIONAL_LEAD, onlyFor: LAIKO_GENRES },
];
