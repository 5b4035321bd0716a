/**
 * Every genre family's art, by family, and every layout by id. A family lives in its own folder
 * (`genres/<family>/`) with the layouts drawn for it; layouts shared by several families live in
 * `templates/`.
 */
import type { Template } from '../layout/template.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import type { TemplateId } from '../style/styles.ts';
import { classical } from './classical/index.ts';
import { country } from './country/index.ts';
import { electronic } from './electronic/index.ts';
import { folk } from './folk/index.ts';
import { hiphop } from './hiphop/index.ts';
import { indie } from './indie/index.ts';
import { jazz } from './jazz/index.ts';
import { kpop } from './kpop/index.ts';
import { latin } from './latin/index.ts';
import { metal } from './metal/index.ts';
import { neutral } from './neutral/index.ts';
import { pop } from './pop/index.ts';
import { punk } from './punk/index.ts';
import { reggae } from './reggae/index.ts';
import { rnb } from './rnb/index.ts';
import { techno } from './techno/index.ts';
import type { GenreArt } from './types.ts';

export type { GenreArt, GenreLayout } from './types.ts';

export const GENRES: Record<GenreFamily, GenreArt> = {
  metal,
  punk,
  hiphop,
  rnb,
  techno,
  electronic,
  pop,
  kpop,
  indie,
  country,
  folk,
  jazz,
  latin,
  reggae,
  classical,
  neutral,
};

/** Every layout of every family (and the shared ones they list), by id. */
export const LAYOUTS: ReadonlyMap<TemplateId, Template> = new Map(
  Object.values(GENRES).flatMap((genre) => genre.layouts.map((l) => [l.template.id, l.template])),
);

export const TEMPLATE_IDS: readonly TemplateId[] = [...LAYOUTS.keys()];
