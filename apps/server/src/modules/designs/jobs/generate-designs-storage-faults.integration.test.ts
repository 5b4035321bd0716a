// The designs job when file storage fails (issue 15 item 3, decision 058): a full disk, a failing
// one, an S3 bucket answering 503, part-way through the job. The attempt fails (the queue retries
// it), no design row points at a file that is not stored, and once storage works again the next
// attempt finishes the run with every file, and no design twice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { demoArtists } from '@encore/demo-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../composition.ts';
import { designGenerations, designs, users } from '../../../db/schema/index.ts';
import { createJobQueue } from '../../../jobs/queue.ts';
import {
  failingFileStorage,
  type FailingFileStorage,
  type StorageFault,
} from '../../../testing/failing-file-storage.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testLogger } from '../../../testing/test-logger.ts';
import { testServices } from '../../../testing/test-services.ts';
import { derivedPrintKey } from '../print-keys.ts';
import { createGenerateDesignsHandler } from './generate-designs.job.ts';

const artist = demoArtists[1];
if (!artist) throw new Error('the offline catalog has artists');

let database: TestDatabase;
let services: Services;
let storage: FailingFileStorage;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'encore-designs-storage-'));
  database = await createTestDatabase();
  services = testServices({
    database,
    queue: createJobQueue(database, { logger: testLogger }),
    env: { DATA_DIR: dataDir, DESIGN_PRINT_SCALE: 'preview', DESIGN_MOCKUP_WIDTH: '300' },
  });
  storage = failingFileStorage(services.storage);
});
afterAll(async () => {
  await database?.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

async function onboardedUser(): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${crypto.randomUUID()}@example.com`, state: 'onboarded' })
    .returning();
  if (!user) throw new Error('no user');
  return user.id;
}

const run = (userId: string, attempt: number) =>
  createGenerateDesignsHandler({ ...services, storage })(
    { userId, spotifyId: artist.id },
    { jobId: `job-${attempt}`, attempt, logger: testLogger },
  );

/** Every file each design row names, and whether the storage has it. */
async function missingFiles(userId: string): Promise<string[]> {
  const rows = await database.db.select().from(designs).where(eq(designs.userId, userId));
  const keys = rows.flatMap((row) => [
    row.previewKey,
    ...(row.printKey ? [row.printKey] : []),
    ...(row.printKey && row.product === 'garment'
      ? [derivedPrintKey(row.printKey, 'poster'), derivedPrintKey(row.printKey, 'mug')]
      : []),
    ...row.mockups.map((mockup) => mockup.key),
  ]);
  const missing: string[] = [];
  for (const key of keys) {
    const file = await services.storage.get(key);
    if (file === null) missing.push(key);
    else file.body.destroy();
  }
  return missing;
}

const cases: { fault: StorageFault; afterPuts: number }[] = [
  { fault: 'ENOSPC', afterPuts: 0 },
  { fault: 'EIO', afterPuts: 7 },
  { fault: 's3-503', afterPuts: 25 },
];

describe('designs.generate when file storage fails', () => {
  it.each(cases)(
    '$fault after $afterPuts files: no row without its file, retried to completion',
    async ({ fault, afterPuts }) => {
      const userId = await onboardedUser();
      storage.fail(fault, { afterPuts });
      await expect(run(userId, 1)).rejects.toThrow();
      expect(storage.refused).toBeGreaterThan(0);
      expect(await missingFiles(userId)).toEqual([]);
      const [failed] = await database.db
        .select()
        .from(designGenerations)
        .where(eq(designGenerations.userId, userId));
      // Not failed for good: the queue retries the job, and the run says why it stopped.
      expect(failed?.status).not.toBe('failed');
      expect(failed?.error).toMatch(fault === 's3-503' ? /503/ : new RegExp(fault));

      storage.heal();
      await run(userId, 2);
      const rows = await database.db.select().from(designs).where(eq(designs.userId, userId));
      expect(rows).toHaveLength(10);
      expect(new Set(rows.map((row) => `${row.seed}#${row.designIndex}`)).size).toBe(10);
      expect(rows.every((row) => row.status === 'ready' && row.printKey !== null)).toBe(true);
      expect(await missingFiles(userId)).toEqual([]);
      const [done] = await database.db
        .select()
        .from(designGenerations)
        .where(eq(designGenerations.userId, userId));
      expect(done).toMatchObject({ status: 'complete', error: null });
    },
    120_000,
  );
});
