/**
 * The resolution-independent unit system. One unit is 1/100 inch on the garment. Every layout is
 * drawn in a 12×16 in art box (1200×1600 units), the front print area printers use; the print
 * file and the preview are the same geometry rendered at different pixel densities.
 */
import type { Box } from '../svg/box.ts';

export const UNITS_PER_INCH = 100;
export const ART_WIDTH = 1200;
export const ART_HEIGHT = 1600;
/** Text stays 0.5 in inside the print area. */
export const SAFE_MARGIN = 50;
export const SAFE_BOX: Box = {
  x0: SAFE_MARGIN,
  y0: SAFE_MARGIN,
  x1: ART_WIDTH - SAFE_MARGIN,
  y1: ART_HEIGHT - SAFE_MARGIN,
};
export const CENTER_X = ART_WIDTH / 2;
/** Smallest printed text height the brief allows (0.25 in). */
export const MIN_TEXT_HEIGHT = 25;

export type Product = 'garment' | 'poster';
export type Scale = 'preview' | 'print';

export interface CanvasSpec {
  product: Product;
  /** Canvas size in units, bleed included. */
  width: number;
  height: number;
  /** Paper added on every side beyond the trimmed size, in units; the printer cuts it off. */
  bleed: number;
  /** Where the art box sits on the canvas, and how much it is enlarged. */
  artX: number;
  artY: number;
  artScale: number;
}

/** 15×18 in transparent garment file; the art box is anchored at the top centre. */
export const GARMENT_CANVAS: CanvasSpec = {
  product: 'garment',
  width: 1500,
  height: 1800,
  bleed: 0,
  artX: 150,
  artY: 0,
  artScale: 1,
};

/** A poster's trimmed size: 18×24 in. */
export const POSTER_TRIM = { width: 1800, height: 2400 } as const;
/** 0.125 in of paper colour beyond each trim edge, so a cut a little off the line shows no white. */
export const POSTER_BLEED = 12.5;
/**
 * Nothing but paper within 0.25 in inside the trim line: the guillotine may cut up to ~1/16 in
 * off the line, and art that close to an edge looks cut even when it is not.
 */
export const POSTER_SAFE_MARGIN = 25;

/**
 * 18×24 in poster with bleed: an 18.25×24.25 in sheet (5475×7275 px at 300 dpi) that the printer
 * trims 0.125 in off each side back to 18×24. The same 3:4 art box, enlarged 1.4×, sits centred
 * on the trimmed sheet, 0.6 in inside the trim at the sides: well inside the safe margin.
 */
export const POSTER_CANVAS: CanvasSpec = {
  product: 'poster',
  width: POSTER_TRIM.width + 2 * POSTER_BLEED,
  height: POSTER_TRIM.height + 2 * POSTER_BLEED,
  bleed: POSTER_BLEED,
  artX: POSTER_BLEED + 60,
  artY: POSTER_BLEED + 80,
  artScale: 1.4,
};

/** Pixels per unit: 300 dpi for print files, 1/6 of that (50 dpi) for previews. */
export const PIXELS_PER_UNIT: Record<Scale, number> = { print: 3, preview: 0.5 };

/** The resolution a raster at `pixelsPerUnit` declares: 300 for print files, 50 for previews. */
export function dpiOf(pixelsPerUnit: number): number {
  return pixelsPerUnit * UNITS_PER_INCH;
}

export function canvasFor(product: Product): CanvasSpec {
  return product === 'poster' ? POSTER_CANVAS : GARMENT_CANVAS;
}

/** The art box's region on the canvas, in canvas units. */
export function artRegion(canvas: CanvasSpec): Box {
  return {
    x0: canvas.artX,
    y0: canvas.artY,
    x1: canvas.artX + ART_WIDTH * canvas.artScale,
    y1: canvas.artY + ART_HEIGHT * canvas.artScale,
  };
}
