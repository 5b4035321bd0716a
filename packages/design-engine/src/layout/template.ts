/** What a layout template receives and produces. */
import type { InkPlan } from '../color/ink-plan.ts';
import type { FaceId } from '../fonts/catalog.ts';
import type { Portrait } from '../image/portrait.ts';
import type { Rng } from '../random/prng.ts';
import type { StyleSpec, TemplateId } from '../style/styles.ts';
import type { ArtBuilder } from './art-builder.ts';
import type { Product } from './geometry.ts';

export interface DesignFaces {
  display: FaceId;
  support: FaceId;
  script: FaceId;
}

export interface TemplateContext {
  /** Seeded for this design alone, so one design's retries never change another. */
  rng: Rng;
  /** Re-layout pass: 0 first; each further pass sets text smaller and breaks lines sooner. */
  fit: number;
  /** Multiplier for type sizes on this pass (1, 0.9, 0.81, …). */
  shrink: number;
  /** The artist's name as they lead with it (for "별빛 (Byeolbit)": "별빛"). */
  name: string;
  /**
   * The name's romanisation or translation ("Byeolbit"), or the rest of a long name after its
   * lead phrase ("of the Northern Provinces & Chamber Choir"), printed small under the name (see
   * `nameLockup` in templates/common.ts), or null.
   */
  altName: string | null;
  track: string;
  hook: string;
  /**
   * Small quiet words that are true and printed: today only the country (never a genre word),
   * and only on designs whose layout is about place or that drew the place line (see `place`).
   */
  details: string[];
  /**
   * Draw what the artist's name names before the song's thing (the set's one design for the
   * name: DesignPlan.nameMotif). Motif pickers honour it (pickMotif, motifForWords' nameFirst).
   */
  nameFirst?: boolean;
  /** The artist's country, printed or not: for motifs and regional figures, never as a line. */
  country?: string | null;
  /** The artist's top tracks (cleaned), most popular first: tracklists, back prints, motif words. */
  tracks: readonly string[];
  /** The artist's genres as listed (sub-genre rules: no cartoon skull for brutal death metal). */
  genres?: readonly string[];
  style: StyleSpec;
  faces: DesignFaces;
  inks: InkPlan;
  /** The artist image as tones, or a stand-in when there is no image. */
  portrait: Portrait;
  hasImage: boolean;
  /**
   * What the art is printed on. A poster may use its whole sheet, so a layout can compose
   * taller for one (absent: a garment).
   */
  product?: Product;
}

export interface Template {
  id: TemplateId;
  /** Layouts that print the artist image are only chosen when there is one. */
  needsImage: boolean;
  /** How far the composition may be enlarged to fill the print area (airy layouts stay small). */
  maxGrow: number;
  /**
   * Whether this layout can set the artist's name (letter tiles cannot set joined Arabic or
   * Devanagari). Absent: any name.
   */
  canSet?(name: string): boolean;
  /**
   * How many of the artist's real songs (placeholder titles excluded) the layout needs: a
   * tracklist, a running order or a song title as the hero. The planner never gives the layout
   * an artist with fewer. Absent: none (the song line is omitted when there is no song).
   */
  needsTracks?: number;
  /**
   * 'dark': the layout only reads on a dark blank (a neon glow on white is an outlined sticker),
   * so its garment is a dark colourway of the set's whenever the palette has one.
   */
  blank?: 'dark';
  /**
   * Place is this layout's concept (a tour tee's country, a national scene's code, a show bill's
   * town line, a landscape): it always prints the artist's country. Other layouts print it on a
   * seeded minority of designs only (design/place-line.ts), so it does not fill every shirt.
   */
  place?: true;
  /**
   * The name's lettering is the design (a stacked or arched name, a hook line) with at most a
   * small ornament: the planner shows no more than two such layouts in an artist's first four
   * designs, so a set is not the name set three ways (see design/plan-set.ts).
   */
  lettering?: true;
  /**
   * Draws the thing the artist's name names when it names one (the lantern of The Paper
   * Lanterns, the bus of 夜行巴士): the planner brings one such layout into the first four
   * designs of an artist whose name names a thing (see design/first-look.ts).
   */
  namesMotif?: true;
  layout(ctx: TemplateContext, b: ArtBuilder): Promise<void>;
}
