/**
 * `npm run build -w @encore/server`: the server's entry points compiled to JavaScript in
 * apps/server/dist, so production runs no TypeScript transpiler (decision 050). Our own code and
 * the workspace packages (which export TypeScript) are bundled; everything from node_modules
 * stays external and is loaded by Node as installed. Code behind a dynamic `import()` (the design
 * engine, sharp, oidc-provider) lands in chunks of its own, read only when first needed.
 */
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');
const entryPoints = ['main', 'worker', 'admin'].map((name) =>
  path.join(serverDir, `src/${name}.ts`),
);

/** Bare specifiers (`fastify`, `@electric-sql/pglite`); not `node:` built-ins or relative paths. */
const BARE_SPECIFIER = /^[^./][^:]*$/;
/** The workspace's own packages export TypeScript source: bundled. */
const WORKSPACE_PACKAGE = /^@encore\//;

/**
 * Installed packages stay imports. Node resolves them from dist/, so each must resolve there to
 * the same file as from the source that imports it (a package nested under one workspace's
 * node_modules would not): checked here rather than found out at run time.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(bundle) {
    bundle.onResolve({ filter: BARE_SPECIFIER }, async (args) => {
      if (args.pluginData === 'probe' || WORKSPACE_PACKAGE.test(args.path)) return undefined;
      const probe = { kind: args.kind, pluginData: 'probe' };
      const [fromSource, fromDist] = await Promise.all([
        bundle.resolve(args.path, { ...probe, resolveDir: args.resolveDir }),
        // From dist/ Node looks in apps/server/node_modules first, as from apps/server itself.
        bundle.resolve(args.path, { ...probe, resolveDir: serverDir }),
      ]);
      if (fromSource.errors.length === 0 && fromSource.path !== fromDist.path) {
        return {
          errors: [
            {
              text: `${args.path} resolves to ${fromSource.path} from ${args.importer} but to ${fromDist.path || 'nothing'} from dist/`,
            },
          ],
        };
      }
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` keeps meaning the source file it is written in, so paths read relative to
 * the source (migrations, the SPA build, fonts resolved from the design engine's dependencies)
 * are the same bundled or not. Every output file sits directly in dist/, so one relative URL
 * per source file holds wherever its code lands.
 */
const sourceRelativeUrls: Plugin = {
  name: 'source-relative-import-meta-url',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const result = await build({
  entryPoints,
  outdir,
  outbase: path.join(serverDir, 'src'),
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: 'linked',
  // Stack traces name our functions; the bundle is not shipped to browsers.
  keepNames: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages, sourceRelativeUrls],
});

// Chunks of earlier builds stay a day: a server started from one may still import its chunks.
const current = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(file)));
const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
for (const name of await readdir(outdir)) {
  const file = path.join(outdir, name);
  if (!current.has(file) && (await stat(file)).mtimeMs < dayAgo) await rm(file);
}

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const kb = outputs.reduce((sum, [, output]) => sum + output.bytes, 0) / 1024;
console.log(
  `server bundled: ${outputs.length} files, ${Math.round(kb)} KB in ${path.relative(process.cwd(), outdir) || '.'}`,
);
