/**
 * `npm run load`: simulated artists and fans through the real API of a production build — two web
 * processes behind a round-robin balancer and N worker processes on a fresh PostgreSQL database,
 * all on 127.0.0.1 — for a bounded time (decision 059). Figures to stdout and to
 * bench/results-load.json.
 *
 *   npm run load -- --duration 120 --readers 200 --generating 20 --workers 1,2
 *
 * Flags:
 *   --duration s    the measured phase (default 120)
 *   --drain s       then journeys under way may finish before the hard stop (default 600: 20
 *                   artists queued behind one worker take about that)
 *   --readers n     signed-in sessions reading (default 200)
 *   --generating n  artist journeys at once (default 20)
 *   --fans n        fans per live store (default 2)
 *   --seed n        artists made first, whom the readers read (default 4)
 *   --workers list  one run per count, e.g. 1,2 (default 2)
 *   --web n         web processes (default 2)
 *   --out file      the JSON (default bench/results-load.json)
 * The PostgreSQL server is DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/postgres, on
 * loopback only); each run gets a database of its own, dropped afterwards. Exits 1 when any call
 * or step failed or any answered write is missing from the database.
 */
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runLoad, type LoadOptions } from './load-run.ts';
import { printSummary, summarize, type LoadSummary } from './report.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '120' },
    drain: { type: 'string', default: '600' },
    readers: { type: 'string', default: '200' },
    generating: { type: 'string', default: '20' },
    fans: { type: 'string', default: '2' },
    seed: { type: 'string', default: '4' },
    workers: { type: 'string', default: '2' },
    web: { type: 'string', default: '2' },
    out: { type: 'string', default: join(import.meta.dirname, '..', 'results-load.json') },
  },
});

function whole(name: string, value: string, min: number, max: number): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max} (got ${value})`);
  }
  return parsed;
}

const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const postgresHost = new URL(postgresUrl).hostname;
// Load goes to this machine only: the processes it starts, and a PostgreSQL on loopback.
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(postgresHost)) {
  throw new Error(`the load test runs against a PostgreSQL on loopback only (got ${postgresHost})`);
}

const base = {
  durationSeconds: whole('duration', values.duration, 5, 3600),
  drainSeconds: whole('drain', values.drain, 0, 1800),
  readers: whole('readers', values.readers, 0, 2000),
  generating: whole('generating', values.generating, 0, 200),
  fansPerStore: whole('fans', values.fans, 0, 50),
  seedArtists: whole('seed', values.seed, 1, 200),
  webProcesses: whole('web', values.web, 1, 8),
  postgresUrl,
};
const workerCounts = values.workers.split(',').map((count) => whole('workers', count, 1, 8));
const runId = Date.now().toString(36);

const runs: Record<string, LoadSummary> = {};
for (const workers of workerCounts) {
  const options: LoadOptions = { ...base, workers };
  console.log(`\n▶ load: ${workers} worker(s), ${options.durationSeconds} s …`);
  const result = await runLoad(options, `${runId}w${workers}`);
  if ('skipped' in result) throw new Error(result.skipped);
  const summary = summarize(options, result);
  printSummary(summary);
  runs[`workers ${workers}`] = summary;
}

const results = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  },
  runs,
};
await writeFile(values.out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResults written to ${values.out}`);
// The target is no error and no lost write: anything else fails the command (CI, scripts).
const missed = Object.values(runs).some(
  (run) =>
    run.errors > 0 || run.lostWrites.designs + run.lostWrites.stores + run.lostWrites.orders > 0,
);
// Undici may keep idle sockets to the stopped balancer alive; nothing is left to wait for.
process.exit(missed ? 1 : 0);
