/**
 * npm run designs -- --artist <id or link> | --artist-json <file>  --out <dir>
 *                    [--seed N] [--count N] [--scale preview|print]
 *
 * Starts the designs CLI (designs-main.ts) bundled into one JavaScript file by esbuild, as the
 * server's build does (decision 050): loaded module by module through tsx, the engine's ~350
 * TypeScript files took ~1.5 s (3 s of CPU on two cores) before the first design was started;
 * bundled, ~0.3 s. The bundle is kept and made again when a source changes (bundle-cache.ts).
 * ENCORE_CLI_SOURCES=1 runs the sources through tsx instead (stack traces with source lines).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { designsBundle } from './bundle-cache.ts';

const main = fileURLToPath(new URL('./designs-main.ts', import.meta.url));
// Under the root node_modules, so that `createRequire(import.meta.url)` in the bundle (fonts,
// HarfBuzz's WebAssembly, icons) resolves packages as it does from the sources.
const cacheDir = fileURLToPath(
  new URL('../../../node_modules/.cache/encore-designs/', import.meta.url),
);

const lockfile = fileURLToPath(new URL('../../../package-lock.json', import.meta.url));
// Bundled unless asked not to, or unless bundling fails (a read-only node_modules): then the
// sources run, slower but the same.
const bundle =
  process.env.ENCORE_CLI_SOURCES === '1'
    ? null
    : await designsBundle(main, cacheDir, lockfile).catch((error: unknown) => {
        console.warn(`designs: running from the sources (no bundle: ${String(error)})`);
        return null;
      });
if (!bundle) await import(pathToFileURL(main).href);
else {
  // Its hash names the code and what it depends on, so caches kept between runs never go stale.
  const { file, code } = bundle;
  // Run by a Node of its own without tsx's loader, which would otherwise read the whole bundle
  // again to transform it (~0.3 s).
  const child = spawn(process.execPath, [file, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ENCORE_DESIGNS_CODE: code, ENCORE_DESIGNS_CACHE: cacheDir },
  });
  const exit = await new Promise<number>((done) => {
    child.once('exit', (status, signal) => done(status ?? (signal ? 1 : 0)));
    child.once('error', () => done(1));
  });
  process.exitCode = exit;
}
