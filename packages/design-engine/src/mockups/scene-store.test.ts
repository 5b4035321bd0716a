import { describe, expect, it } from 'vitest';
import { packRaster, unpackRaster, type SceneStore } from './scene-store.ts';
import { clearStaticLayerCache, prepareScenes, staticLayer } from './static-layer.ts';

const SIZE = 240;
const FABRIC = { r: 30, g: 60, b: 90 };

function memoryStore(): SceneStore & {
  kept: Map<string, Buffer>;
  reads: number;
  writes: number;
} {
  const kept = new Map<string, Buffer>();
  const store = {
    kept,
    reads: 0,
    writes: 0,
    get(key: string) {
      store.reads += 1;
      return Promise.resolve(kept.get(key) ?? null);
    },
    set(key: string, value: Buffer) {
      store.writes += 1;
      kept.set(key, value);
      return Promise.resolve();
    },
  };
  return store;
}

describe('scene store', () => {
  it('packs and unpacks a raster exactly, and refuses a partial one', () => {
    const light = Int16Array.from([-8192, 0, 123, 8192]);
    const ink = Uint8Array.from([0, 1, 128, 255]);
    const gloss = Uint8Array.from([9, 8, 7, 6]);
    const packed = packRaster({ light, ink, gloss });
    expect(unpackRaster(packed, 4)).toEqual({ light, ink, gloss });
    expect(unpackRaster(packRaster({ light, ink, gloss: null }), 4)).toEqual({
      light,
      ink,
      gloss: null,
    });
    expect(unpackRaster(packed.subarray(0, packed.length - 1), 4)).toBeNull();
  });

  it('draws the same mockup layers from kept scenes as from freshly drawn ones', async () => {
    clearStaticLayerCache();
    await prepareScenes(SIZE);
    const fresh = await staticLayer('mug', FABRIC, SIZE);

    clearStaticLayerCache();
    const store = memoryStore();
    await prepareScenes(SIZE, store);
    expect([...store.kept.keys()].sort()).toEqual(
      ['hoodie', 'mug', 'poster', 'tote', 'tshirt'].map((p) => `${p}-${SIZE}`),
    );
    clearStaticLayerCache();
    const readsBefore = store.reads;
    await prepareScenes(SIZE, store);
    // The second run reads every scene back and draws (and stores) none again.
    expect(store.reads - readsBefore).toBe(5);
    expect(store.writes).toBe(5);
    const kept = await staticLayer('mug', FABRIC, SIZE);
    expect(Buffer.compare(kept.base, fresh.base)).toBe(0);
    expect(kept.ink).toEqual(fresh.ink);
    expect(kept.gloss).toEqual(fresh.gloss);
    clearStaticLayerCache();
  }, 60_000);
});
