import sharp from 'sharp';
import { parseHexColor, type Rgb } from './color.ts';
import { loadDesign, type DesignSource } from './design-source.ts';
import { MockupInputError } from './errors.ts';
import { SCENE_UNITS } from './geometry.ts';
import { compositePrint, resizePrint } from './print.ts';
import { warpOntoCylinder } from './print-cylinder.ts';
import { PRODUCT_SCENES } from './products/index.ts';
import type { SceneStore } from './scene-store.ts';
import { prepareScenes, staticLayer } from './static-layer.ts';
import { PRODUCT_KINDS, type Mockup, type MockupInput, type ProductKind } from './types.ts';

const DEFAULT_WIDTH = 1200;
const MIN_WIDTH = 200;
const MAX_WIDTH = 1200;
// Effort 2 encodes a 1200 px shot in ~40 ms against ~90 ms at 3, for files ~5 % larger: the
// encoder was half of a mockup's time, and mockups are on the way to the artist's first screen.
const WEBP = { quality: 84, effort: 2 } as const;

/**
 * Product shots of one design: each product drawn procedurally in the garment colour with the
 * design printed in place, as square WebP images. Deterministic for the same input.
 */
export async function renderMockups(input: MockupInput): Promise<Mockup[]> {
  const { kind } = input;
  if (kind !== 'garment' && kind !== 'poster') {
    throw new MockupInputError(`kind must be 'garment' or 'poster', got "${String(kind)}"`);
  }
  const size = checkWidth(input.width);
  const requested: readonly ProductKind[] =
    input.products ?? (kind === 'garment' ? PRODUCT_KINDS : ['poster']);
  if (!Array.isArray(requested) || requested.length === 0) {
    throw new MockupInputError('products must list at least one product when given');
  }
  const products = [...new Set(requested)];
  for (const product of products) {
    if (!(PRODUCT_KINDS as readonly string[]).includes(product)) {
      throw new MockupInputError(`products has an unknown product "${String(product)}"`);
    }
  }
  const fabric = parseHexColor(input.garmentColor);
  const design = await loadDesign(input.design, kind);
  return Promise.all(products.map((product) => renderMockup(product, design, fabric, size)));
}

/**
 * Draw the colour-independent parts of every product scene at `width` ahead of the first
 * request (about a second, once per process and width); later colours then cost ~0.1 s each.
 * `store` keeps them between processes (scene-store.ts).
 */
export async function prepareMockups(width?: number, store?: SceneStore): Promise<void> {
  await prepareScenes(checkWidth(width), store);
}

function checkWidth(width: number | undefined): number {
  const size = width ?? DEFAULT_WIDTH;
  if (!Number.isInteger(size) || size < MIN_WIDTH || size > MAX_WIDTH) {
    throw new MockupInputError(
      `width must be an integer from ${MIN_WIDTH} to ${MAX_WIDTH}, got ${String(size)}`,
    );
  }
  return size;
}

async function renderMockup(
  product: ProductKind,
  design: DesignSource,
  fabric: Rgb,
  size: number,
): Promise<Mockup> {
  const layer = await staticLayer(product, fabric, size);
  const placement = PRODUCT_SCENES[product].placement(design);
  const k = size / SCENE_UNITS;
  const softness = 0.55 * (size / MAX_WIDTH);
  const out = Buffer.from(layer.base);
  if (placement.type === 'flat') {
    const { dest } = placement;
    const x = Math.round(dest.x * k);
    const y = Math.round(dest.y * k);
    const w = Math.max(1, Math.round((dest.x + dest.w) * k) - x);
    const h = Math.max(1, Math.round((dest.y + dest.h) * k) - y);
    const print = await resizePrint(design, placement.crop, w, h, softness);
    compositePrint(layer, out, print, x, y);
  } else {
    const stripW = Math.max(1, Math.round(placement.strip.w * k));
    const stripH = Math.max(1, Math.round(placement.strip.h * k));
    const strip = await resizePrint(design, placement.crop, stripW, stripH, softness);
    const warped = warpOntoCylinder(strip, {
      cx: placement.cx * k,
      radius: placement.radius * k,
      top: placement.top * k,
      tilt: placement.tilt * k,
    });
    compositePrint(layer, out, warped.print, warped.x, warped.y);
  }
  const webp = await sharp(out, { raw: { width: size, height: size, channels: 3 } })
    .webp(WEBP)
    .toBuffer();
  return { product, webp, width: size, height: size };
}
