/**
 * Keeping the scene rasters (static-layer.ts) between processes. They depend only on the code
 * that draws them and the size, and take ~1.3 s of CPU to draw: the designs CLI, a new process
 * every run, keeps them on disk under a key naming its own code (decision 050's bundle hash), so
 * a changed drawing is never read back stale. The server draws them once per process instead.
 */

/** Where scene rasters are kept, by key; `get` resolves null when it has none. */
export interface SceneStore {
  get(key: string): Promise<Buffer | null>;
  set(key: string, value: Buffer): Promise<void>;
}

/** A scene raster: light (Int16), ink and gloss (Uint8) per pixel. */
export interface StoredRaster {
  light: Int16Array;
  ink: Uint8Array;
  gloss: Uint8Array | null;
}

/** light, ink, then gloss when there is one, after one byte saying whether there is. */
export function packRaster(raster: StoredRaster): Buffer {
  const { light, ink, gloss } = raster;
  return Buffer.concat([
    Buffer.from([gloss ? 1 : 0]),
    Buffer.from(light.buffer, light.byteOffset, light.byteLength),
    Buffer.from(ink.buffer, ink.byteOffset, ink.byteLength),
    ...(gloss ? [Buffer.from(gloss.buffer, gloss.byteOffset, gloss.byteLength)] : []),
  ]);
}

/** The raster of `pixels` pixels in `data`, or null when it does not fit (a partial file). */
export function unpackRaster(data: Buffer, pixels: number): StoredRaster | null {
  const hasGloss = data[0] === 1;
  if (data.length !== 1 + pixels * (hasGloss ? 4 : 3)) return null;
  // Copied into fresh, aligned arrays (Int16Array needs an even offset).
  const light = new Int16Array(pixels);
  new Uint8Array(light.buffer).set(data.subarray(1, 1 + pixels * 2));
  const ink = new Uint8Array(data.subarray(1 + pixels * 2, 1 + pixels * 3));
  const gloss = hasGloss ? new Uint8Array(data.subarray(1 + pixels * 3)) : null;
  return { light, ink, gloss };
}
