/**
 * What several benchmarks share: the production entry point (`npm run serve`: the compiled
 * `apps/server/dist/main.js`, NODE_ENV=production) in a child process, so the load generator
 * never shares its event loop, and the median of runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');
const serverEntry = 'apps/server/dist/main.js';
/** As apps/server's `start` script runs it (decision 050). */
export const PRODUCTION_NODE_ARGS = ['--liftoff-only', '--max-semi-space-size=16'];
export const PRODUCTION_ENV = { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' };

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Resolves with what `check` returns once it is not null; `check` may throw meanwhile. Checks
 * every 50 ms: a screen's session may make 20 calls a second (session-fairness.ts).
 */
export async function until<T>(
  what: string,
  deadlineMs: number,
  check: () => Promise<T | null>,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface EncoreProcess {
  child: ChildProcess;
  baseUrl: string;
  /** From spawning until /healthz answered. */
  startupMs: number;
}

/** `npm start`'s server (without the SPA build) on 127.0.0.1:`port`, healthy. */
export async function startEncore(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Extra Node flags, e.g. `--cpu-prof` to profile the server. */
  nodeArgs?: string[];
}): Promise<EncoreProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  if (!existsSync(join(repoRoot, serverEntry))) {
    throw new Error(
      `${serverEntry} is missing: npm run build -w @encore/server (npm run bench does)`,
    );
  }
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...PRODUCTION_NODE_ARGS, ...(options.nodeArgs ?? []), serverEntry],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: options.dataDir,
        LOG_LEVEL: 'warn',
        ...PRODUCTION_ENV,
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await until('the server to be healthy', 60_000, async () =>
    (await fetch(`${baseUrl}/healthz`)).ok ? true : null,
  );
  return { child, baseUrl, startupMs: Math.round(performance.now() - started) };
}

export async function stopEncore({ child }: EncoreProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
