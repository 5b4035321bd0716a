/**
 * Design engine: how long until an artist's first 4 designs and their mockups are ready, and how
 * long the print files take after that. The order is the product's: previews and mockups first
 * (what the screens show), then 300 dpi print files.
 */
import { availableParallelism } from 'node:os';
import {
  emptyTimings,
  generateDesigns,
  type GeneratedDesign,
  type StageTimings,
} from '../packages/design-engine/src/index.ts';
import { renderMockups } from '../packages/design-engine/src/mockups/index.ts';
import { FIXTURE_ARTISTS, fixtureImage } from '../packages/design-engine/src/testing/fixtures.ts';
import { median } from './encore-process.ts';

const ARTISTS = [0, 3, 5, 7, 10].map((i) => FIXTURE_ARTISTS[i]).filter((f) => f !== undefined);
const COUNT = 4;

const round = (n: number): number => Math.round(n);

async function mockupsFor(designs: GeneratedDesign[]): Promise<number> {
  const sets = await Promise.all(
    designs.map((d) =>
      renderMockups({ design: d.png, kind: d.product, garmentColor: d.garmentColor }),
    ),
  );
  return sets.reduce((sum, set) => sum + set.length, 0);
}

interface Run {
  artist: string;
  previewMs: number;
  mockupsMs: number;
  mockups: number;
  readyMs: number;
  printMs: number;
  totalMs: number;
  stages: { preview: StageTimings; print: StageTimings };
}

async function runOnce(index: number): Promise<Run> {
  const fixture = ARTISTS[index % ARTISTS.length];
  if (!fixture) throw new Error('no fixture artist');
  const input = {
    ...fixture,
    image: fixtureImage(fixture.photo, 640),
    seed: index + 1,
    count: COUNT,
  };
  const started = performance.now();
  const previewTimings = emptyTimings();
  const previews = await generateDesigns(
    { ...input, scale: 'preview' },
    { timings: previewTimings },
  );
  const previewMs = performance.now() - started;
  const mockupStart = performance.now();
  const mockups = await mockupsFor(previews);
  const mockupsMs = performance.now() - mockupStart;
  const readyMs = performance.now() - started;
  const printTimings = emptyTimings();
  const printStart = performance.now();
  await generateDesigns({ ...input, scale: 'print' }, { timings: printTimings });
  const printMs = performance.now() - printStart;
  return {
    artist: fixture.artist.name,
    previewMs,
    mockupsMs,
    mockups,
    readyMs,
    printMs,
    totalMs: performance.now() - started,
    stages: { preview: previewTimings, print: printTimings },
  };
}

const roundStages = (t: StageTimings): Record<string, number> => ({
  palette: round(t.palette),
  layout: round(t.layout),
  render: round(t.render),
  checks: round(t.checks),
});

export const designEngineBenchmark = {
  name: 'design-engine',
  async run(): Promise<Record<string, unknown>> {
    // The first call pays for loading fonts and initialising HarfBuzz's WebAssembly once per process.
    const coldStart = performance.now();
    const first = await runOnce(0);
    const coldMs = performance.now() - coldStart;
    const runs: Run[] = [];
    for (let i = 1; i <= ARTISTS.length * 2; i += 1) runs.push(await runOnce(i));
    const pick = (f: (r: Run) => number): number => round(median(runs.map(f)));
    return {
      cores: availableParallelism(),
      designsPerArtist: COUNT,
      runs: runs.length,
      coldFirstArtistMs: { ready: round(first.readyMs), total: round(coldMs) },
      medianMs: {
        previews: pick((r) => r.previewMs),
        mockups: pick((r) => r.mockupsMs),
        firstDesignsWithMockupsReady: pick((r) => r.readyMs),
        printFiles: pick((r) => r.printMs),
        everything: pick((r) => r.totalMs),
      },
      mockupsPerArtist: runs[0]?.mockups ?? 0,
      medianStageMsPreview: {
        palette: pick((r) => r.stages.preview.palette),
        layout: pick((r) => r.stages.preview.layout),
        render: pick((r) => r.stages.preview.render),
        checks: pick((r) => r.stages.preview.checks),
      },
      medianStageMsPrint: {
        palette: pick((r) => r.stages.print.palette),
        layout: pick((r) => r.stages.print.layout),
        render: pick((r) => r.stages.print.render),
        checks: pick((r) => r.stages.print.checks),
      },
      sampleRun: {
        artist: runs[0]?.artist,
        preview: roundStages(runs[0]?.stages.preview ?? emptyTimings()),
      },
      targetMs: 10_000,
      peakRssMiB: round(process.resourceUsage().maxRSS / 1024),
    };
  },
};
