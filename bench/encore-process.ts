/**
 * What several benchmarks share: the production entry point (`apps/server/src/main.ts`) in a
 * child process, so the load generator never shares its event loop, and the median of runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Resolves with what `check` returns once it is not null; `check` may throw meanwhile. */
export async function until<T>(
  what: string,
  deadlineMs: number,
  check: () => Promise<T | null>,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const value = await check().catch(() => null);
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
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
}): Promise<EncoreProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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
