import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRecordedPageViews, recordPageViews } from '../modules/analytics/index.ts';
import { openDatabase } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';

// The embedded database persisted in DATA_DIR, whatever DATABASE_URL says: this is what
// `npm start` uses on a machine without PostgreSQL.
describe('embedded PGlite persisted under DATA_DIR', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'encore-data-')), 'nested', 'data');
  });
  afterAll(() => rmSync(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }));

  const pageView = {
    url: 'http://localhost:3000/v2',
    path: '/v2',
    search: '',
    title: 'Encore',
    authenticated: false,
    userId: null,
    visitorId: 'visitor-restart',
    timestamp: new Date().toISOString(),
  };

  it('creates the folder, and keeps data across a restart', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.backend).toBe('pglite');
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await recordPageViews(first, [pageView]);
    await first.close();
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    const second = await openDatabase({ dataDir });
    try {
      expect(await countRecordedPageViews(second, { visitorId: 'visitor-restart' })).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('refuses to open a folder another open database is using', async () => {
    const owner = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
      await owner.ping();
    } finally {
      await owner.close();
    }
  });

  it('opens after a crash left its lock behind', async () => {
    writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    try {
      expect(await countRecordedPageViews(database)).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('removes its private socket folder on close', async () => {
    const database = await openDatabase({ inMemory: true });
    const socketDir = new URL(database.connectionString).searchParams.get('host');
    expect(socketDir && existsSync(socketDir)).toBe(true);
    await database.close();
    await database.close();
    expect(socketDir && existsSync(socketDir)).toBe(false);
  });
});
