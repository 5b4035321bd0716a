/**
 * The mockups' scene rasters kept on disk between runs of the designs CLI (src/mockups/
 * scene-store.ts), under node_modules/.cache. Keyed by the hash of the CLI's bundle, which holds
 * all the code that draws them: any change to it starts a new set, and older sets are removed.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SceneStore } from '../src/index.ts';

export function sceneCache(dir: string, code: string): SceneStore {
  const file = (key: string): string => join(dir, `${code}-${key}.bin`);
  let tidied: Promise<void> | null = null;
  const tidy = async (): Promise<void> => {
    await mkdir(dir, { recursive: true });
    // Other codes' finished files only: a run of other code may be writing its own just now.
    // Also what a killed run left half-written (`<file>.bin.<pid>`) under other codes.
    const stale = (await readdir(dir)).filter(
      (name) => /\.bin(\.\d+)?$/.test(name) && !name.startsWith(`${code}-`),
    );
    await Promise.all(stale.map((name) => rm(join(dir, name), { force: true }))).catch(
      () => undefined,
    );
  };
  return {
    async get(key) {
      return readFile(file(key)).catch(() => null);
    },
    async set(key, value) {
      tidied ??= tidy();
      await tidied;
      // Written whole under another name first: a run reading at the same time never sees half.
      const partial = `${file(key)}.${process.pid}`;
      await writeFile(partial, value);
      await rename(partial, file(key));
    },
  };
}
