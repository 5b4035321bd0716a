/**
 * The system under load, as a deployment runs it: two web processes (WORKERS=off) and N
 * `npm run worker` processes from the production build, on one fresh PostgreSQL database, sharing
 * one data folder for generated files (local storage), all on 127.0.0.1.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  spawnEncore,
  type EncoreChild,
} from '../../apps/server/src/testing/encore-processes.ts';
import { startBalancer, type Balancer } from './balancer.ts';

/**
 * What the run sets so it measures the system rather than its guards (decision 059). The per-IP
 * limits count every simulated artist as one address (they all come from 127.0.0.1), so they are
 * raised; capacity is raised so no artist lands on the waiting list. The per-session limits
 * (RATE_LIMIT_SIGNED_IN_PER_SECOND, SIGNED_IN_MAX_IN_FLIGHT) stay as shipped: each simulated
 * session behaves as one SPA tab, well under them. Fans come from addresses of their own
 * (X-Forwarded-For behind TRUST_PROXY, as behind a load balancer), so the storefront's fixed
 * checkout and payment limits stay as shipped too.
 */
export const LOAD_ENV: Record<string, string> = {
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '100000',
  RATE_LIMIT_TOKEN_PER_MINUTE: '100000',
  RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE: '100000',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
  CAPACITY: '1000000',
  TRUST_PROXY: 'true',
};
/**
 * Web processes log warnings only: a line per request would be piped into (and cost) the load
 * generator's process. Workers keep `info`: spawnEncore knows them ready by a line logged there.
 */
const WEB_ENV = { WORKERS: 'off', LOG_LEVEL: 'warn' };

export interface Cluster {
  web: EncoreChild[];
  workers: EncoreChild[];
  /** The balancer in front of the web processes: the one URL clients use. */
  url: string;
  balancer: Balancer;
  stop(): Promise<void>;
}

export async function startCluster(options: {
  databaseUrl: string;
  workers: number;
  webProcesses: number;
}): Promise<Cluster> {
  const dataDir = await mkdtemp(join(tmpdir(), 'encore-load-'));
  const webPorts: number[] = [];
  const balancer = await startBalancer(await freePort(), () => webPorts);
  const env = {
    ...LOAD_ENV,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: balancer.url,
  };
  const started: EncoreChild[] = [];
  const web: EncoreChild[] = [];
  const workers: EncoreChild[] = [];
  try {
    // One at a time: the first web process migrates the fresh database.
    for (let i = 0; i < options.webProcesses; i += 1) {
      const port = await freePort();
      const child = await spawnEncore({
        role: 'web',
        from: 'build',
        port,
        name: `web ${i + 1}`,
        env: { ...env, ...WEB_ENV },
      });
      started.push(child);
      web.push(child);
      webPorts.push(port);
    }
    for (let i = 0; i < options.workers; i += 1) {
      const child = await spawnEncore({
        role: 'worker',
        from: 'build',
        name: `worker ${i + 1}`,
        env,
      });
      started.push(child);
      workers.push(child);
    }
  } catch (error) {
    await Promise.all(started.map((child) => child.kill()));
    await balancer.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    web,
    workers,
    url: balancer.url,
    balancer,
    async stop() {
      await Promise.all(started.map((child) => child.stop()));
      await balancer.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ProcessMemory {
  name: string;
  pid: number;
  /** Resident now (VmRSS), MB. */
  rssMb: number;
  /** The most it was resident (VmHWM), MB. */
  peakRssMb: number;
  /** CPU time used since it started (user + system), seconds: what saturates. */
  cpuSeconds: number;
}

/** Linux's clock ticks per second for /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

async function cpuSecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces) start at the state, field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Math.round(ticks / TICKS_PER_SECOND);
}

async function statusKb(pid: number, field: string): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}

/** Each process's memory from /proc (Linux): what it holds now and the most it held. */
export async function memoryOf(cluster: Cluster): Promise<ProcessMemory[]> {
  const all = [...cluster.web, ...cluster.workers];
  return Promise.all(
    all.map(async (child) => ({
      name: child.name,
      pid: child.pid,
      rssMb: Math.round((await statusKb(child.pid, 'VmRSS')) / 1024),
      peakRssMb: Math.round((await statusKb(child.pid, 'VmHWM')) / 1024),
      cpuSeconds: await cpuSecondsOf(child.pid),
    })),
  );
}
