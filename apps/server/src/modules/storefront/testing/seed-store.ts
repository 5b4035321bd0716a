// A ready store with products, written straight to the database: for storefront tests, the
// benchmark and screenshots (and anyone else who needs a live store without running the build).
// Unique handle per call; every field can be overridden. With `storage`, real images are stored
// so media URLs and print file URLs resolve.
import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../../db/client.ts';
import {
  designs,
  storeProducts,
  stores,
  users,
  type DesignRow,
  type NewStoreRow,
  type ProductKind,
  type ProductVariantJson,
  type StoreProductRow,
  type StoreRow,
} from '../../../db/schema/index.ts';
import { contentKey, type FileStorage } from '../../../storage/index.ts';
import { bannerImage, mockupImage, printImage } from './seed-images.ts';

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

/** Kind → label, price and sizes, as the store build sells them. */
export const SEED_PRODUCTS: Record<
  ProductKind,
  { label: string; priceCents: number; sizes: (string | null)[] }
> = {
  tee: { label: 'Tee', priceCents: 3000, sizes: SIZES },
  hoodie: { label: 'Hoodie', priceCents: 5500, sizes: SIZES },
  poster: { label: 'Poster', priceCents: 2500, sizes: ['18×24'] },
  mug: { label: 'Mug', priceCents: 1800, sizes: ['11oz'] },
  tote: { label: 'Tote', priceCents: 2200, sizes: [null] },
};

export interface SeedStoreOptions {
  db: DbExecutor;
  /** Store real images here (mockups, banner, print files); without it keys point at nothing. */
  storage?: FileStorage;
  /** Overrides of the store row (e.g. isPrivate, isEnabled, status, password, color). */
  store?: Partial<NewStoreRow>;
  /** Kinds to sell, in order; default all five. */
  kinds?: ProductKind[];
  /** The design's title (products are '<title> Hoodie' etc.). */
  designTitle?: string;
  /** The garment colour: name and hex. */
  garment?: { name: string; hex: string };
  /** Store a banner image (with `storage`). */
  banner?: boolean;
}

export interface SeededStore {
  userId: string;
  design: DesignRow;
  store: StoreRow;
  products: StoreProductRow[];
  /** Products by kind. */
  byKind: Partial<Record<ProductKind, StoreProductRow>>;
}

let sequence = 0;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

async function stored(
  storage: FileStorage | undefined,
  folder: string,
  bytes: Buffer,
  ext: 'webp' | 'png',
) {
  const key = contentKey(folder, bytes, ext);
  if (storage) await storage.put(key, bytes, ext === 'webp' ? 'image/webp' : 'image/png');
  return key;
}

export function seedVariants(
  kind: ProductKind,
  garment: { name: string; hex: string },
): ProductVariantJson[] {
  const spec = SEED_PRODUCTS[kind];
  return spec.sizes.map((size) => ({
    id: `${size === null ? 'one-size' : slug(size.replace('×', 'x'))}-${slug(garment.name)}`,
    size,
    color: garment.name,
    colorHex: garment.hex,
    priceCents: spec.priceCents,
  }));
}

export async function seedStore(options: SeedStoreOptions): Promise<SeededStore> {
  const { db, storage } = options;
  sequence += 1;
  const suffix = `${sequence}-${randomBytes(3).toString('hex')}`;
  const name = options.store?.name ?? `Test Band ${sequence}`;
  const title = options.designTitle ?? 'Midnight Static';
  const garment = options.garment ?? { name: 'Black', hex: '#1f1f23' };
  const ink = '#f5c542';
  const kinds = options.kinds ?? (['tee', 'hoodie', 'poster', 'mug', 'tote'] as ProductKind[]);

  const [user] = await db
    .insert(users)
    .values({ email: `artist-${suffix}@example.com`, name, state: 'app' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');

  const printKey = await stored(storage, 'prints', await printImage(ink), 'png');
  const [design] = await db
    .insert(designs)
    .values({
      userId: user.id,
      spotifyId: `seed${suffix}`,
      seed: `seed-${suffix}`,
      designIndex: 0,
      engineId: `seed-${suffix}`,
      template: 'bold-type',
      trackName: title,
      hook: null,
      product: 'garment',
      garmentColor: garment.hex,
      inks: [ink],
      fonts: ['Anton@400'],
      previewKey: printKey,
      mockups: [],
      printKey,
      printWidth: 45,
      printHeight: 54,
      checksPassed: true,
      status: 'ready',
    })
    .returning();
  if (!design) throw new Error('no design inserted');

  const bannerKey =
    options.banner && storage
      ? await stored(storage, 'banners', await bannerImage('#7c3aed', '#1e1b4b', name), 'webp')
      : null;
  const [store] = await db
    .insert(stores)
    .values({
      userId: user.id,
      spotifyId: design.spotifyId,
      handle: `test-band-${suffix}`,
      name,
      status: 'ready',
      selectedDesignIds: [design.id],
      completedSteps: ['structure', 'products', 'payments', 'settings'],
      readyAt: new Date(),
      password: `velvet${String(sequence).padStart(3, '0')}`,
      accessKey: randomBytes(32).toString('base64url'),
      bannerKey,
      color: '#7c3aed',
      ...options.store,
    })
    .returning();
  if (!store) throw new Error('no store inserted');

  const rows = [];
  for (const [position, kind] of kinds.entries()) {
    const spec = SEED_PRODUCTS[kind];
    const mockup = await stored(
      storage,
      'mockups',
      await mockupImage(
        kind,
        kind === 'poster' || kind === 'mug' ? '#ffffff' : garment.hex,
        kind === 'poster' || kind === 'mug' ? '#1f1f23' : ink,
        title,
      ),
      'webp',
    );
    rows.push({
      storeId: store.id,
      designId: design.id,
      kind,
      handle: `${slug(title)}-${kind}`,
      title: `${title} ${spec.label}`,
      description: `The “${title}” design by ${name} on a ${spec.label.toLowerCase()}, printed to order.`,
      imageKeys: [mockup],
      printKey,
      variants: seedVariants(
        kind,
        kind === 'poster' || kind === 'mug' ? { name: 'White', hex: '#ffffff' } : garment,
      ),
      position,
    });
  }
  const products = rows.length > 0 ? await db.insert(storeProducts).values(rows).returning() : [];
  products.sort((a, b) => a.position - b.position);
  return {
    userId: user.id,
    design,
    store,
    products,
    byKind: Object.fromEntries(products.map((product) => [product.kind, product])),
  };
}
