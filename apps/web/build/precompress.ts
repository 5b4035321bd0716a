import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What browsers load as text; source maps are left out (only served when configured). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * of a built app, each only when it is smaller than the file; the server picks one by
 * Accept-Encoding. Returns how many files got at least one compressed copy.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  const written = await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipAsync(bytes, { level: 9 }),
      ]);
      const copies: Promise<void>[] = [];
      if (br.length < bytes.length) copies.push(writeFile(`${file}.br`, br));
      if (gz.length < bytes.length) copies.push(writeFile(`${file}.gz`, gz));
      await Promise.all(copies);
      return copies.length > 0;
    }),
  );
  return written.filter(Boolean).length;
}

/** Vite plugin: precompresses the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'encore:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDirectory(outDir);
      this.info(`precompressed ${count} files (brotli + gzip)`);
    },
  };
}
