// PGlite does not stop a second process (or a second open in this one) from opening the same data
// folder, and two writers corrupt it. A lock file holding the owner's pid guards the folder; a lock
// left by a process that died is taken over.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(lockPath: string, what: string): DataDirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockPath) === process.pid) rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(lockPath);
    if (owner !== undefined && isAlive(owner)) {
      const who = owner === process.pid ? 'this process' : `process ${owner}`;
      throw new DataDirInUseError(
        `${what} is already open in ${who} (lock file ${lockPath}). ` +
          'Stop the other Encore server first, or point DATA_DIR somewhere else.',
      );
    }
    // The owner died without releasing (crash, kill -9): the lock is stale.
    rmSync(lockPath, { force: true });
  }
  throw new DataDirInUseError(`Could not lock ${what} (lock file ${lockPath}).`);
}
