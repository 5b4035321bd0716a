// When the designs of a batch come out, with the engine replaced by one the test paces: a design
// goes on to its mockups (and is ready) while the next is still being drawn, print files are
// stored and announced one by one, and the designs job makes the first designs' print files
// before the rest of the collection.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as DesignEngine from '@encore/design-engine';
import type { GeneratedDesign, GenerateInput } from '@encore/design-engine';
import { demoArtists } from '@encore/demo-catalog';
import { designs, users } from '../../db/schema/index.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { testLogger } from '../../testing/test-logger.ts';
import { testServices } from '../../testing/test-services.ts';
import type { Services } from '../../composition.ts';
import { makeBatchDesigns, makeBatchPrintFiles, type BatchContext } from './batch-designs.ts';
import { createGenerateDesignsHandler } from './jobs/generate-designs.job.ts';
import { announcePrintFile, onPrintFile } from './print-file-signal.ts';

/** How the fake engine draws: in `order`, calling `before` ahead of each design. */
const engine = vi.hoisted(() => ({
  order: null as number[] | null,
  before: undefined as ((index: number, input: GenerateInput) => Promise<void>) | undefined,
}));

vi.mock('@encore/design-engine', async (importOriginal) => {
  const real = await importOriginal<typeof DesignEngine>();
  const { default: sharpOf } = await import('sharp');
  const pixel = (index: number, format: 'png' | 'webp') =>
    sharpOf({
      create: { width: 4, height: 4, channels: 3, background: { r: index * 40, g: 90, b: 30 } },
    })
      [format]()
      .toBuffer();
  const draw = async (input: GenerateInput, index: number): Promise<GeneratedDesign> => ({
    id: `dsn_${String(input.seed)}_${index}`,
    template: 'stacked-type',
    trackName: input.tracks[index]?.name ?? `Track ${index}`,
    hook: 'hook',
    // A poster has one print file (no derived poster and mug files) and one mockup.
    product: 'poster',
    garmentColor: '#f1e9d8',
    inks: ['#222222'],
    fonts: ['Anton@400'],
    scripts: ['Latin'],
    png: await pixel(index, 'png'),
    width: 4,
    height: 4,
    checks: { passed: true, failures: [] },
  });
  return {
    ...real,
    prepareMockups: async () => undefined,
    renderMockups: async () => [
      { product: 'poster' as const, webp: await pixel(9, 'webp'), width: 4, height: 4 },
    ],
    generateDesigns: async (
      input: GenerateInput,
      options: { onDesign?(design: GeneratedDesign, index: number): Promise<void> } = {},
    ) => {
      const count = input.count ?? 4;
      const order = (engine.order ?? [...Array(count).keys()]).filter((i) => i < count);
      const drawn: GeneratedDesign[] = [];
      for (const index of order) {
        await engine.before?.(index, input);
        const design = await draw(input, index);
        drawn[index] = design;
        await options.onDesign?.(design, index);
      }
      return drawn;
    },
  };
});

const artist = (() => {
  const first = demoArtists[0];
  if (!first) throw new Error('the offline catalog has artists');
  return first;
})();

let database: TestDatabase;
let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'encore-batches-'));
  database = await createTestDatabase();
  services = testServices({
    database,
    queue: createJobQueue(database, { logger: testLogger }),
    env: { DATA_DIR: dataDir, DESIGN_PRINT_SCALE: 'print' },
  });
});
afterAll(async () => {
  await database?.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  engine.order = null;
  engine.before = undefined;
});

async function newUser(state: 'onboarded' | 'app' = 'onboarded'): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({ email: `${crypto.randomUUID()}@example.com`, state })
    .returning();
  if (!user) throw new Error('no user');
  return user.id;
}

const rowsOf = (userId: string, seed: string) =>
  database.db
    .select()
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.seed, seed)))
    .orderBy(designs.designIndex);

function contextFor(userId: string): BatchContext {
  const { notifications } = database;
  return {
    db: database.db,
    storage: services.storage,
    config: services.config.designs,
    userId,
    spotifyId: artist.id,
    artist: { id: artist.id, name: artist.name, genres: [...artist.genres] },
    image: null,
    printFileStored: () => announcePrintFile(notifications, userId),
  };
}

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const batch = { seed: 'first:test', tracks: ['One', 'Two', 'Three', 'Four'], count: 4 };

describe('makeBatchDesigns', () => {
  it('makes the first design ready, with its mockups, while the next is still being drawn', async () => {
    const userId = await newUser();
    const drawRest = gate();
    engine.before = async (index) => {
      if (index === 1) await drawRest.opened;
    };
    const firstReady = gate();
    const making = makeBatchDesigns(contextFor(userId), batch, {
      afterDesignReady: async () => firstReady.open(),
    });
    await firstReady.opened;
    const early = await rowsOf(userId, batch.seed);
    expect(early.map((row) => [row.designIndex, row.status, row.mockups.length])).toEqual([
      [0, 'ready', 1],
    ]);
    drawRest.open();
    const rows = await making;
    expect(rows.map((row) => row.designIndex)).toEqual([0, 1, 2, 3]);
    const stored = await rowsOf(userId, batch.seed);
    expect(stored.every((row) => row.status === 'ready' && row.mockups.length === 1)).toBe(true);
  });

  it('inserts the rows in index order when designs are drawn out of order', async () => {
    const userId = await newUser();
    engine.order = [1, 0, 3, 2];
    await makeBatchDesigns(contextFor(userId), batch);
    const stored = await rowsOf(userId, batch.seed);
    expect(stored.map((row) => row.designIndex)).toEqual([0, 1, 2, 3]);
    const created = stored.map((row) => row.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(stored.every((row) => row.status === 'ready')).toBe(true);
  });
});

describe('makeBatchPrintFiles', () => {
  it('stores and announces each print file as soon as it is drawn', async () => {
    const userId = await newUser();
    const context = contextFor(userId);
    await makeBatchDesigns(context, batch);
    expect((await rowsOf(userId, batch.seed)).every((row) => row.printKey === null)).toBe(true);

    const drawRest = gate();
    engine.before = async (index) => {
      if (index === 1) await drawRest.opened;
    };
    const announced = gate();
    const stop = await onPrintFile(database.notifications, userId, () => announced.open());
    const printing = makeBatchPrintFiles(context, batch);
    await announced.opened;
    const early = await rowsOf(userId, batch.seed);
    expect(early.map((row) => row.printKey !== null)).toEqual([true, false, false, false]);
    drawRest.open();
    expect(await printing).toBe(4);
    stop();
    const rows = await rowsOf(userId, batch.seed);
    expect(rows.every((row) => row.printKey?.startsWith('prints/'))).toBe(true);
    // Done is done: nothing is drawn again.
    expect(await makeBatchPrintFiles(context, batch)).toBe(0);
  });
});

describe('designs.generate at print scale', () => {
  it('stores the first designs’ print files before it makes the rest of the collection', async () => {
    const userId = await newUser();
    const seen: { firstPrinted: boolean[] }[] = [];
    engine.before = async (index, input) => {
      if (String(input.seed).startsWith('more:') && input.scale === 'preview' && index === 0) {
        const first = await rowsOf(userId, `first:${userId}`);
        seen.push({ firstPrinted: first.map((row) => row.printKey !== null) });
      }
    };
    await createGenerateDesignsHandler(services)(
      { userId, spotifyId: artist.id },
      { jobId: 'job-1', attempt: 1, logger: testLogger },
    );
    expect(seen).toEqual([{ firstPrinted: [true, true, true, true] }]);
    const all = await database.db.select().from(designs).where(eq(designs.userId, userId));
    expect(all.length).toBeGreaterThan(4);
    expect(all.every((row) => row.status === 'ready' && row.printKey !== null)).toBe(true);
  });
});
