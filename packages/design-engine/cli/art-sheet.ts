/**
 * node --import tsx packages/design-engine/cli/art-sheet.ts --out <dir> [--artist <id>]…
 *
 * Contact sheets of the art assets, to judge by eye at full size:
 * - <dir>/motifs-<family>.png: every motif a genre family draws, on black and on natural, in a
 *   light and a dark ink with an accent;
 * - <dir>/portraits-<artist>.png: the artist picture (with its subject crop) in every portrait
 *   treatment and shape, on a dark and a light blank.
 * Without --artist, the first six catalog artists with different families are used.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { demoArtists } from '@encore/demo-catalog';
import { preparePortrait } from '../src/image/portrait.ts';
import { drawPortrait, PORTRAIT_SHAPES, PORTRAIT_TREATMENTS } from '../src/image/portrait-art.ts';
import { ArtBuilder } from '../src/layout/art-builder.ts';
import { drawMotif, motifsFor } from '../src/motifs/index.ts';
import { Rng } from '../src/random/prng.ts';
import { GENRE_FAMILIES, genreFamily } from '../src/style/genre-family.ts';
import { resolveCatalogArtist } from './catalog-adapter.ts';

const { values } = parseArgs({
  options: { out: { type: 'string' }, artist: { type: 'string', multiple: true } },
});
if (!values.out) {
  console.error('--out <dir> is required');
  process.exit(2);
}
const out = resolve(values.out);
await mkdir(out, { recursive: true });

const BLANKS = [
  { garment: '#111111', ink: '#efe6d0', accent: '#e8476d', second: '#d9453b' },
  { garment: '#ece4d2', ink: '#1f1d1a', accent: '#b5402f', second: '#2f6f8f' },
];

function png(width: number, height: number, background: string, b: ArtBuilder): Buffer {
  const art = b.finish();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/><defs>${art.defs.join('')}</defs>${art.body.join('')}</svg>`;
  return new Resvg(svg).render().asPng();
}

// Motifs: one sheet per family, a row per blank.
const CELL = 220;
for (const family of GENRE_FAMILIES) {
  const motifs = motifsFor(family);
  const rows: Buffer[] = [];
  for (const blank of BLANKS) {
    const b = new ArtBuilder();
    motifs.forEach((m, i) => {
      const x = i * CELL;
      drawMotif(b, m, { x0: x + 24, y0: 24, x1: x + CELL - 24, y1: CELL - 24 }, blank, new Rng(i));
    });
    rows.push(png(Math.max(1, motifs.length) * CELL, CELL, blank.garment, b));
  }
  const width = Math.max(1, motifs.length) * CELL;
  await sharp({ create: { width, height: CELL * 2, channels: 3, background: '#808080' } })
    .composite(rows.map((input, i) => ({ input, left: 0, top: i * CELL })))
    .png()
    .toFile(join(out, `motifs-${family}.png`));
}

// Portraits: a row per blank, a column per treatment (shapes cycle), the source first.
const ids =
  values.artist ??
  [...new Map(demoArtists.map((a) => [genreFamily([...a.genres]), a.id])).values()].slice(0, 6);
const SIZE = 600;
for (const id of ids) {
  const { artist, image } = await resolveCatalogArtist(id);
  if (!image) continue;
  const portrait = await preparePortrait(image);
  const tiles: { input: Buffer; left: number; top: number }[] = [];
  const crop = portrait.crop;
  if (crop) {
    const scale = SIZE / Math.max(crop.sourceWidth, crop.sourceHeight);
    const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(crop.sourceWidth * scale)}" height="${Math.round(crop.sourceHeight * scale)}"><rect x="${crop.x * scale}" y="${crop.y * scale}" width="${crop.size * scale}" height="${crop.size * scale}" fill="none" stroke="#00ff66" stroke-width="4"/></svg>`;
    const source = await sharp(image)
      .resize(Math.round(crop.sourceWidth * scale), Math.round(crop.sourceHeight * scale))
      .composite([{ input: Buffer.from(frame) }])
      .png()
      .toBuffer();
    tiles.push({ input: source, left: 0, top: 0 });
  }
  for (const [row, blank] of BLANKS.entries()) {
    const b = new ArtBuilder();
    PORTRAIT_TREATMENTS.forEach((treatment, i) => {
      const x = i * SIZE;
      const single = treatment === 'threshold' || treatment === 'halftone-lines';
      drawPortrait(b, portrait, {
        treatment,
        inks: single ? [blank.ink] : [blank.ink, blank.second],
        garment: blank.garment,
        box: { x0: x + 20, y0: 20, x1: x + SIZE - 20, y1: SIZE - 20 },
        shape: PORTRAIT_SHAPES[(i + row) % PORTRAIT_SHAPES.length],
        rng: new Rng(`${id}:${i}:${row}`),
      });
    });
    tiles.push({
      input: png(PORTRAIT_TREATMENTS.length * SIZE, SIZE, blank.garment, b),
      left: SIZE,
      top: row * SIZE,
    });
  }
  const file = join(out, `portraits-${artist.id}.png`);
  await sharp({
    create: {
      width: SIZE * (PORTRAIT_TREATMENTS.length + 1),
      height: SIZE * 2,
      channels: 3,
      background: '#808080',
    },
  })
    .composite(tiles)
    .png()
    .toFile(file);
  console.log(`${file}: ${artist.name}`);
}
console.log(`art sheets in ${out}`);
