/**
 * The designs CLI bundled by esbuild (see designs.ts), kept between runs: built again only when a
 * file it was built from has changed size or modification time, or what else it depends on has
 * (`recipeOf`). Named by the hash of its
 * content, which also names the code for the caches the CLI keeps (scene-cache.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

export interface Bundle {
  file: string;
  /** Hash of the bundle: changes with any change to the code in it. */
  code: string;
}

interface Manifest {
  code: string;
  /** What else the bundle and the scenes drawn by it depend on (see `recipeOf`). */
  recipe: string;
  /** Absolute path → [modification time in ms, size in bytes]. */
  inputs: Record<string, [number, number]>;
}

/**
 * The rest of what a run depends on besides the bundled sources: the installed packages the
 * bundle imports (sharp and resvg draw the scenes; package-lock.json pins them), Node, esbuild
 * and how this file builds. A change to any of them builds again and names new code, so neither
 * the bundle nor the kept scenes outlive it.
 */
async function recipeOf(lockfile: string): Promise<string> {
  const { version } = await import('esbuild');
  const hash = createHash('sha256');
  for (const part of [
    await readFile(lockfile).catch(() => ''),
    await readFile(new URL(import.meta.url)),
    process.version,
    version,
  ])
    hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** A manifest of this shape, else null (another version's, or a half-written file). */
function parseManifest(text: string): Manifest | null {
  const parsed = JSON.parse(text) as Partial<Manifest> | null;
  return parsed &&
    typeof parsed.code === 'string' &&
    typeof parsed.recipe === 'string' &&
    typeof parsed.inputs === 'object' &&
    parsed.inputs !== null
    ? (parsed as Manifest)
    : null;
}

/**
 * Installed packages stay imports, resolved by Node from the bundle's folder under the root
 * node_modules to the same files as from the sources (no workspace has node_modules of its own);
 * the workspace's packages (@encore/*, TypeScript) are bundled.
 */
const installedExternal: Plugin = {
  name: 'installed-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@encore/') ? undefined : { path: args.path, external: true },
    );
  },
};

const fileFor = (dir: string, code: string): string => join(dir, `designs-${code}.mjs`);

async function unchanged(manifest: Manifest): Promise<boolean> {
  const same = await Promise.all(
    Object.entries(manifest.inputs).map(async ([path, [mtime, size]]) => {
      const now = await stat(path).catch(() => null);
      return now !== null && now.mtimeMs === mtime && now.size === size;
    }),
  );
  return same.every(Boolean);
}

export async function designsBundle(entry: string, dir: string, lockfile: string): Promise<Bundle> {
  const manifestFile = join(dir, 'designs.json');
  const recipe = await recipeOf(lockfile);
  const manifest = await readFile(manifestFile, 'utf8')
    .then(parseManifest)
    .catch(() => null);
  if (manifest && manifest.recipe === recipe && (await unchanged(manifest))) {
    const file = fileFor(dir, manifest.code);
    if (await stat(file).catch(() => null)) return { file, code: manifest.code };
  }
  await mkdir(dir, { recursive: true });
  const started = Date.now();
  const partial = join(dir, `designs-${process.pid}.partial.mjs`);
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [installedExternal],
    metafile: true,
    logLevel: 'error',
  });
  const code = createHash('sha256')
    .update(await readFile(partial))
    .update(recipe)
    .digest('hex')
    .slice(0, 16);
  const file = fileFor(dir, code);
  await rename(partial, file);
  const inputs: Manifest['inputs'] = {};
  let settled = true;
  for (const input of Object.keys(result.metafile.inputs)) {
    const path = resolve(input);
    const now = await stat(path).catch(() => null);
    // A file edited while the bundle was made may not be in it: not kept, built again next run
    // (2 s of slack for file systems that keep modification times to the second).
    if (!now || now.mtimeMs >= started - 2_000) settled = false;
    else inputs[path] = [now.mtimeMs, now.size];
  }
  if (settled) {
    const next = `${manifestFile}.${process.pid}`;
    await writeFile(next, JSON.stringify({ code, recipe, inputs } satisfies Manifest));
    await rename(next, manifestFile);
    // Bundles of older code, once an hour has passed (a run may still be starting from one).
    const names = await readdir(dir);
    await Promise.all(
      names
        .filter(
          (name) => /^designs-[0-9a-f]{16}\.mjs$/.test(name) && name !== `designs-${code}.mjs`,
        )
        .map(async (name) => {
          const old = await stat(join(dir, name)).catch(() => null);
          if (old && started - old.mtimeMs > 3_600_000) await rm(join(dir, name), { force: true });
        }),
    ).catch(() => undefined); // Tidying is best effort: the bundle is built either way.
  }
  return { file, code };
}
