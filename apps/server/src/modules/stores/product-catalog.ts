// What a store sells for each chosen design: tee, hoodie, poster, mug and tote, each with its
// variants (sizes × the colour the design's mockups show), price, title, images and print file.
// Pure: the same designs always make the same products, handles and variant ids, so a retried
// build upserts exactly what the first attempt wrote.
import {
  PRODUCT_KINDS,
  type DesignRow,
  type ProductKind,
  type ProductVariantJson,
} from '../../db/schema/index.ts';
import { derivedPrintKey } from '../designs/index.ts';
import { colourName, normalizeHex } from './colour-names.ts';
import { firstFreeHandle, slugify } from './handles.ts';
import type { PlatformProductInput } from './shop-platform.ts';

interface KindSpec {
  label: string;
  /** The design engine's name for this product's mockup. */
  mockup: string;
  priceCents: number;
  /** null: one size. */
  sizes: readonly (string | null)[];
  describe(track: string, artist: string): string;
}

const GARMENT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

export const PRODUCT_SPECS: Record<ProductKind, KindSpec> = {
  tee: {
    label: 'Tee',
    mockup: 'tshirt',
    priceCents: 3000,
    sizes: GARMENT_SIZES,
    describe: (track, artist) =>
      `Soft cotton tee printed with the “${track}” design by ${artist}. Unisex fit, printed to order.`,
  },
  hoodie: {
    label: 'Hoodie',
    mockup: 'hoodie',
    priceCents: 5500,
    sizes: GARMENT_SIZES,
    describe: (track, artist) =>
      `Heavyweight pullover hoodie with the “${track}” design by ${artist}. Unisex fit, printed to order.`,
  },
  poster: {
    label: 'Poster',
    mockup: 'poster',
    priceCents: 2500,
    sizes: ['18×24'],
    describe: (track, artist) =>
      `18×24 in matte poster of the “${track}” design by ${artist}, printed on archival paper.`,
  },
  mug: {
    label: 'Mug',
    mockup: 'mug',
    priceCents: 1800,
    sizes: ['11oz'],
    describe: (track, artist) =>
      `11 oz ceramic mug with the “${track}” design by ${artist}. Dishwasher and microwave safe.`,
  },
  tote: {
    label: 'Tote',
    mockup: 'tote',
    priceCents: 2200,
    sizes: [null],
    describe: (track, artist) =>
      `Sturdy cotton tote bag printed with the “${track}” design by ${artist}.`,
  },
};

/** What the catalogue needs of a design. */
export type CatalogDesign = Pick<
  DesignRow,
  'id' | 'trackName' | 'product' | 'garmentColor' | 'mockups' | 'printKey'
>;

/** A product before its print file is known to exist (the build waits for it). */
export type PlannedProduct = Omit<PlatformProductInput, 'printKey'> & { printKey: string | null };

/** The kinds a design is sold as: those it has a mockup of (a poster design only as a poster). */
export function kindsOf(design: Pick<CatalogDesign, 'product' | 'mockups'>): ProductKind[] {
  const mocked = new Set(design.mockups.map((mockup) => mockup.product));
  const kinds = PRODUCT_KINDS.filter((kind) => mocked.has(PRODUCT_SPECS[kind].mockup));
  if (kinds.length > 0) return kinds;
  return design.product === 'poster' ? ['poster'] : [...PRODUCT_KINDS];
}

/** `m-black`, `18x24-cream`, `11oz-white`, `one-size-natural`: stable across builds. */
export function variantId(size: string | null, colour: string): string {
  const sizePart = size === null ? 'one-size' : slugify(size.replace('×', 'x'), 'size');
  return `${sizePart}-${slugify(colour, 'colour')}`;
}

function variantsOf(kind: ProductKind, garmentColor: string): ProductVariantJson[] {
  const spec = PRODUCT_SPECS[kind];
  const colorHex = normalizeHex(garmentColor) ?? '#ffffff';
  const color = colourName(colorHex);
  return spec.sizes.map((size) => ({
    id: variantId(size, color),
    size,
    color,
    colorHex,
    priceCents: spec.priceCents,
  }));
}

/**
 * The file the printer gets for this kind: a garment design's poster and mug have files of their
 * own shape (blank-coloured paper with bleed; an 8.5×3.5 in wrap) beside its garment file.
 */
function printKeyOf(
  kind: ProductKind,
  design: Pick<CatalogDesign, 'product' | 'printKey'>,
): string | null {
  if (design.printKey === null || design.product !== 'garment') return design.printKey;
  return kind === 'poster' || kind === 'mug'
    ? derivedPrintKey(design.printKey, kind)
    : design.printKey;
}

/** That kind's mockup first, then the design's other mockups. */
function imagesOf(kind: ProductKind, design: CatalogDesign): string[] {
  const own = PRODUCT_SPECS[kind].mockup;
  const first = design.mockups.filter((mockup) => mockup.product === own);
  const rest = design.mockups.filter((mockup) => mockup.product !== own);
  return [...first, ...rest].map((mockup) => mockup.key);
}

/**
 * Every product of a store, in the order the artist chose the designs and then tee, hoodie,
 * poster, mug, tote. Handles are unique in the store (`<track>-<kind>`, -2 for a second design of
 * the same track).
 */
export function planProducts(input: {
  artistName: string;
  designs: readonly CatalogDesign[];
}): PlannedProduct[] {
  const taken = new Set<string>();
  const products: PlannedProduct[] = [];
  for (const design of input.designs) {
    for (const kind of kindsOf(design)) {
      const spec = PRODUCT_SPECS[kind];
      const handle = firstFreeHandle(`${slugify(design.trackName, 'design')}-${kind}`, taken);
      taken.add(handle);
      products.push({
        designId: design.id,
        kind,
        handle,
        title: `${design.trackName} ${spec.label}`,
        description: spec.describe(design.trackName, input.artistName),
        imageKeys: imagesOf(kind, design),
        printKey: printKeyOf(kind, design),
        variants: variantsOf(kind, design.garmentColor),
        position: products.length,
      });
    }
  }
  return products;
}
