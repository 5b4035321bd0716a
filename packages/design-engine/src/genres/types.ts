/** What a genre family brings to the engine: its style and the layouts its artists get. */
import type { Template } from '../layout/template.ts';
import type { StyleSpec } from '../style/styles.ts';

export interface GenreLayout {
  template: Template;
  /** Relative chance of being picked early in a set (a set uses every layout before repeating). */
  weight: number;
  /** Drawn only for artists one of whose genres matches (a borrowed layout for a sub-genre). */
  onlyFor?: RegExp;
  /** Never drawn for artists one of whose genres matches (Mexican folk craft on Caribbean urbano). */
  notFor?: RegExp;
  /**
   * Opens the set of every artist it is drawn for (a regional scene's own layout: the knotwork
   * for Celtic trad, the azulejo panel for fado); the weights order the rest.
   */
  leads?: true;
}

export interface GenreArt {
  style: StyleSpec;
  /** At least three; only these are drawn for the family's artists. */
  layouts: readonly GenreLayout[];
}
