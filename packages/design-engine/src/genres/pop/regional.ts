/**
 * Pop layouts drawn for regional pops sold as pop (filmi, arab pop, mizrahi, khaleeji, arabesk…):
 * each is `onlyFor` its genres, so other pop artists never get them. Listed by `pop/index.ts`.
 * Their weights are well above the family’s own (2–5 each, about 25 in all), so they lead these
 * artists’ sets.
 */
import type { GenreLayout } from '../types.ts';
import { popArabesque } from './arabesque.ts';
import { popFilmiPoster } from './filmi-poster.ts';
import { popFilmiTitle } from './filmi-title.ts';

/** South Asian film and devotional pops: the painted title card is their poster tradition. */
export const FILMI_GENRES =
  /filmi|bollywood|tollywood|kollywood|desi|bhangra|punjabi|indian|sufi|qawwali|ghazal/;

/** Arab, Levantine, Maghrebi, Turkish, Persian and Mizrahi pops: the arch and its lattice. */
export const ARAB_GENRES =
  /arab|khaleeji|mizrahi|arabesk|turkish pop|lebanese|egyptian|iraqi|\brai\b|dabke|shaabi|persian|iranian|levant/;

export const REGIONAL_POP_LAYOUTS: readonly GenreLayout[] = [
  { template: popFilmiTitle, weight: 40, onlyFor: FILMI_GENRES },
  { template: popFilmiPoster, weight: 24, onlyFor: FILMI_GENRES },
  { template: popArabesque, weight: 40, onlyFor: ARAB_GENRES },
];
