/**
 * npm run designs -- --artist <id or link> | --artist-json <file>  --out <dir>
 *                    [--seed N] [--count N] [--scale preview|print]
 *
 * Writes each design's print file (PNG, 300 dpi, sRGB, its print manifest inside), its product
 * mockups (WebP), a contact sheet, designs.json (everything the engine returned) and manifest.json
 * (the print manifest), and prints how long each stage took.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  emptyTimings,
  generateDesigns,
  mapLimit,
  printManifest,
  renderContactSheet,
  withPrintManifest,
  type PrintManifest,
  type Scale,
} from '../src/index.ts';
import { resolveCatalogArtist, type ResolvedArtist } from './catalog-adapter.ts';
import { readArtistJson } from './artist-json.ts';
import { loadMockupRenderer } from './mockups.ts';

const { values } = parseArgs({
  options: {
    artist: { type: 'string' },
    'artist-json': { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
    count: { type: 'string', default: '4' },
    scale: { type: 'string', default: 'print' },
  },
});

function fail(message: string): never {
  console.error(`designs: ${message}`);
  process.exit(2);
}

if (!values.out) fail('--out <dir> is required');
if (!values.artist && !values['artist-json'])
  fail('give --artist <id or link> or --artist-json <file>');
if (values.scale !== 'preview' && values.scale !== 'print') fail('--scale is preview or print');
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) fail('--count must be a positive integer');
const seed = /^\d+$/.test(values.seed ?? '') ? Number(values.seed) : (values.seed ?? '1');
const scale: Scale = values.scale;
const out = resolve(values.out);

const ms = (start: number): number => Math.round(performance.now() - start);
let started = performance.now();
const input: ResolvedArtist = values['artist-json']
  ? await readArtistJson(values['artist-json'])
  : await resolveCatalogArtist(values.artist ?? '');
const loadMs = ms(started);

started = performance.now();
const timings = emptyTimings();
const designs = await generateDesigns({ ...input, seed, count, scale }, { timings });
const generateMs = ms(started);

await mkdir(out, { recursive: true });
const renderMockups = await loadMockupRenderer();
started = performance.now();
// Two designs' mockups at once, as the server does: part JavaScript, part libvips threads, so two
// keep both cores of a small machine busy. Files and lines come out in design order.
const written = await mapLimit(designs, 2, async (design) => {
  const base = `${String(design.id)}-${design.template}`;
  const print = printManifest(design, scale);
  // The print file carries its manifest too (an iTXt chunk), so it travels with the file.
  await writeFile(join(out, `${base}.png`), withPrintManifest(design.png, print));
  const mockupFiles: string[] = [];
  if (renderMockups) {
    const mockups = await renderMockups({
      design: design.png,
      kind: design.product,
      garmentColor: design.garmentColor,
    });
    for (const mockup of mockups) {
      const file = `${base}-${mockup.product}.webp`;
      await writeFile(join(out, file), mockup.webp);
      mockupFiles.push(file);
    }
  }
  return { design, base, print, mockupFiles };
});
const manifest = [];
const prints: (PrintManifest & { file: string; mockups: string[] })[] = [];
for (const { design, base, print, mockupFiles } of written) {
  const { png: _png, ...meta } = design;
  manifest.push({ ...meta, file: `${base}.png`, mockups: mockupFiles });
  prints.push({ ...print, file: `${base}.png`, mockups: mockupFiles });
  console.log(
    `${design.checks.passed ? '✓' : '✗'} ${base}.png  ${design.width}×${design.height}  ${design.product} on ${design.garmentColor}  inks ${design.inks.join(' ')}  "${design.trackName}"`,
  );
  for (const failure of design.checks.failures) console.log(`    ${failure}`);
}
const mockupMs = ms(started);
if (!renderMockups) console.log('note: src/mockups is not there yet; mockups skipped');

started = performance.now();
const sheet = await renderContactSheet(
  designs.map((d) => ({
    label: `${d.template} · ${d.trackName}`,
    png: d.png,
    background: d.garmentColor,
  })),
  Math.min(4, designs.length),
);
await writeFile(join(out, 'contact-sheet.png'), sheet);
await writeFile(
  join(out, 'designs.json'),
  `${JSON.stringify({ artist: input.artist, seed, scale, designs: manifest }, null, 2)}\n`,
);
// The print manifest: per design, the file's size and resolution, trim and bleed, inks, fonts,
// scripts and checks — what a print shop is sent with the files.
await writeFile(
  join(out, 'manifest.json'),
  `${JSON.stringify({ artist: input.artist, seed, scale, designs: prints }, null, 2)}\n`,
);
const sheetMs = ms(started);

const round = (n: number): number => Math.round(n);
console.log(`\n${input.artist.name}: ${designs.length} designs (${scale}) in ${out}`);
console.log(
  `stages (ms): load ${loadMs} · palette ${round(timings.palette)} · layout ${round(timings.layout)} · render ${round(timings.render)} · checks ${round(timings.checks)} · generate total ${generateMs} · mockups ${renderMockups ? mockupMs : 'skipped'} · contact sheet ${sheetMs}`,
);
console.log('(layout, render and checks are summed over designs, which run in parallel)');
