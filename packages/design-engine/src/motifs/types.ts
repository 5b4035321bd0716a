/** What a motif is and what drawing one produces. */
import type { Rng } from '../random/prng.ts';
import type { GenreFamily } from '../style/genre-family.ts';
import type { Box } from '../svg/box.ts';

export interface MotifPaint {
  /** The motif's ink. */
  ink: string;
  /** A second ink for two-colour motifs (sparkle clusters, rainbows, rope with a core…). */
  accent?: string;
}

export interface MotifRender {
  /** Definitions the markup references (gradients, masks); ids come from the `uid` given. */
  defs: string[];
  markup: string;
  inks: string[];
  /** Where ink actually lands, inside the box asked for. */
  placed: Box;
}

export interface MotifContext {
  paint: MotifPaint;
  rng: Rng;
  /** Unique ids for defs (pass ArtBuilder.uid). */
  uid: (prefix: string) => string;
}

export interface Motif {
  id: string;
  families: readonly GenreFamily[];
  /** Words in track or artist names that call for this motif ("wolf", "rose", "moon"…). */
  words: readonly string[];
  /** 'game-icons' motifs need the Game-icons.net credit. */
  source: 'game-icons' | 'drawn';
  /** 'emblem': a figure to stand alone; 'ornament': a border, divider or texture around type. */
  kind: 'emblem' | 'ornament';
  /** Width / height the motif looks best at (fit your box to it). */
  aspect: number;
  render(box: Box, ctx: MotifContext): MotifRender;
}

/** A game-icons silhouette offered to genre families, with the words that call for it. */
export interface IconMotifSpec {
  icon: string;
  families: readonly GenreFamily[];
  words: readonly string[];
}
