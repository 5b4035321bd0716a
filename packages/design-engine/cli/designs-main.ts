/**
 * npm run designs -- --artist <id or link> | --artist-json <file>  --out <dir>
 *                    [--seed N] [--count N] [--scale preview|print]
 *
 * Writes each design's print file (PNG, 300 dpi, sRGB, its print manifest inside), its product
 * mockups (WebP), a contact sheet, designs.json (everything the engine returned) and manifest.json
 * (the print manifest), and prints how long each stage took. Started by designs.ts (bundled).
 *
 * A design's mockups and contact-sheet tile are made as soon as it is drawn, while the others
 * are, from one shrunk copy of its print file; the mockups' product scenes are drawn (or read
 * back, see scene-cache.ts) while the first designs are.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  emptyTimings,
  generateDesigns,
  prepareMockups,
  printManifest,
  renderMockups,
  renderContactSheet,
  withPrintManifest,
  workingCopy,
  type GeneratedDesign,
  type PrintManifest,
  type Scale,
} from '../src/index.ts';
import { resolveCatalogArtist, type ResolvedArtist } from './catalog-adapter.ts';
import { readArtistJson } from './artist-json.ts';
import { sceneCache } from './scene-cache.ts';

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

interface Written {
  design: GeneratedDesign;
  base: string;
  print: PrintManifest;
  mockupFiles: string[];
  /** The design shrunk for mockups and the contact sheet. */
  working: Buffer;
}

let started = performance.now();
const input: ResolvedArtist = values['artist-json']
  ? await readArtistJson(values['artist-json'])
  : await resolveCatalogArtist(values.artist ?? '');
const loadMs = ms(started);

await mkdir(out, { recursive: true });
// The mockups' product scenes depend on no design: drawn while the designs are (their pixels
// are mostly drawn on other threads, leaving this one free).
// Kept on disk between runs when started bundled (designs.ts names the code by its hash).
const code = process.env.ENCORE_DESIGNS_CODE;
const cacheDir = process.env.ENCORE_DESIGNS_CACHE;
const scenes = prepareMockups(
  undefined,
  code && cacheDir ? sceneCache(join(cacheDir, 'scenes'), code) : undefined,
);
// Awaited by the first mockup; until then a failure must not end the process unreported.
scenes.catch(() => undefined);

/**
 * Each design's files, written as soon as it is drawn, while the next ones are: its print file,
 * and its mockups and contact-sheet tile from one shrunk copy (decoding the 4500×5400 file
 * once, not once per use).
 */
async function finish(design: GeneratedDesign): Promise<Written> {
  const base = `${String(design.id)}-${design.template}`;
  const print = printManifest(design, scale);
  // The print file carries its manifest too (an iTXt chunk), so it travels with the file.
  const saved = writeFile(join(out, `${base}.png`), withPrintManifest(design.png, print));
  const working = await workingCopy(design.png);
  await scenes;
  const mockups = await renderMockups({
    design: working,
    kind: design.product,
    garmentColor: design.garmentColor,
  });
  const mockupFiles = mockups.map((mockup) => `${base}-${mockup.product}.webp`);
  await Promise.all([
    saved,
    ...mockups.map((mockup, i) => writeFile(join(out, mockupFiles[i] ?? ''), mockup.webp)),
  ]);
  return { design, base, print, mockupFiles, working };
}

started = performance.now();
const timings = emptyTimings();
const finishing: Promise<Written>[] = [];
const designs = await generateDesigns(
  { ...input, seed, count, scale },
  {
    timings,
    // Not awaited: the next design starts drawing at once.
    onDesign: (design, index) => {
      const done = finish(design);
      done.catch(() => undefined);
      finishing[index] = done;
      return Promise.resolve();
    },
  },
);
const generateMs = ms(started);
started = performance.now();
const written = await Promise.all(finishing);
// Mockups overlap the drawing: this is the time they took past its end.
const mockupMs = ms(started);
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

started = performance.now();
const sheet = await renderContactSheet(
  written.map(({ design: d, working }) => ({
    label: `${d.template} · ${d.trackName}`,
    png: working,
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
  `stages (ms): load ${loadMs} · palette ${round(timings.palette)} · layout ${round(timings.layout)} · render ${round(timings.render)} · checks ${round(timings.checks)} · generate total ${generateMs} · mockups after generate ${mockupMs} · contact sheet ${sheetMs}`,
);
console.log('(layout, render and checks are summed over designs, which run in parallel)');
