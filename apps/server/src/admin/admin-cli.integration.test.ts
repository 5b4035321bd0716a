// `npm run admin` as a process, on the embedded database: usage, the running-server message, and
// one real command on a fresh data folder.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'encore-admin-cli-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function runAdmin(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/admin.ts', ...argv],
      // DATABASE_URL empty: the embedded database, even when the suite runs on PostgreSQL.
      { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run admin (process)', () => {
  it('prints the usage, and refuses an unknown command', async () => {
    const help = await runAdmin('help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('admit --next N');
    const wrong = await runAdmin('admit');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('admit needs --next N');
  });

  it('works on the embedded database of a stopped server', { timeout: 120_000 }, async () => {
    const created = await runAdmin('invites', 'create', '--count', '2');
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout.trim().split('\n')).toHaveLength(2);
    const capacity = await runAdmin('capacity', '--set', '0');
    expect(capacity.stdout).toContain('Capacity: 0');
  });

  it('says to stop the server when it holds the embedded database', async () => {
    // This process stands in for a running server: alive, and owner of the lock.
    await writeFile(join(dataDir, 'pglite.lock'), String(process.pid));
    try {
      const result = await runAdmin('waitlist');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Stop the server or use DATABASE_URL');
    } finally {
      await rm(join(dataDir, 'pglite.lock'), { force: true });
    }
  });
});
