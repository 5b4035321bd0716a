import { existsSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and any other
 * GET that wants HTML falls back to index.html so client-side routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (!built) {
    app.log.warn({ distDir }, 'web app is not built: run `npm run build` to serve the SPA');
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // We set Cache-Control ourselves: immutable for hashed assets, revalidate for the rest.
      cacheControl: false,
      setHeaders(res, path) {
        const isHashedAsset = path.includes(`${join(distDir, 'assets')}`);
        res.setHeader('Cache-Control', isHashedAsset ? IMMUTABLE : 'no-cache');
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
