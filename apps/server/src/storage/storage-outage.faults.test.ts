// File storage out of reach under real processes (issue 15 items 3 and 5, decision 058): a web
// process (WORKERS=off) and a worker on PostgreSQL store files in an S3 bucket that answers 503.
// An artist onboards; the design job fails its attempts while the bucket is down, with no design
// row written without its file; the artist's calls keep answering (no 500); once the bucket is
// back, the job's next attempt completes the designs, each once, every file in the bucket; a
// picture asked for while the bucket is down is a 503 with Retry-After, not a 500.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { demoArtists } from '@encore/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designGenerations, designs } from '../db/schema/index.ts';
import { JOB_SCHEMA } from '../jobs/queue.ts';
import { spawnEncore, type EncoreChild } from '../testing/encore-processes.ts';
import { startFakeS3, type FakeS3 } from '../testing/fake-s3.ts';
import { faultsDatabaseUrl } from '../testing/faults.ts';
import { signInWithLocalProvider } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { callWorkflow } from '../testing/workflow-calls.ts';

const artist = demoArtists[2];
if (!artist) throw new Error('the offline catalog has artists');
const OUTAGE_MS = 8_000;

let bucket: FakeS3;
let database: TestDatabase;
let dataDir: string;
const processes: EncoreChild[] = [];

beforeAll(async () => {
  bucket = await startFakeS3();
  database = await createTestDatabase({ databaseUrl: faultsDatabaseUrl() });
  dataDir = await mkdtemp(join(tmpdir(), 'encore-storage-outage-'));
  const env = {
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    WORKERS: 'off',
    LOG_LEVEL: 'warn',
    STORAGE: 's3',
    S3_ENDPOINT: bucket.endpoint,
    S3_BUCKET: bucket.bucket,
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    DESIGN_PRINT_SCALE: 'preview',
    DESIGN_MOCKUP_WIDTH: '300',
  };
  const [web, worker] = await Promise.all([
    spawnEncore({ role: 'web', env, name: 'web' }),
    spawnEncore({ role: 'worker', env: { ...env, LOG_LEVEL: 'info' }, name: 'worker' }),
  ]);
  processes.push(web, worker);
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((child) => child.stop()));
  await database?.cleanup();
  await bucket?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const rowsOf = (userId: string) =>
  database.db.select().from(designs).where(eq(designs.userId, userId));

/** Keys that design rows name and the bucket does not have. */
async function missingFiles(userId: string): Promise<string[]> {
  const stored = new Set(bucket.keys());
  const rows = await rowsOf(userId);
  return rows
    .flatMap((row) => [
      row.previewKey,
      ...(row.printKey ? [row.printKey] : []),
      ...row.mockups.map((mockup) => mockup.key),
    ])
    .filter((key) => !stored.has(key));
}

describe('S3 answering 503 while designs are made', () => {
  it('writes no design without its file, keeps answering, and completes once S3 is back', async () => {
    const [web, worker] = processes;
    if (!web?.baseUrl || !worker) throw new Error('processes not started');
    const outputs = () => processes.map((child) => child.output().slice(-3_000)).join('\n');
    const { tokens } = await signInWithLocalProvider(web.baseUrl, {
      email: `storage-${randomUUID()}@example.com`,
    });
    const userId = tokens.user.id;
    const call = (name: 'submit-onboarding' | 'getProcessingStatus', body: object) =>
      callWorkflow(web.baseUrl ?? '', name, body, tokens.access_token);

    bucket.fail();
    const submitted = await call('submit-onboarding', {
      userId,
      spotifyId: artist.id,
      inviteToken: '',
    });
    expect(submitted.status, outputs()).toBe(200);

    // While the bucket is down: attempts fail, no row points at a missing file, the screen's
    // status call answers.
    const downUntil = performance.now() + OUTAGE_MS;
    while (performance.now() < downUntil) {
      expect(await missingFiles(userId)).toEqual([]);
      const status = await call('getProcessingStatus', { userId });
      expect(status.status, outputs()).toBe(200);
      await sleep(500);
    }
    expect(bucket.refused).toBeGreaterThan(0);
    const [stalled] = await database.db
      .select()
      .from(designGenerations)
      .where(eq(designGenerations.userId, userId));
    expect(stalled?.status).not.toBe('failed');
    expect(stalled?.error ?? '').toMatch(/503/);

    bucket.heal();
    const deadline = performance.now() + 60_000;
    let status: string | undefined;
    while (performance.now() < deadline) {
      const [run] = await database.db
        .select()
        .from(designGenerations)
        .where(eq(designGenerations.userId, userId));
      status = run?.status;
      if (status === 'complete' || status === 'failed') break;
      await sleep(500);
    }
    expect(status, outputs()).toBe('complete');
    const rows = await rowsOf(userId);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => `${row.seed}#${row.designIndex}`)).size).toBe(rows.length);
    expect(rows.every((row) => row.status === 'ready' && row.printKey !== null)).toBe(true);
    expect(await missingFiles(userId)).toEqual([]);

    // A design's picture while the bucket is down again: a 503 with Retry-After, then the file.
    const listed = await callWorkflow(web.baseUrl, 'v2/designs', { userId }, tokens.access_token);
    const link = /\/files\/[^"?]+\?[^"]+/.exec(JSON.stringify(listed.body))?.[0];
    expect(link, JSON.stringify(listed.body).slice(0, 500)).toBeDefined();
    const picture = `${web.baseUrl}${(link ?? '').replaceAll('\\u0026', '&')}`;
    bucket.fail();
    const refused = await fetch(picture);
    expect(refused.status, outputs()).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'storage_unavailable' });
    bucket.heal();
    expect((await fetch(picture)).status).toBe(200);

    // One design job for the artist, completed (retried, not duplicated).
    const { rows: jobs } = await database.pool.query<{ state: string }>(
      `SELECT state FROM ${JOB_SCHEMA}.job WHERE name LIKE 'designs.generate%' AND data->>'userId' = $1`,
      [userId],
    );
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
  }, 150_000);
});
