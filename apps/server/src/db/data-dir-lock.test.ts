import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

describe('acquireDataDirLock', () => {
  let dir: string;
  let lockPath: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'encore-lock-'));
    lockPath = path.join(dir, 'pglite.lock');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes this process id and removes the file on release', () => {
    const lock = acquireDataDirLock(lockPath, 'The test folder');
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('refuses a second holder while the first is alive, with a message saying who', () => {
    const lock = acquireDataDirLock(lockPath, 'The test folder');
    expect(() => acquireDataDirLock(lockPath, 'The test folder')).toThrow(DataDirInUseError);
    expect(() => acquireDataDirLock(lockPath, 'The test folder')).toThrow(
      /The test folder is already open in this process/,
    );
    lock.release();
    acquireDataDirLock(lockPath, 'The test folder').release();
  });

  it('takes over a lock left by a process that died', () => {
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(lockPath, child.stdout.toString());
    const lock = acquireDataDirLock(lockPath, 'The test folder');
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockPath, 'garbage');
    acquireDataDirLock(lockPath, 'The test folder').release();
  });
});
