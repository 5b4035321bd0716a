// Helpers for the personal-data tests (deletion leaves nothing, export gives everything): a whole
// artist's life through real HTTP — sign up, wait on the list with a phone number, be admitted,
// get designs, launch, sell to a fan — and searches of every table and stored file for a string.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { TokenResponse } from '@encore/contracts';
import { designs, storeProducts, stores } from '../../../db/schema/index.ts';
import { createTestBrowser } from '../../../testing/browser.ts';
import { JOB_SCHEMA } from '../../../jobs/queue.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { artistIds } from '../../admission/testing/index.ts';
import { onboardingFromServices } from '../../admission/index.ts';

/** Who signs up: made unique per call, so no other row can hold the same strings by chance. */
export interface Person {
  email: string;
  name: string;
  /** As typed in the waiting-list form (national leading zero included). */
  phoneTyped: string;
  /** How Encore stores and sends it. */
  phone: string;
}

let people = 0;
export function uniquePerson(): Person {
  people += 1;
  const tag = `${Date.now().toString(36)}${people}`;
  const digits = String(900_000 + people * 37).slice(-6);
  return {
    email: `philippa.quorrington.${tag}@example.org`,
    name: `Philippa Quorrington ${tag.toUpperCase()}`,
    phoneTyped: `+44-07700-${digits}`,
    phone: `+44-7700-${digits}`,
  };
}

export interface ArtistLife {
  tokens: TokenResponse;
  storeUrl: string;
  orderId: string;
}

/**
 * The whole journey with CAPACITY=0: onboarding puts the person on the waiting list, they leave a
 * phone number, the admin admits them (a WhatsApp/SMS notice lands in the outbox), the designs
 * job draws their designs, they launch, and a fan buys a hoodie (the fan's order is the store's).
 */
export async function liveArtist(server: TestApp, person: Person): Promise<ArtistLife> {
  const tokens = await server.signIn({ email: person.email, name: person.name });
  const userId = tokens.user.id;
  const call = (name: Parameters<TestApp['call']>[0], body: Record<string, unknown> = {}) =>
    server.call(name, { userId, ...body }, tokens.access_token);

  const submitted = await call('submit-onboarding', {
    spotifyId: artistIds[people % artistIds.length],
    inviteToken: '',
  });
  expect(submitted.body).toMatchObject({ success: true, waitingListJoinedAt: expect.any(String) });
  const saved = await call('update-notification-preference', {
    notificationMethod: 'phone',
    phoneNumber: person.phoneTyped,
  });
  expect(saved.status).toBe(200);
  const [admitted] = await onboardingFromServices(server.services).admitNext(1);
  expect(admitted).toMatchObject({ userId, notice: { sent: true, to: person.phone } });

  const { db } = server.database;
  const ready = await vi.waitFor(
    async () => {
      const rows = await db
        .select({ id: designs.id })
        .from(designs)
        .where(
          and(eq(designs.userId, userId), eq(designs.status, 'ready'), isNotNull(designs.printKey)),
        )
        .orderBy(asc(designs.createdAt));
      if (rows.length < 2) throw new Error(`${rows.length} designs with print files`);
      return rows;
    },
    { timeout: 60_000, interval: 200 },
  );
  const launched = await call('build-store', { selectedDesigns: ready.map((row) => row.id) });
  expect(launched.status).toBe(200);
  const store = await vi.waitFor(
    async () => {
      const [row] = await db.select().from(stores).where(eq(stores.userId, userId));
      if (row?.status !== 'ready') throw new Error(`store is ${row?.status ?? 'missing'}`);
      return row;
    },
    { timeout: 30_000, interval: 100 },
  );
  const storeUrl = `${server.baseUrl}/shop/${store.handle}`;
  return { tokens, storeUrl, orderId: await fanBuysAHoodie(server, store.id, storeUrl) };
}

/** A fan's paid test-mode order of one hoodie; the order's id. */
async function fanBuysAHoodie(server: TestApp, storeId: string, storeUrl: string) {
  const [hoodie] = await server.database.db
    .select()
    .from(storeProducts)
    .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.kind, 'hoodie')));
  if (!hoodie) throw new Error('the store sells no hoodie');
  const variant = hoodie.variants[0];
  const browser = createTestBrowser(server.baseUrl);
  await browser.request(`${storeUrl}/cart`, {
    method: 'POST',
    form: {
      product: hoodie.id,
      size: variant?.size ?? 'M',
      color: variant?.color ?? '',
      quantity: '1',
    },
  });
  const payPage = await browser.request(`${storeUrl}/checkout`, {
    method: 'POST',
    form: {
      email: 'a.fan@example.net',
      name: 'Fan Of Theirs',
      line1: '1 Main St',
      line2: '',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      country: 'US',
    },
  });
  const paid = await browser.request(
    `${server.baseUrl}${payPage.url.pathname}${payPage.url.search}`,
    {
      method: 'POST',
      form: {},
    },
  );
  const orderId = /\/orders\/([0-9a-f-]{36})/.exec(paid.url.pathname)?.[1];
  if (!orderId) throw new Error(`no order page after paying: ${paid.url.href}`);
  return orderId;
}

/** `%text%` for ILIKE, with LIKE's own wildcards taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every table of every schema (Encore's, pg-boss's, anything added later) whose rows hold one of
 * `needles`, case-insensitively, as `schema.table: needle`. A row cast to text is every column of
 * it — text, JSON, arrays and all — so no column can be forgotten in a list of columns.
 */
export async function tablesHolding(server: TestApp, needles: string[]): Promise<string[]> {
  const { pool } = server.database;
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  // Encore's tables and the job queue's (the payloads of jobs, done or not) are both searched.
  expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual(
    expect.arrayContaining(['public.users', `${JOB_SCHEMA}.job`]),
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const quoted = `"${schema.replaceAll('"', '""')}"."${name.replaceAll('"', '""')}"`;
    for (const needle of needles) {
      const { rows } = await pool.query<{ row: string }>(
        `SELECT r::text AS row FROM ${quoted} AS r WHERE r::text ILIKE $1 LIMIT 1`,
        [likePattern(needle)],
      );
      if (rows[0]) found.push(`${schema}.${name}: ${needle} in ${rows[0].row.slice(0, 300)}`);
    }
  }
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A file's bytes, or undefined when it went between listing and reading. */
async function bytesOf(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Every file under DATA_DIR (stored files, the outbox) whose name or bytes hold a needle. Files
 * are still being written while it looks (a storefront page makes its image variants in the
 * background, each through a `.partial` renamed into place), so it lists again until a listing
 * shows nothing it has not read: a file renamed away is read under its new name.
 */
export async function filesHolding(server: TestApp, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  const read = new Set<string>();
  for (let listing = 0; listing < 10; listing += 1) {
    const unread = (await filesUnder(server.config.dataDir)).filter((file) => !read.has(file));
    if (unread.length === 0) return found;
    for (const file of unread) {
      read.add(file);
      const bytes = await bytesOf(file);
      if (!bytes) continue;
      const text = bytes.toString('latin1').toLowerCase();
      for (const needle of needles) {
        const lower = needle.toLowerCase();
        if (file.toLowerCase().includes(lower) || text.includes(lower)) {
          found.push(`${file.slice(server.config.dataDir.length)}: ${needle}`);
        }
      }
    }
  }
  throw new Error('files under DATA_DIR kept changing through 10 listings');
}

/** How many files there are under DATA_DIR: proof that the file search looked at something. */
export async function countDataFiles(server: TestApp): Promise<number> {
  return (await filesUnder(server.config.dataDir)).length;
}

/** What must be gone: the email, the name, and the phone number as stored and as digits. */
export function needlesOf(person: Person): string[] {
  return [person.email, person.name, person.phone, person.phone.replace(/\D/g, '')];
}
