/**
 * Pop layouts drawn for regional pops sold as pop (filmi, arab pop, mizrahi, khaleeji, arabesk…):
 * each is `onlyFor` its genres, so other pop artists never get them. Listed by `pop/index.ts`.
 */
import type { GenreLayout } from '../types.ts';

export const REGIONAL_POP_LAYOUTS: readonly GenreLayout[] = [];
