// Creates a new embedded database directory (initdb) in a short-lived child process. initdb runs a
// second PGlite and probes memory settings; in the server's own process that left ~400-600 MB
// of WebAssembly memory and compiled code behind until a garbage collection that an idle server
// never triggers (decision 050). The child returns it all to the system when it exits.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Postgres writes PG_VERSION last-but-not-least; its presence means initdb has run there. */
export function isInitialised(pgDataDir: string): boolean {
  return existsSync(path.join(pgDataDir, 'PG_VERSION'));
}

// Runs as an ES module in the child; argv: PGlite's module URL, the data directory.
const INITDB_SCRIPT = `
const [moduleUrl, dataDir] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = await PGlite.create(dataDir);
await db.close();
`;

/** Runs initdb for `pgDataDir` unless it has run; rejects with the child's error output. */
export async function initialiseInChildProcess(pgDataDir: string): Promise<void> {
  if (isInitialised(pgDataDir)) return;
  // The PGlite this process would load (its CommonJS build: require.resolve works everywhere).
  const moduleUrl = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const child = spawn(
    process.execPath,
    // Liftoff only: the child runs initdb once, optimised code would be compiled for nothing.
    ['--liftoff-only', '--input-type=module', '-e', INITDB_SCRIPT, moduleUrl.href, pgDataDir],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !isInitialised(pgDataDir)) {
    throw new Error(`Creating the embedded database in ${pgDataDir} failed:\n${errors.trim()}`);
  }
}
