// A PostgreSQL cluster of the test's own (Debian's PostgreSQL 15 binaries), on a free port of
// 127.0.0.1, that the test may stop and start: a real restart for the slow fault tests
// (decision 058). initdb refuses root, so as root the cluster runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './encore-processes.ts';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  /** `pg_ctl stop -m fast`: every connection ended, as a restart's shutdown does. */
  stop(): Promise<void>;
  /** Resolves once it accepts connections again. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  close(): Promise<void>;
}

/** Whether this machine has the binaries (and, as root, the `postgres` user to run them as). */
export function canRunPrivatePostgres(): boolean {
  return existsSync(join(BIN, 'initdb')) && existsSync(join(BIN, 'pg_ctl'));
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = process.getuid?.() === 0;
  const dir = await mkdtemp(join(tmpdir(), 'encore-private-pg-'));
  if (root) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const as = (command: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', join(BIN, command), ...args], { cwd: dir })
      : run(join(BIN, command), args, { cwd: dir });
  const data = join(dir, 'data');
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => {
    await as('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  const stop = async () => {
    await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async close() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
