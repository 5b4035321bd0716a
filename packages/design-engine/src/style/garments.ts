import type { Weighted } from '../random/prng.ts';

/**
 * Blank garment colours a print-on-demand catalogue actually stocks. Dark first, as real band
 * merch is; light blanks for the styles that live on them (classical, country, pop).
 */
export const GARMENTS = {
  black: '#111111',
  charcoal: '#37383a',
  navy: '#1d2537',
  forest: '#1f3a2c',
  maroon: '#4a1e27',
  brown: '#3b2a20',
  natural: '#eee6d3',
  white: '#f5f5f2',
  sand: '#d6c6a5',
  pink: '#f2c6d0',
} as const;

export type GarmentId = keyof typeof GARMENTS;

/** Hue of the coloured blanks, for matching a garment to the artist's palette. */
export const GARMENT_HUES: Partial<Record<GarmentId, number>> = {
  navy: 222,
  forest: 150,
  maroon: 348,
  brown: 25,
  pink: 345,
};

/** Paper stocks for posters. */
export const PAPERS = {
  cream: '#f1e9d8',
  white: '#f7f6f2',
  black: '#141414',
  kraft: '#cdb48e',
} as const;

export type PaperId = keyof typeof PAPERS;

/** A garment with its relative weight in a genre's wardrobe. */
export const garmentWeight = (value: GarmentId, weight: number): Weighted<GarmentId> => ({
  value,
  weight,
});
