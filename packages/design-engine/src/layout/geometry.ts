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
  /** Canvas size in units. */
  width: number;
  height: number;
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
  artX: 150,
  artY: 0,
  artScale: 1,
};

/** 18×24 in poster; the same 3:4 art box enlarged 1.4× and centred on the paper. */
export const POSTER_CANVAS: CanvasSpec = {
  product: 'poster',
  width: 1800,
  height: 2400,
  artX: 60,
  artY: 80,
  artScale: 1.4,
};

/** Pixels per unit: 300 dpi for print files, 1/6 of that for previews. */
export const PIXELS_PER_UNIT: Record<Scale, number> = { print: 3, preview: 0.5 };

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
