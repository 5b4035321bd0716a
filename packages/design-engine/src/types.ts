/** The design engine's public types. */
import type { CheckReport } from './checks/checks.ts';
import type { Product, Scale } from './layout/geometry.ts';
import type { TemplateId } from './style/styles.ts';

export type { CheckReport, Product, Scale, TemplateId };

export interface ArtistInput {
  id: string;
  name: string;
  genres: string[];
  /** ISO 3166 code ("SE") or a name; optional. */
  country?: string | null;
}

export interface TrackInput {
  name: string;
}

export interface GenerateInput {
  artist: ArtistInput;
  /** Top tracks, most popular first. */
  tracks: TrackInput[];
  /** The artist image (JPEG or PNG), or null. */
  image: Buffer | null;
  seed: number | string;
  /** How many designs (default 4, at most 24). */
  count?: number;
  /** 'preview' renders 1/6 size (750×900 garment) for screens and tests; 'print' is 300 dpi. */
  scale?: Scale;
  /**
   * Use these layouts, in order (cycled), instead of choosing from the genre. For re-generating
   * one layout, and for tests.
   */
  templates?: TemplateId[];
}

export interface GeneratedDesign {
  /** Stable for (artist id, seed, index). */
  id: string;
  template: TemplateId;
  trackName: string;
  hook: string;
  product: Product;
  /** The garment (or poster paper) colour the design is sold on. */
  garmentColor: string;
  /** Spot inks, 1–4, as #rrggbb. */
  inks: string[];
  /** Typefaces used, as "Family@weight". */
  fonts: string[];
  /** Scripts the printed text uses ("Latin", "Arabic", "Hangul", "Emoji", …), for the manifest. */
  scripts: string[];
  /**
   * Credit lines the art's licences ask for (e.g. Game-icons.net for an icon motif), for the store
   * to show; empty or absent when the design uses only the engine's own drawings.
   */
  credits?: string[];
  /** Transparent PNG for garments; the full sheet for posters. */
  png: Buffer;
  width: number;
  height: number;
  checks: CheckReport;
}

/** Milliseconds spent per stage, summed over designs (stages overlap across designs). */
export interface StageTimings {
  palette: number;
  layout: number;
  render: number;
  checks: number;
}
