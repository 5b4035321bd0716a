// The designs job on a real database with the real design engine, at preview scale (small files,
// DESIGN_PRINT_SCALE=preview) so the suite stays fast.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { readPrintManifest } from '@encore/design-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designGenerations, designs, users } from '../../../db/schema/index.ts';
import { createJobQueue } from '../../../jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { testLogger } from '../../../testing/test-logger.ts';
import { testServices } from '../../../testing/test-services.ts';
import type { Services } from '../../../composition.ts';
import { demoArtists } from '@encore/demo-catalog';
import { readAll } from '../../../storage/index.ts';
import { createGenerateDesignsHandler, type GenerationHooks } from './generate-designs.job.ts';
import { derivedPrintKey } from '../print-keys.ts';

const artist = demoArtists[0];
if (!artist) throw new Error('the offline catalog has artists');
const context = (attempt = 1) => ({ jobId: `job-${attempt}`, attempt, logger: testLogger });

let database: TestDatabase;
let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'encore-designs-'));
  database = await createTestDatabase();
  services = testServices({
    database,
    queue: createJobQueue(database, { logger: testLogger }),
    env: { DATA_DIR: dataDir, DESIGN_PRINT_SCALE: 'preview', DESIGN_MOCKUP_WIDTH: '300' },
  });
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

const designsOf = (userId: string) =>
  database.db.select().from(designs).where(eq(designs.userId, userId));
const runOf = async (userId: string) =>
  (
    await database.db.select().from(designGenerations).where(eq(designGenerations.userId, userId))
  )[0];
const stateOf = async (userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.state;

const run = (userId: string, hooks: GenerationHooks = {}, attempt = 1) =>
  createGenerateDesignsHandler(services, hooks)({ userId, spotifyId: artist.id }, context(attempt));

describe('designs.generate', () => {
  it('makes 4 designs with mockups first, lets the user in, then 10 in all with print files', async () => {
    const userId = await onboardedUser();
    const seen: { progress: number; stage: string; state: string | undefined }[] = [];
    await run(userId, {
      afterDesignReady: async () => {
        const current = await runOf(userId);
        seen.push({
          progress: current?.progress ?? -1,
          stage: current?.stage ?? '',
          state: await stateOf(userId),
        });
      },
    });

    // While the first four got their mockups, progress rose through the last stage; the user
    // entered the app only once all four were ready.
    const firstFour = seen.slice(0, 4);
    expect(firstFour.map((s) => s.stage)).toEqual(Array(4).fill('product-mockups'));
    expect(firstFour.map((s) => s.progress)).toEqual(
      [...firstFour.map((s) => s.progress)].sort((a, b) => a - b),
    );
    expect(firstFour[0]?.progress).toBeGreaterThan(40);
    expect(firstFour.map((s) => s.state)).toEqual(Array(4).fill('onboarded'));
    expect(seen.slice(4).every((s) => s.state === 'app' && s.progress === 100)).toBe(true);

    const rows = await designsOf(userId);
    expect(rows).toHaveLength(artist.tracks.length >= 10 ? 10 : Math.max(4, artist.tracks.length));
    expect(new Set(rows.map((row) => row.trackName)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.status).toBe('ready');
      expect(row.mockups.map((m) => m.product)).toEqual(
        row.product === 'poster' ? ['poster'] : ['tshirt', 'hoodie', 'poster', 'mug', 'tote'],
      );
      expect(row.printKey).not.toBeNull();
      // The print file says what it is: its manifest (size, dpi, inks, checks) is inside it.
      const print = await services.storage.get(row.printKey ?? '');
      const manifest = print && readPrintManifest(await readAll(print));
      expect(manifest).toMatchObject({
        id: row.engineId,
        inks: row.inks,
        dimensions: { width: row.printWidth, height: row.printHeight, dpi: 50 },
      });
      // A garment design's poster and mug have print files of their own beside it.
      if (row.product === 'garment') {
        const sheet = await services.storage.get(derivedPrintKey(row.printKey ?? '', 'poster'));
        expect(sheet && (await sharp(await readAll(sheet)).metadata())).toMatchObject({
          width: 913,
          height: 1213,
          channels: 3,
        });
        const wrap = await services.storage.get(derivedPrintKey(row.printKey ?? '', 'mug'));
        expect(wrap && readPrintManifest(await readAll(wrap))).toMatchObject({ product: 'mug' });
      }
      const preview = await services.storage.get(row.previewKey);
      expect(preview && (await readAll(preview)).subarray(1, 4).toString()).toBe('PNG');
    }
    expect(await runOf(userId)).toMatchObject({
      status: 'complete',
      stage: 'product-mockups',
      progress: 100,
      attempts: 1,
      error: null,
    });
    expect(await stateOf(userId)).toBe('app');

    // Done is done: a redelivered job changes nothing.
    await run(userId);
    expect(await designsOf(userId)).toHaveLength(rows.length);
  });

  it('finishes a job killed half-way on the next attempt, with no duplicates', async () => {
    const userId = await onboardedUser();
    let ready = 0;
    await expect(
      run(userId, {
        afterDesignReady: async () => {
          ready += 1;
          if (ready === 6) throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    const interrupted = await designsOf(userId);
    // Designs are made a few at a time: one made alongside the sixth may finish as it dies.
    const readyBeforeKill = interrupted.filter((row) => row.status === 'ready').length;
    expect(readyBeforeKill).toBeGreaterThanOrEqual(6);
    expect(readyBeforeKill).toBeLessThan(10);
    expect(await runOf(userId)).toMatchObject({ status: 'ready', error: 'worker killed' });
    expect(await stateOf(userId)).toBe('app');

    await run(userId, {}, 2);
    const rows = await designsOf(userId);
    expect(rows).toHaveLength(10);
    const keys = rows.map((row) => `${row.seed}#${row.designIndex}`);
    expect(new Set(keys).size).toBe(10);
    // The designs made before the kill were kept, not made again.
    for (const before of interrupted)
      expect(rows.find((row) => row.id === before.id)).toBeDefined();
    expect(rows.every((row) => row.status === 'ready' && row.printKey !== null)).toBe(true);
    expect(await runOf(userId)).toMatchObject({ status: 'complete', attempts: 2, error: null });
  });

  it('lets two workers race on one job without duplicating designs', async () => {
    const userId = await onboardedUser();
    await Promise.all([run(userId), run(userId, {}, 2)]);
    const rows = await designsOf(userId);
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => `${row.seed}#${row.designIndex}`)).size).toBe(10);
  });

  it('fails the run without retrying when the artist is not in the catalog', async () => {
    const userId = await onboardedUser();
    await createGenerateDesignsHandler(services)(
      { userId, spotifyId: '0000000000000000000000' },
      context(),
    );
    expect(await runOf(userId)).toMatchObject({ status: 'failed' });
    expect(await designsOf(userId)).toHaveLength(0);
    expect(await stateOf(userId)).toBe('onboarded');
  });
});
