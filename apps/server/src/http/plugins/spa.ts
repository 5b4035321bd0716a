import { existsSync, readdirSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Paths that belong to the server; a miss there is a JSON 404, never the SPA. */
const SERVER_PREFIXES = [
  '/api/',
  '/webhook/',
  '/auth/',
  '/oidc/',
  '/healthz',
  '/files/',
  '/shop/',
  '/catalog/',
];

export function isServerPath(url: string): boolean {
  return SERVER_PREFIXES.some(
    (prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix),
  );
}

export interface SpaOptions {
  /** Serve the build's source maps (`/assets/*.map`) and name them to browsers; 404 otherwise. */
  publicSourceMaps: boolean;
}

const COMPRESSED = /\.(?:br|gz)$/;

/**
 * What the server needs to know of the build's files, read once at start-up rather than per
 * request: which have a precompressed copy (`.br`/`.gz`) beside them, and which have a source map.
 */
function builtFiles(distDir: string): { compressed: Set<string>; mapped: Set<string> } {
  const files = readdirSync(distDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  return {
    compressed: new Set(
      files.filter((file) => COMPRESSED.test(file)).map((file) => file.replace(COMPRESSED, '')),
    ),
    mapped: new Set(files.filter((file) => file.endsWith('.map')).map((file) => file.slice(0, -4))),
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any other
 * GET that wants HTML falls back to index.html so client-side routes survive a reload. Text
 * files go out as the brotli or gzip copy the build made, chosen by Accept-Encoding (Vary says
 * so to caches); source maps only when configured.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  { publicSourceMaps }: SpaOptions,
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) {
    app.log.warn({ distDir }, 'web app is not built: run `npm run build` to serve the SPA');
  } else {
    const assetsDir = join(distDir, 'assets') + sep;
    const { compressed, mapped } = builtFiles(distDir);
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathname) => publicSourceMaps || !pathname.endsWith('.map'),
      // We set Cache-Control ourselves: immutable for hashed assets, revalidate for the rest.
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader('Cache-Control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        const file = path.replace(COMPRESSED, '');
        if (file !== path || compressed.has(file)) res.setHeader('Vary', 'Accept-Encoding');
        if (publicSourceMaps && file.endsWith('.js') && mapped.has(file)) {
          res.setHeader('SourceMap', `${basename(file)}.map`);
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isServerPath(path) &&
      !path.startsWith('/assets/');
    if (wantsPage && built) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: 'not_found', message: `No route for ${request.method} ${path}` });
  });
}
