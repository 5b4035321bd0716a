/**
 * npm run designs:board -- --out <dir> [--seed 1] [--artists 24] [--count 4] [--only id,id]
 *                          [--json artist.json]… [--layouts id,id]
 *
 * The review board: catalog artists spread across the genre families (one per family
 * first, then round-robin), each with its first designs beside their tee (or poster) mockups.
 * Writes <dir>/board.png (every row), <dir>/rows/NN-<artist>.png (one row each, to view at full
 * size) and <dir>/index.json (per design: template, garment, inks, fonts, scripts, checks).
 * `--json` adds artists from files shaped like `--artist-json` of the designs CLI, so names in
 * other scripts can be judged on the same board. `--layouts` draws every artist in those layouts
 * (a layout being drawn, judged across names and scripts). Look at it at full size after every
 * change.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { demoArtists } from '@encore/demo-catalog';
import {
  generateDesigns,
  genreFamily,
  mapLimit,
  prepareMockups,
  renderMockups,
  type GeneratedDesign,
} from '../src/index.ts';
import { readArtistJson } from './artist-json.ts';
import { renderBoard, renderBoardRow, type BoardDesign, type BoardRow } from './board-sheet.ts';
import { resolveCatalogArtist, type ResolvedArtist } from './catalog-adapter.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    seed: { type: 'string', default: '1' },
    artists: { type: 'string', default: '24' },
    count: { type: 'string', default: '4' },
    only: { type: 'string' },
    json: { type: 'string', multiple: true },
    layouts: { type: 'string' },
  },
});

if (!values.out) {
  console.error(
    'usage: npm run designs:board -- --out <dir> [--seed N] [--artists 24] [--only id,id] [--json file]…',
  );
  process.exit(2);
}

/** Up to `limit` catalog ids: the first artist of every family, then the second, … */
export function spreadAcrossFamilies(limit: number): string[] {
  const byFamily = new Map<string, string[]>();
  for (const a of demoArtists) byFamily.set(a.family, [...(byFamily.get(a.family) ?? []), a.id]);
  const picked: string[] = [];
  const rounds = Math.max(0, ...[...byFamily.values()].map((ids) => ids.length));
  for (let round = 0; picked.length < limit && round < rounds; round += 1) {
    for (const ids of byFamily.values()) {
      const id = ids[round];
      if (id && picked.length < limit) picked.push(id);
    }
  }
  return picked;
}

const MOCKUP_WIDTH = 480;
const seed = values.seed ?? '1';
const count = Math.max(1, Number(values.count));
const out = resolve(values.out);
const forcedLayouts = values.layouts
  ?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const catalogIds = values.only
  ? values.only
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean)
  : spreadAcrossFamilies(Number(values.artists));

type Source = { kind: 'catalog'; id: string } | { kind: 'json'; file: string };
const sources: Source[] = [
  ...catalogIds.map((id): Source => ({ kind: 'catalog', id })),
  ...(values.json ?? []).map((file): Source => ({ kind: 'json', file: resolve(file) })),
];

const load = (source: Source): Promise<ResolvedArtist> =>
  source.kind === 'catalog' ? resolveCatalogArtist(source.id) : readArtistJson(source.file);

/** A file name for a row: the name's Latin letters, else the id's. */
const slug = (...texts: string[]) =>
  texts
    .map((text) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 40),
    )
    .find(Boolean) ?? 'artist';

async function teeMockup(design: GeneratedDesign): Promise<Buffer | null> {
  try {
    const [mockup] = await renderMockups({
      design: design.png,
      kind: design.product,
      garmentColor: design.garmentColor,
      width: MOCKUP_WIDTH,
      products: [design.product === 'poster' ? 'poster' : 'tshirt'],
    });
    return mockup?.webp ?? null;
  } catch (error) {
    console.log(`  ✗ mockup of ${design.id}: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

const started = performance.now();
// Rows of an earlier board in the same directory would be judged as this one's.
await rm(join(out, 'rows'), { recursive: true, force: true });
await mkdir(join(out, 'rows'), { recursive: true });
await prepareMockups(MOCKUP_WIDTH);

// Two artists at a time: each is part JavaScript, part libvips threads (as the server does).
const results = await mapLimit(sources, Math.min(2, availableParallelism()), async (source, i) => {
  const t0 = performance.now();
  let resolved: ResolvedArtist | null = null;
  try {
    resolved = await load(source);
    const { artist } = resolved;
    const designs = await generateDesigns({
      ...resolved,
      seed,
      count,
      scale: 'preview',
      templates: forcedLayouts,
    });
    const mockups = await Promise.all(designs.map(teeMockup));
    const boardDesigns: BoardDesign[] = designs.map((d, index) => ({
      index,
      template: d.template,
      product: d.product,
      garmentColor: d.garmentColor,
      inks: d.inks,
      checks: d.checks,
      png: d.png,
      mockup: mockups[index] ?? null,
    }));
    const family = genreFamily(artist.genres);
    const row: BoardRow = {
      title: artist.name,
      subtitle: [artist.genres.slice(0, 3).join(', '), artist.country, family, `seed ${seed}`]
        .filter(Boolean)
        .join(' · '),
      designs: boardDesigns,
    };
    const file = `rows/${String(i + 1).padStart(2, '0')}-${slug(artist.name, artist.id)}.png`;
    const png = await renderBoardRow(row, count);
    await writeFile(join(out, file), png);
    const ms = Math.round(performance.now() - t0);
    const failing = designs.filter((d) => !d.checks.passed);
    console.log(
      `${artist.name} (${family}): ${designs.map((d) => d.template).join(', ')} — ${ms} ms${failing.length ? ` — ${failing.length} failing checks` : ''}`,
    );
    return {
      png,
      entry: {
        id: artist.id,
        name: artist.name,
        genres: artist.genres,
        country: artist.country,
        family,
        row: file,
        ms,
        designs: designs.map((d, index) => ({
          index,
          id: d.id,
          template: d.template,
          product: d.product,
          trackName: d.trackName,
          hook: d.hook,
          garment: d.garmentColor,
          inks: d.inks,
          fonts: d.fonts,
          scripts: d.scripts,
          size: [d.width, d.height],
          checks: d.checks,
          mockup: mockups[index] !== null,
        })),
      },
    };
  } catch (error) {
    // One artist the engine cannot draw is a finding for the board, not the end of it.
    const message = error instanceof Error ? error.message : String(error);
    const name = resolved?.artist.name ?? (source.kind === 'catalog' ? source.id : source.file);
    console.log(`✗ ${name}: ${message}`);
    const png = await renderBoardRow(
      { title: name, subtitle: `seed ${seed}`, designs: [], error: message },
      count,
    );
    const file = `rows/${String(i + 1).padStart(2, '0')}-${slug(name)}.png`;
    await writeFile(join(out, file), png);
    return { png, entry: { id: resolved?.artist.id ?? null, name, row: file, error: message } };
  }
});

const rowsMs = Math.round(performance.now() - started);
const title = `Encore design board · ${results.length} artists × ${count} · seed ${seed} · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const board = await renderBoard(
  title,
  results.map((r) => r.png),
  count,
);
await writeFile(join(out, 'board.png'), board);
const designsOut = results.flatMap((r) => ('designs' in r.entry ? r.entry.designs : []));
const index = {
  seed,
  count,
  generatedAt: new Date().toISOString(),
  ms: Math.round(performance.now() - started),
  board: 'board.png',
  failingChecks: designsOut.filter((d) => d !== undefined && !d.checks.passed).length,
  failedArtists: results.filter((r) => 'error' in r.entry).length,
  artists: results.map((r) => r.entry),
};
await writeFile(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(
  `${designsOut.length} designs from ${results.length} artists: rows in ${rowsMs} ms, board in ${index.ms} ms → ${join(out, 'board.png')} (${(board.length / 1024 / 1024).toFixed(1)} MiB), rows/, index.json; ${index.failingChecks} failing checks, ${index.failedArtists} artists failed`,
);
