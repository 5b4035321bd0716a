/**
 * A garment design is sold on a poster and a mug too, and their printers need files of their own
 * shape: a transparent 15×18 in chest file sent for a poster prints on white paper (light ink made
 * for a black tee would vanish), and a mug printer wants its 8.5×3.5 in wrap. These are made from
 * the finished garment file, so they show exactly the art the mockups show.
 */
import sharp from 'sharp';
import {
  dpiOf,
  PIXELS_PER_UNIT,
  POSTER_BLEED,
  POSTER_CANVAS,
  UNITS_PER_INCH,
  type Scale,
} from '../layout/geometry.ts';
import type { GeneratedDesign } from '../types.ts';
import { tagPrintPng } from './png-chunks.ts';
import { printManifest, withPrintManifest, type PrintManifest } from './print-manifest.ts';

/** Products a garment design is sold as that need a print file of their own. */
export const DERIVED_PRINT_PRODUCTS = ['poster', 'mug'] as const;
export type DerivedPrintProduct = (typeof DERIVED_PRINT_PRODUCTS)[number];

/**
 * Where the art goes on each, in inches. Poster: centred on the trimmed 18×24 sheet a little above
 * the middle, at its printed tee size (a raster enlarged would print soft), within 76 % × 70 % of
 * the sheet. Mug: on the 8.5×3.5 in wrap, at most 2.6 in tall and 2.9 in wide (52° either side of
 * the front of a 3.2 in mug, as the mockup shows it), centred on the left half: the side facing
 * out when the handle is on the right.
 */
export const DERIVED_LAYOUT = {
  poster: { maxGrow: 1, maxWidth: 0.76 * 18, maxHeight: 0.7 * 24, centreY: 0.46 },
  mug: { width: 8.5, height: 3.5, maxArtHeight: 2.6, maxArtWidth: 2.9, centreX: 0.25 },
} as const;

/** Straight-alpha RGBA pixels. */
interface Art {
  data: Buffer;
  width: number;
  height: number;
}

const RAW = (art: Art) => ({ raw: { width: art.width, height: art.height, channels: 4 as const } });

/**
 * The garment file cut to its inked pixels. The bounding box is found here rather than with
 * sharp's trim, which takes ~2 s on a 4500×5400 file against ~0.1 s for this scan.
 */
async function trimmedArt(garment: Buffer): Promise<Art> {
  const { data, info } = await sharp(garment)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if ((data[row + x * 4 + 3] ?? 0) === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return { data, width, height };
  const box = { left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
  const cut = await sharp(data, { raw: { width, height, channels: 4 } })
    .extract(box)
    .raw()
    .toBuffer();
  return { data: cut, width: box.width, height: box.height };
}

async function place(art: Art, scale: number): Promise<Art> {
  const width = Math.max(1, Math.round(art.width * scale));
  const height = Math.max(1, Math.round(art.height * scale));
  if (width === art.width && height === art.height) return art;
  const data = await sharp(art.data, RAW(art))
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** An encoded print file and its size. */
interface PrintPng {
  png: Buffer;
  width: number;
  height: number;
}

/**
 * `art` on a width×height sheet with its top-left corner at (left, top), by extending it with
 * `background` rather than compositing onto a full sheet: a copy, not a blend, over 40 MP.
 */
function onSheet(
  art: Art,
  sheet: { width: number; height: number; left: number; top: number },
  background: string | { r: number; g: number; b: number; alpha: number },
): sharp.Sharp {
  const left = Math.max(0, Math.min(sheet.width - art.width, Math.round(sheet.left)));
  const top = Math.max(0, Math.min(sheet.height - art.height, Math.round(sheet.top)));
  return sharp(art.data, RAW(art)).extend({
    left,
    top,
    right: sheet.width - art.width - left,
    bottom: sheet.height - art.height - top,
    background,
  });
}

async function posterFile(art: Art, paper: string, dpi: number): Promise<PrintPng> {
  const k = dpi / UNITS_PER_INCH;
  const width = Math.round(POSTER_CANVAS.width * k);
  const height = Math.round(POSTER_CANVAS.height * k);
  const bleed = POSTER_BLEED * k;
  const layout = DERIVED_LAYOUT.poster;
  const s = Math.min(
    layout.maxGrow,
    (layout.maxWidth * dpi) / art.width,
    (layout.maxHeight * dpi) / art.height,
  );
  const placed = await place(art, s);
  const trimHeight = height - 2 * bleed;
  const sheet = {
    width,
    height,
    left: (width - placed.width) / 2,
    top: bleed + trimHeight * layout.centreY - placed.height / 2,
  };
  // Flattened onto the paper first (RGB, no alpha): the sheet is paper edge to edge.
  const png = await onSheet(placed, sheet, paper)
    .flatten({ background: paper })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { png: tagPrintPng(png, dpi), width, height };
}

async function mugFile(art: Art, dpi: number): Promise<PrintPng> {
  const layout = DERIVED_LAYOUT.mug;
  const width = Math.round(layout.width * dpi);
  const height = Math.round(layout.height * dpi);
  const s = Math.min(
    (layout.maxArtHeight * dpi) / art.height,
    (layout.maxArtWidth * dpi) / art.width,
  );
  const placed = await place(art, s);
  const sheet = {
    width,
    height,
    left: width * layout.centreX - placed.width / 2,
    top: (height - placed.height) / 2,
  };
  const png = await onSheet(placed, sheet, { r: 0, g: 0, b: 0, alpha: 0 })
    .png({ compressionLevel: 6, adaptiveFiltering: false })
    .toBuffer();
  return { png: tagPrintPng(png, dpi), width, height };
}

/** The manifest of a derived file: the design's, with this file's product, size and trim. */
function derivedManifest(
  design: GeneratedDesign,
  product: DerivedPrintProduct,
  scale: Scale,
  { width, height }: { width: number; height: number },
): PrintManifest {
  const base = printManifest(design, scale);
  const dpi = base.dimensions.dpi;
  const inches = (px: number) => Math.round((px / dpi) * 1000) / 1000;
  const poster = product === 'poster';
  return {
    ...base,
    product,
    dimensions: {
      ...base.dimensions,
      width,
      height,
      inches: { width: inches(width), height: inches(height) },
      background: poster ? 'paper' : 'transparent',
    },
    trim: poster
      ? {
          inches: { width: 18, height: 24 },
          bleed: POSTER_BLEED / UNITS_PER_INCH,
          safeMargin: 0.25,
        }
      : null,
  };
}

/**
 * The print files for selling garment design `design` as a poster and as a mug, at the design's
 * scale: a poster on paper of the blank's colour with bleed (opaque RGB), and a transparent mug
 * wrap. Both carry 300 dpi (or the preview's 50), sRGB and their manifest in the header. The
 * garment file is decoded once for both.
 */
export async function derivedPrintFiles(
  design: GeneratedDesign,
  scale: Scale,
): Promise<Record<DerivedPrintProduct, Buffer>> {
  if (design.product !== 'garment') {
    throw new Error(`only garment designs get derived print files, not ${design.product}`);
  }
  const dpi = dpiOf(PIXELS_PER_UNIT[scale]);
  const art = await trimmedArt(design.png);
  const [poster, mug] = await Promise.all([
    posterFile(art, design.garmentColor, dpi),
    mugFile(art, dpi),
  ]);
  return {
    poster: withPrintManifest(poster.png, derivedManifest(design, 'poster', scale, poster)),
    mug: withPrintManifest(mug.png, derivedManifest(design, 'mug', scale, mug)),
  };
}
