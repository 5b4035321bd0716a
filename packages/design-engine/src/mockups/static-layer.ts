import sharp from 'sharp';
import { toHex, type Rgb } from './color.ts';
import { LruCache } from './lru.ts';
import { PRODUCT_SCENES } from './products/index.ts';
import type { ProductScene } from './products/scene.ts';
import { packRaster, unpackRaster, type SceneStore } from './scene-store.ts';
import { svgDocument } from './products/svg.ts';
import { hash2, materialTexture, type Material } from './texture.ts';
import type { ProductKind } from './types.ts';

/**
 * Everything about a mockup that does not depend on the design, at one output size:
 * the finished blank product and the shading the ink takes on.
 */
export interface StaticLayer {
  size: number;
  /** The blank product shot, RGB. */
  base: Buffer;
  /**
   * Per pixel, how ink printed there is shaded: 128 leaves it unchanged, lower darkens
   * (multiply), higher lightens (screen); 0 means no ink may go there.
   */
  ink: Uint8Array;
  /** Per pixel highlight (0..255) laid over the ink too (glaze, glass); null when none. */
  gloss: Uint8Array | null;
  inkOpacity: number;
}

/** The colour-independent part of a scene at one size: light, texture, ink shading, gloss. */
interface SceneRaster {
  /** Fabric light per pixel (fold + texture), fixed point: 8192 = full screen, -8192 full multiply. */
  light: Int16Array;
  ink: Uint8Array;
  gloss: Uint8Array | null;
}

const LIGHT_ONE = 8192;
/** Soft maps are drawn at this fraction of the output size and upscaled: blurs cost the square. */
const SOFT_SCALE = 1 / 3;

// At 1200 px a scene raster is 4–6 MB (one per product and size) and a coloured layer 4.3 MB
// (one per product, colour and size): about 100 MB at most, enough for all five products at two
// sizes and in two colours at once.
const rasters = new LruCache<string, Promise<SceneRaster>>(10);
const layers = new LruCache<string, Promise<StaticLayer>>(10);
// The tee and the hoodie share the knit; a texture is 5.8 MB at 1200 px.
const textures = new LruCache<string, Float32Array>(2);

export function clearStaticLayerCache(): void {
  rasters.clear();
  layers.clear();
  textures.clear();
}

function textureFor(material: Material, size: number): Float32Array {
  const key = `${material}|${size}`;
  let texture = textures.get(key);
  if (!texture) {
    texture = materialTexture(material, size);
    textures.set(key, texture);
  }
  return texture;
}

export function staticLayer(product: ProductKind, fabric: Rgb, size: number): Promise<StaticLayer> {
  const key = `${product}|${toHex(fabric)}|${size}`;
  return cached(layers, key, async () => {
    const scene = PRODUCT_SCENES[product];
    const raster = await cached(rasters, `${product}|${size}`, () => buildRaster(scene, size));
    return colourLayer(scene, raster, fabric, size);
  });
}

/** Share one build between concurrent callers; a failed build must not stay in the cache. */
function cached<T>(
  cache: LruCache<string, Promise<T>>,
  key: string,
  build: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = build();
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}

async function rasterise(
  body: string,
  background: string,
  size: number,
  channels: 1 | 3,
  soft = false,
): Promise<Buffer> {
  const drawn = soft ? Math.max(64, Math.round(size * SOFT_SCALE)) : size;
  const svg = sharp(Buffer.from(svgDocument(drawn, body, background))).removeAlpha();
  const pixels = await (channels === 1 ? svg.extractChannel(0) : svg).raw().toBuffer();
  if (drawn === size) return pixels;
  // Upscale in a second pipeline: given an SVG, sharp would re-render it at the target density.
  const upscaled = sharp(pixels, { raw: { width: drawn, height: drawn, channels } }).resize(
    size,
    size,
    {
      kernel: 'cubic',
    },
  );
  // Single-channel raw input would come back as sRGB unless asked to stay grey.
  return (channels === 1 ? upscaled.extractChannel(0) : upscaled).raw().toBuffer();
}

async function buildRaster(scene: ProductScene, size: number): Promise<SceneRaster> {
  const { maps } = scene;
  const [shade, detail, mask, gloss] = await Promise.all([
    rasterise(maps.shade, '#808080', size, 1, true),
    maps.detail ? rasterise(maps.detail, '#808080', size, 1) : Promise.resolve(null),
    rasterise(maps.mask, '#000', size, 1),
    maps.gloss ? rasterise(maps.gloss, '#000', size, 1, true) : Promise.resolve(null),
  ]);
  const texture = textureFor(scene.material, size);
  const { texture: texAmp, inkFold, inkTexture } = scene.shading;
  const pixels = size * size;
  const light = new Int16Array(pixels);
  const ink = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const m = mask[i] ?? 0;
    const fold = ((shade[i] ?? 128) + (detail ? (detail[i] ?? 128) : 128) - 256) / 128;
    // The backdrop gets a faint paper grain; the product its material texture.
    const tex = m > 0 ? (texture[i] ?? 0) : (hash2(i % size, (i / size) | 0, 29) * 2 - 1) * 0.35;
    const t = Math.max(-2, Math.min(2, fold + tex * texAmp));
    light[i] = Math.round(t * LIGHT_ONE);
    if (m > 160) {
      const code = 128 + 127 * (fold * inkFold + tex * inkTexture);
      ink[i] = code < 1 ? 1 : code > 255 ? 255 : code;
    }
  }
  return { light, ink, gloss: gloss ? new Uint8Array(gloss) : null };
}

/** Light the flat-colour drawing of the product: multiply in the shade, screen on the highlights. */
async function colourLayer(
  scene: ProductScene,
  raster: SceneRaster,
  fabric: Rgb,
  size: number,
): Promise<StaticLayer> {
  const color = await rasterise(scene.color(fabric), scene.backdrop(fabric), size, 3);
  const { light, gloss } = raster;
  const darken = scene.shading.darken / LIGHT_ONE;
  const lighten = scene.shading.lighten / LIGHT_ONE;
  const pixels = size * size;
  const base = Buffer.alloc(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const t = light[i] ?? 0;
    const g = gloss ? (gloss[i] ?? 0) / 255 : 0;
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      const v = color[o] ?? 0;
      let out = t < 0 ? v * (1 + t * darken) : v + (255 - v) * t * lighten;
      out += (255 - out) * g;
      base[o] = out < 0 ? 0 : out > 255 ? 255 : out + 0.5;
    }
  }
  return { size, base, ink: raster.ink, gloss, inkOpacity: scene.shading.inkOpacity };
}

/**
 * Build the colour-independent rasters of every product ahead of the first request, reading and
 * keeping them in `store` when given (scene-store.ts).
 */
export async function prepareScenes(size: number, store?: SceneStore): Promise<void> {
  await Promise.all(
    (Object.keys(PRODUCT_SCENES) as ProductKind[]).map((product) =>
      cached(rasters, `${product}|${size}`, async () => {
        const scene = PRODUCT_SCENES[product];
        if (!store) return buildRaster(scene, size);
        const key = `${product}-${size}`;
        // A store that fails is only a slower start: the scene is drawn instead.
        const kept = await store.get(key).catch(() => null);
        const raster = kept ? unpackRaster(kept, size * size) : null;
        if (raster) return raster;
        const built = await buildRaster(scene, size);
        await store.set(key, packRaster(built)).catch(() => undefined);
        return built;
      }),
    ),
  );
}
