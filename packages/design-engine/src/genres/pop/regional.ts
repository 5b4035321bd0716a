/**
 * Pop layouts drawn for regional pops sold as pop (filmi, arab pop, mizrahi, khaleeji, arabesk…):
 * each is `onlyFor` its genres, so other pop artists never get them. Listed by `pop/index.ts`.
 * Their weights are well above the family's (4–5), so they lead these artists' sets.
 */
import type { GenreLayout } from '../types.ts';
import { popFilmiTitle } from './filmi-title.ts';

/** South Asian film and devotional pops: the painted title card is their poster tradition. */
export const FILMI_GENRES =
  /filmi|bollywood|tollywood|kollywood|desi|bhangra|punjabi|indian|sufi|qawwali|ghazal/;

export const REGIONAL_POP_LAYOUTS: readonly GenreLayout[] = [
  { template: popFilmiTitle, weight: 12, onlyFor: FILMI_GENRES },
];
