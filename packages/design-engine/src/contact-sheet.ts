/**
 * A contact sheet for judging designs the way a merch buyer would: each design shown on its
 * garment (or paper) colour, in a grid on a neutral grey, with a label under each tile.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { textLine } from './layout/text-line.ts';
import { r } from './svg/num.ts';

export interface ContactSheetEntry {
  label: string;
  png: Buffer;
  /** Colour behind the design (the garment); transparent designs need one. Default black. */
  background?: string;
}

const TILE_W = 300;
const TILE_H = 360;
const LABEL_H = 34;
const GAP = 14;
const SHEET = '#d6d5d0';

async function labelPng(text: string, width: number): Promise<Buffer> {
  const line = await textLine(text, 'spaceGrotesk');
  const { bbox } = line.shape;
  const cap = 13;
  const scale = Math.min(cap / (line.baseline - line.capTop), (width - 8) / (bbox.x1 - bbox.x0));
  const tx = 4 - bbox.x0 * scale;
  const ty = LABEL_H / 2 + cap / 2 - line.baseline * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><path fill="#2a2a2a" transform="translate(${r(tx)} ${r(ty)}) scale(${scale.toFixed(5)})" d="${line.shape.d}"/></svg>`;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}

async function tile(entry: ContactSheetEntry): Promise<Buffer> {
  const background = entry.background ?? '#111111';
  return sharp(entry.png)
    .resize(TILE_W, TILE_H, { fit: 'contain', background })
    .flatten({ background })
    .png()
    .toBuffer();
}

export async function renderContactSheet(
  entries: readonly ContactSheetEntry[],
  columns: number,
): Promise<Buffer> {
  const cols = Math.max(1, Math.min(columns, entries.length || 1));
  const rows = Math.max(1, Math.ceil(entries.length / cols));
  const width = GAP + cols * (TILE_W + GAP);
  const height = GAP + rows * (TILE_H + LABEL_H + GAP);
  const layers = await Promise.all(
    entries.map(async (entry, i) => {
      const left = GAP + (i % cols) * (TILE_W + GAP);
      const top = GAP + Math.floor(i / cols) * (TILE_H + LABEL_H + GAP);
      const [image, label] = await Promise.all([
        tile(entry),
        labelPng(entry.label.trim() || '—', TILE_W),
      ]);
      return [
        { input: image, left, top },
        { input: label, left, top: top + TILE_H },
      ];
    }),
  );
  return sharp({ create: { width, height, channels: 3, background: SHEET } })
    .composite(layers.flat())
    .png({ palette: true, quality: 92, effort: 8, compressionLevel: 9 })
    .toBuffer();
}
