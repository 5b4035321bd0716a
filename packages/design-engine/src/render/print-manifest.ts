/**
 * What a print shop (or a person checking an order) needs to know about a design's print file,
 * beside the pixels: its size at what resolution, what the printer trims, the background, the
 * inks to match, the fonts and scripts set in it, and whether every check passed.
 */
import {
  canvasFor,
  dpiOf,
  POSTER_SAFE_MARGIN,
  UNITS_PER_INCH,
  PIXELS_PER_UNIT,
  type Scale,
} from '../layout/geometry.ts';
import { GARMENTS, PAPERS } from '../style/garments.ts';
import type { GeneratedDesign } from '../types.ts';
import { readTextChunk, replaceChunks, textChunk } from './png-chunks.ts';

/** The iTXt keyword under which a print file carries its manifest. */
export const MANIFEST_KEYWORD = 'encore:print-manifest';

export interface PrintManifest {
  id: string;
  template: string;
  trackName: string;
  /** What the file is printed on: a garment, a poster, or a mug (a garment design's wrap). */
  product: GeneratedDesign['product'] | 'mug';
  /** The blank it is sold on (garments) or the paper stock (posters), with the engine's name. */
  blank: { hex: string; name: string | null };
  dimensions: {
    width: number;
    height: number;
    dpi: number;
    /** Physical size of the whole file, bleed included, in inches. */
    inches: { width: number; height: number };
    colourSpace: 'sRGB';
    /** Garments: transparent where the fabric shows. Posters: paper colour edge to edge. */
    background: 'transparent' | 'paper';
  };
  /** Posters only: what the printer cuts off and where art stays clear of the cut. */
  trim: { inches: { width: number; height: number }; bleed: number; safeMargin: number } | null;
  inks: string[];
  fonts: string[];
  /** Scripts the printed text uses (Latin, Hangul, Arabic, Emoji …). */
  scripts: string[];
  checks: GeneratedDesign['checks'];
}

const inches = (units: number): number => Math.round((units / UNITS_PER_INCH) * 1000) / 1000;

function blankName(product: GeneratedDesign['product'], hex: string): string | null {
  const stocks: Record<string, string> = product === 'poster' ? PAPERS : GARMENTS;
  const found = Object.entries(stocks).find(([, value]) => value === hex.toLowerCase());
  return found ? found[0] : null;
}

export function printManifest(design: GeneratedDesign, scale: Scale): PrintManifest {
  const canvas = canvasFor(design.product);
  const poster = design.product === 'poster';
  return {
    id: design.id,
    template: design.template,
    trackName: design.trackName,
    product: design.product,
    blank: { hex: design.garmentColor, name: blankName(design.product, design.garmentColor) },
    dimensions: {
      width: design.width,
      height: design.height,
      dpi: dpiOf(PIXELS_PER_UNIT[scale]),
      inches: { width: inches(canvas.width), height: inches(canvas.height) },
      colourSpace: 'sRGB',
      background: poster ? 'paper' : 'transparent',
    },
    trim: poster
      ? {
          inches: {
            width: inches(canvas.width - 2 * canvas.bleed),
            height: inches(canvas.height - 2 * canvas.bleed),
          },
          bleed: inches(canvas.bleed),
          safeMargin: inches(POSTER_SAFE_MARGIN),
        }
      : null,
    inks: [...design.inks],
    fonts: [...design.fonts],
    scripts: [...design.scripts],
    checks: { passed: design.checks.passed, failures: [...design.checks.failures] },
  };
}

/**
 * The print file with its manifest inside, as an iTXt chunk: the file and what it says about
 * itself cannot drift apart wherever it is copied. Image data is untouched.
 */
export function withPrintManifest(png: Buffer, manifest: PrintManifest): Buffer {
  // The engine writes no other text chunks, so any iTXt is an earlier manifest.
  return replaceChunks(png, ['iTXt'], [textChunk(MANIFEST_KEYWORD, JSON.stringify(manifest))]);
}

/** The manifest a print file carries, or null. */
export function readPrintManifest(png: Buffer): PrintManifest | null {
  const text = readTextChunk(png, MANIFEST_KEYWORD);
  return text === null ? null : (JSON.parse(text) as PrintManifest);
}
