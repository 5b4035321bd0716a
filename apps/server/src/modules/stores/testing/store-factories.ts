// Factories for store tests (and anyone who needs an artist with designs): users linked to an
// artist of the offline catalog, ready designs with mockups and print files, paid orders and
// visit counts. Each takes overrides and makes unique values, so tests never collide.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ValidatedProfile } from '@encore/contracts';
import type { DbExecutor } from '../../../db/client.ts';
import {
  designs,
  orders,
  storeVisits,
  users,
  type DesignRow,
  type NewDesignRow,
  type OrderItemJson,
  type OrderRow,
} from '../../../db/schema/index.ts';
import { demoArtists } from '@encore/demo-catalog';
import { insertArtistLink } from '../../admission/index.ts';
import { contentKey, type FileStorage } from '../../../storage/index.ts';

const firstArtist = demoArtists[0];
if (!firstArtist) throw new Error('the offline catalog has artists');
/** An artist of the offline catalog (its picture renders offline, so builds get a banner). */
export const testArtist = { id: firstArtist.id, name: firstArtist.name };

export const GARMENT_MOCKUPS = ['tshirt', 'hoodie', 'poster', 'mug', 'tote'] as const;

let sequence = 0;
const next = () => (sequence += 1);

/** Links the user to an artist (as onboarding does) and lets them into the app. */
export async function linkArtist(
  db: DbExecutor,
  userId: string,
  artist: { id: string; name: string } = testArtist,
): Promise<void> {
  const profile: ValidatedProfile = {
    spotifyId: artist.id,
    artistName: artist.name,
    imageUrl: null,
    followers: 1000,
    country: 'US',
    genres: ['indie rock'],
    spotifyUrl: `https://open.spotify.com/artist/${artist.id}`,
  };
  await insertArtistLink(db, { userId, profile });
  await db.update(users).set({ state: 'app' }).where(eq(users.id, userId));
}

/** A user row of its own (for tests that do not go through sign-in). */
export async function createUser(db: DbExecutor, name = 'Artist'): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, name, state: 'app' })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

/** A small real image, stored, so the storefront and /files/ can serve what a design points at. */
async function storedImage(
  storage: FileStorage | undefined,
  folder: string,
  colour: string,
): Promise<string> {
  const webp = await sharp({
    create: { width: 8, height: 8, channels: 3, background: colour },
  })
    .webp()
    .toBuffer();
  // Unique bytes per call would defeat content addressing; one image per colour is enough.
  const key = contentKey(folder, webp, 'webp');
  if (storage) await storage.put(key, webp, 'image/webp');
  return key;
}

/**
 * A ready design (mockups stored) of the user, with a print file unless `printKey: null`. A
 * garment design has all five mockups; `product: 'poster'` has the poster one only.
 */
export async function createDesign(
  db: DbExecutor,
  options: { userId: string; storage?: FileStorage } & Partial<NewDesignRow>,
): Promise<DesignRow> {
  const { storage, ...overrides } = options;
  const n = next();
  const product = overrides.product ?? 'garment';
  const garmentColor = overrides.garmentColor ?? '#111111';
  const previewKey = await storedImage(storage, 'designs', garmentColor);
  const mockupKey = await storedImage(storage, 'mockups', garmentColor);
  const kinds = product === 'poster' ? ['poster'] : GARMENT_MOCKUPS;
  const [row] = await db
    .insert(designs)
    .values({
      spotifyId: testArtist.id,
      seed: `test-${n}-${randomUUID()}`,
      designIndex: 0,
      engineId: `engine-${n}`,
      template: 'bold-type',
      trackName: `Track ${n}`,
      hook: null,
      product,
      garmentColor,
      inks: ['#e63946', '#f1faee'],
      fonts: ['Anton@400'],
      previewKey,
      mockups: kinds.map((kind) => ({ product: kind, key: mockupKey })),
      printKey: previewKey,
      printWidth: 8,
      printHeight: 8,
      checksPassed: true,
      status: 'ready',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('no design inserted');
  return row;
}

/** A paid order of the store, `paidAt` now unless given. */
export async function createPaidOrder(
  db: DbExecutor,
  options: {
    storeId: string;
    totalCents: number;
    email?: string;
    paidAt?: Date;
    items?: Partial<OrderItemJson>[];
    /** A test-mode order (the default) or a real one. */
    isTest?: boolean;
  },
): Promise<OrderRow> {
  const items: OrderItemJson[] = (options.items ?? [{}]).map((item) => ({
    productId: randomUUID(),
    variantId: 'm-black',
    kind: 'hoodie',
    title: 'Track Hoodie',
    size: 'M',
    color: 'Black',
    quantity: 1,
    unitPriceCents: options.totalCents,
    printKey: 'prints/test.png',
    ...item,
  }));
  const [row] = await db
    .insert(orders)
    .values({
      storeId: options.storeId,
      email: options.email ?? `fan-${next()}@example.com`,
      shippingAddress: {
        name: 'A Fan',
        line1: '1 Main St',
        line2: null,
        city: 'Springfield',
        region: null,
        postalCode: '12345',
        country: 'US',
      },
      items,
      subtotalCents: options.totalCents,
      shippingCents: 0,
      totalCents: options.totalCents,
      currency: 'usd',
      status: 'paid',
      paymentProvider: options.isTest === false ? 'stripe' : 'test',
      paymentRef: `test-${randomUUID()}`,
      isTest: options.isTest ?? true,
      paidAt: options.paidAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('no order inserted');
  return row;
}

/** The storefront's daily counts for one day (`YYYY-MM-DD`). */
export async function recordVisits(
  db: DbExecutor,
  visit: { storeId: string; day: string; visitors: number; pageViews?: number },
): Promise<void> {
  await db.insert(storeVisits).values({
    storeId: visit.storeId,
    day: visit.day,
    visitors: visit.visitors,
    pageViews: visit.pageViews ?? visit.visitors * 3,
  });
}
