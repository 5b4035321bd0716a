// Smaller copies of stored pictures for the storefront: AVIF and WebP at a few widths, so a phone
// loads a 640 px mockup instead of the 1200 px original. A variant's key is derived from its
// original's content-addressed key (`variants/v1/mockups/<sha256>-webp-640.avif`), so a page can
// link every variant before it exists: the store build makes them in the background, and one
// asked for before that is made on the spot (once — concurrent asks share the work) and stored.
import type { FileStorage } from './file-storage.ts';
import { readAll } from './file-storage.ts';

export const VARIANT_WIDTHS = [320, 640, 960, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
/** In the order a <picture> offers them: the smallest files first. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Bumped when the encoding changes, so new settings never hide behind old files' keys. */
const VERSION = 'v1';
const FOLDERS = '((?:[a-z0-9][a-z0-9_-]{0,99}/){1,2})';
/** Only content-addressed originals have variants: their bytes, and so their variants', never change. */
const SOURCE_KEY = new RegExp(`^${FOLDERS}([0-9a-f]{64})\\.(png|webp|jpg)$`);
const VARIANT_KEY = new RegExp(
  `^variants/${VERSION}/${FOLDERS}([0-9a-f]{64})-(png|webp|jpg)-(\\d{3,4})\\.(avif|webp)$`,
);

/** The order the build makes variants in: what phones ask for first comes first. */
const PREPARE_ORDER: readonly { width: VariantWidth; format: VariantFormat }[] = [
  640, 960, 320, 1200,
].flatMap((width) => VARIANT_FORMATS.map((format) => ({ width: width as VariantWidth, format })));

export function hasVariants(sourceKey: string): boolean {
  return SOURCE_KEY.test(sourceKey);
}

/** The key of `sourceKey`'s variant, or null when that original has none. */
export function variantKey(
  sourceKey: string,
  width: VariantWidth,
  format: VariantFormat,
): string | null {
  const match = SOURCE_KEY.exec(sourceKey);
  if (!match) return null;
  const [, folders, hash, extension] = match;
  return `variants/${VERSION}/${folders}${hash}-${extension}-${width}.${format}`;
}

export interface ParsedVariantKey {
  sourceKey: string;
  width: VariantWidth;
  format: VariantFormat;
}

function isVariantWidth(width: number): width is VariantWidth {
  return (VARIANT_WIDTHS as readonly number[]).includes(width);
}

/** What a variant key is made from, or null when it is not one this version makes. */
export function parseVariantKey(key: string): ParsedVariantKey | null {
  const match = VARIANT_KEY.exec(key);
  if (!match) return null;
  const [, folders, hash, extension, width, format] = match;
  const size = Number(width);
  if (!isVariantWidth(size) || (format !== 'avif' && format !== 'webp')) return null;
  return { sourceKey: `${folders}${hash}.${extension}`, width: size, format };
}

/** Encodes one variant. Effort 2: 5× faster than AVIF's default for files within 2% of its size. */
export async function encodeVariant(
  source: Buffer,
  width: VariantWidth,
  format: VariantFormat,
): Promise<Buffer> {
  // Loaded when a first variant is made, not when the server starts.
  const { default: sharp } = await import('sharp');
  const resized = sharp(source).resize({ width, withoutEnlargement: true });
  return format === 'avif'
    ? resized.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }).toBuffer()
    : resized.webp({ quality: 75, effort: 2 }).toBuffer();
}

const CONTENT_TYPE: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

export interface ImageVariants {
  /** The variant's bytes, made from its original now (and stored); null when there is no original. */
  make(key: string): Promise<Buffer | null>;
  /**
   * Makes every variant of these originals that is not stored yet, one at a time (a build never
   * takes more than one core for them). Never rejects: failures are counted.
   */
  prepare(sourceKeys: readonly string[]): Promise<{ made: number; failed: number }>;
  /** Resolves when no variant is being made. */
  idle(): Promise<void>;
  /** Ends background work after the variant being made (tests, before their files go). */
  stop(): Promise<void>;
}

/** At most this many variants are encoded at once: one for the build, one for a shopper. */
const MAX_ENCODING = 2;
/** Keys known to be stored, so a second build skips them without asking the storage. */
const MAX_REMEMBERED = 50_000;

export function createImageVariants(storage: FileStorage): ImageVariants {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  const stored = new Set<string>();
  const waiting: (() => void)[] = [];
  let encoding = 0;
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const track = <T>(promise: Promise<T>): Promise<T> => {
    running.add(promise);
    const done = () => running.delete(promise);
    promise.then(done, done);
    return promise;
  };

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (encoding >= MAX_ENCODING) await new Promise<void>((resolve) => waiting.push(resolve));
    encoding += 1;
    try {
      return await work();
    } finally {
      encoding -= 1;
      waiting.shift()?.();
    }
  }

  const remember = (key: string) => {
    if (stored.size >= MAX_REMEMBERED) stored.clear();
    stored.add(key);
  };

  async function readSource(sourceKey: string): Promise<Buffer | null> {
    const file = await storage.get(sourceKey);
    return file ? readAll(file) : null;
  }

  function make(key: string, source?: Buffer): Promise<Buffer | null> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const parsed = parseVariantKey(key);
    if (!parsed) return Promise.resolve(null);
    const work = track(
      (async () => {
        const bytes = source ?? (await readSource(parsed.sourceKey));
        if (!bytes) return null;
        const variant = await withSlot(() => encodeVariant(bytes, parsed.width, parsed.format));
        await storage.put(key, variant, CONTENT_TYPE[parsed.format]);
        remember(key);
        return variant;
      })().finally(() => inFlight.delete(key)),
    );
    inFlight.set(key, work);
    return work;
  }

  async function isStored(key: string): Promise<boolean> {
    if (stored.has(key)) return true;
    const file = await storage.get(key);
    if (!file) return false;
    file.body.destroy();
    remember(key);
    return true;
  }

  async function prepare(sourceKeys: readonly string[]) {
    const sources = [...new Set(sourceKeys)].filter(hasVariants);
    const bytes = new Map<string, Buffer | null>();
    let made = 0;
    let failed = 0;
    for (const { width, format } of PREPARE_ORDER) {
      for (const sourceKey of sources) {
        if (stopped) return { made, failed };
        const key = variantKey(sourceKey, width, format);
        if (key === null) continue;
        try {
          if (await isStored(key)) continue;
          if (!bytes.has(sourceKey)) bytes.set(sourceKey, await readSource(sourceKey));
          const source = bytes.get(sourceKey);
          if (!source) continue;
          if (await make(key, source)) made += 1;
        } catch {
          failed += 1;
        }
      }
    }
    return { made, failed };
  }

  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  return {
    make: (key) => make(key),
    prepare: (sourceKeys) => track(prepare(sourceKeys)),
    idle,
    async stop() {
      stopped = true;
      await idle();
    },
  };
}

const shared = new WeakMap<FileStorage, ImageVariants>();

/**
 * The one variant maker of a storage in this process, so the build's background work and a
 * shopper's request for the same variant share one encoding.
 */
export function imageVariantsOf(storage: FileStorage): ImageVariants {
  let variants = shared.get(storage);
  if (!variants) {
    variants = createImageVariants(storage);
    shared.set(storage, variants);
  }
  return variants;
}
