/** The portrait treatments' public types (portrait-art.ts draws them). */
import type { Rng } from '../random/prng.ts';
import type { Box } from '../svg/box.ts';
import type { PortraitShape } from './tone-field.ts';

export type PortraitTreatment =
  'duotone' | 'halftone-dots' | 'halftone-lines' | 'threshold' | 'posterize';

export const PORTRAIT_TREATMENTS: readonly PortraitTreatment[] = [
  'duotone',
  'halftone-dots',
  'halftone-lines',
  'threshold',
  'posterize',
];
export const PORTRAIT_SHAPES: readonly PortraitShape[] = [
  'circle',
  'arch',
  'square',
  'torn',
  'fade',
];
export type { PortraitShape };

export interface PortraitArtOptions {
  treatment: PortraitTreatment;
  /** 1–2 ink hexes; inks[0] is the key ink. */
  inks: readonly string[];
  /** The blank's colour (decides which tones carry ink). */
  garment: string;
  box: Box;
  shape?: PortraitShape;
  rng: Rng;
  /** Screen cells (dots, lines) or contour grid scale; 1 = default, 1.3 = finer, 0.8 = coarser. */
  detail?: number;
  /** Photocopy grain knocked out of the ink (0 none … 1 heavy): the punk-flyer xerox look. */
  grain?: number;
  /** For 'halftone-lines': horizontal, diagonal or engraved (wavy) lines; absent, by seed. */
  lines?: LineStyle;
  /**
   * For two-ink screens ('halftone-dots', 'duotone'): the key ink's screen printed this far off
   * the second ink's (in the box's units), a two-colour job whose plates did not line up.
   */
  misregister?: { dx: number; dy: number };
}

export type LineStyle = 'flat' | 'diagonal' | 'engraved';

export interface PortraitArt {
  defs: string[];
  markup: string;
  /** The inks actually printed (a subset of options.inks). */
  inks: string[];
  /** Where the art sits (the box; shapes stay inside it). */
  bounds: Box;
}
