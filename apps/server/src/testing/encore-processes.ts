// Encore's processes as a deployment runs them — `npm run serve` (web) and `npm run worker` — in
// child processes, for the tests and scripts that must kill, restart or multiply them (fault
// tests, the load test). From the TypeScript source (tests: no build needed) or from the
// production build (the load test, benches).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const entries = {
  web: { source: 'apps/server/src/main.ts', build: 'apps/server/dist/main.js' },
  worker: { source: 'apps/server/src/worker.ts', build: 'apps/server/dist/worker.js' },
} as const;
/** As apps/server's `start` and `worker` scripts run the build (decision 050). */
const PRODUCTION_NODE_ARGS = ['--liftoff-only', '--max-semi-space-size=16'];
/** Lines of output kept per process, for a failing test's message. */
const KEPT_LINES = 200;
/** The worker logs this (jobs/registry.ts) once it works every queue. */
const WORKER_READY_MESSAGE = '"msg":"job workers started"';

export type EncoreRole = keyof typeof entries;

export interface SpawnEncoreOptions {
  role: EncoreRole;
  /** `source` runs src/ through tsx; `build` runs dist/ as production does. Default `source`. */
  from?: 'source' | 'build';
  /** Added to this process's environment (DATABASE_URL, DATA_DIR, WORKERS, …). */
  env: Record<string, string>;
  /** Web only: the port on 127.0.0.1. Default: a free one. */
  port?: number;
  /** Shown in errors and kept output. Default: the role and pid. */
  name?: string;
  /** How long to wait for /healthz (web) or the workers' start (worker). Default 60 s. */
  readyTimeoutMs?: number;
}

export interface EncoreChild {
  readonly name: string;
  readonly child: ChildProcess;
  readonly pid: number;
  /** Web only: `http://127.0.0.1:<port>`. */
  readonly baseUrl: string | undefined;
  /** Resolves when the process has exited, with how. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The last lines it printed (stdout and stderr), for failure messages. */
  output(): string;
  /** `SIGKILL`: dies mid-whatever, as a crash or an OOM kill does. Resolves once it is gone. */
  kill(): Promise<void>;
  /** `SIGTERM`: the graceful shutdown a deployment does. Resolves once it has exited. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function spawnEncore(options: SpawnEncoreOptions): Promise<EncoreChild> {
  const from = options.from ?? 'source';
  const entry = entries[options.role][from];
  if (!existsSync(join(repoRoot, entry))) {
    throw new Error(`${entry} is missing: npm run build -w @encore/server`);
  }
  const port = options.role === 'web' ? (options.port ?? (await freePort())) : undefined;
  const baseUrl = port === undefined ? undefined : `http://127.0.0.1:${port}`;
  const nodeArgs = from === 'build' ? PRODUCTION_NODE_ARGS : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: from === 'build' ? 'production' : 'test',
      MALLOC_ARENA_MAX: '2',
      LOG_LEVEL: 'info',
      ...(port === undefined || baseUrl === undefined
        ? {}
        : { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${entry}`);
  const name = options.name ?? `${options.role}#${child.pid}`;

  const lines: string[] = [];
  let sawReady = false;
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      if (line.includes(WORKER_READY_MESSAGE)) sawReady = true;
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const output = () => `--- ${name} (last ${lines.length} lines) ---\n${lines.join('\n')}`;
  const handle: EncoreChild = {
    name,
    child,
    pid: child.pid,
    baseUrl,
    exited,
    output,
    async kill() {
      if (!hasExited) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!hasExited) child.kill('SIGTERM');
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  const isReady = async () => {
    if (baseUrl === undefined) return sawReady;
    const response = await fetch(`${baseUrl}/healthz`).catch(() => undefined);
    return response?.ok ?? false;
  };
  while (!(await isReady())) {
    if (hasExited || Date.now() > deadline) {
      await handle.kill();
      throw new Error(`${name} did not become ready\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return handle;
}
