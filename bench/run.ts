/**
 * `npm run bench`: runs every benchmark and merges its figures into bench/results.json.
 * Each benchmark is a module exporting `run(): Promise<Record<string, unknown>>`; later issues
 * add theirs to the list below.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { designGenerationBenchmark } from './design-generation.bench.ts';
import { serverBenchmark } from './server.bench.ts';
import { signedInBenchmark } from './signed-in.bench.ts';
import { liveProgressBenchmark } from './live-progress.bench.ts';
import { lighthouseBenchmark } from './lighthouse.bench.ts';
import { storeLaunchBenchmark } from './store-launch.bench.ts';
import { storefrontBenchmark } from './storefront.bench.ts';
import { designEngineBenchmark } from './design-engine.bench.ts';
import { designsCliBenchmark } from './designs-cli.bench.ts';
import { linkToDesignsBenchmark } from './link-to-designs.bench.ts';
import { serverMemoryBenchmark } from './server-memory.bench.ts';

interface Benchmark {
  name: string;
  run: () => Promise<Record<string, unknown>>;
}

const benchmarks: Benchmark[] = [
  serverBenchmark,
  signedInBenchmark,
  liveProgressBenchmark,
  lighthouseBenchmark,
  designEngineBenchmark,
  designGenerationBenchmark,
  linkToDesignsBenchmark,
  designsCliBenchmark,
  storefrontBenchmark,
  storeLaunchBenchmark,
  serverMemoryBenchmark,
];
const resultsFile = join(import.meta.dirname, 'results.json');

async function readResults(): Promise<Record<string, unknown>> {
  try {
    return JSON.parse(await readFile(resultsFile, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const only = process.argv.slice(2);
const results = await readResults();
results.machine = {
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
};
for (const benchmark of benchmarks) {
  if (only.length > 0 && !only.includes(benchmark.name)) continue;
  console.log(`\n▶ ${benchmark.name}`);
  const figures = await benchmark.run();
  results[benchmark.name] = { ...figures, measuredAt: new Date().toISOString() };
  console.log(JSON.stringify(figures, null, 2));
}
await writeFile(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResults written to ${resultsFile}`);
