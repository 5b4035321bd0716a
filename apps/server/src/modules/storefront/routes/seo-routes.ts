// Machine-readable store data: products.json (public product data), sitemap.xml for public
// stores (each through the same visibility check as the pages), the sitemap index of all public
// stores, /shop/robots.txt and the app host's /robots.txt (robots.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../html.ts';
import { SHOP_MOUNT, type StorefrontPaths } from '../paths.ts';
import { rootRobots, shopRobots, sitemapIndex } from '../robots.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { openStore } from './store-gate.ts';

export function productsJson(paths: StorefrontPaths, snapshot: StoreSnapshot): string {
  const { store } = snapshot;
  const absolute = (path: string) => paths.absolute(path);
  return JSON.stringify({
    store: {
      handle: store.handle,
      name: store.name,
      url: absolute(paths.store(store.handle)),
      currency: store.currency,
    },
    products: snapshot.products.map((product) => ({
      id: product.id,
      handle: product.handle,
      kind: product.kind,
      title: product.title,
      description: product.description,
      url: absolute(paths.page(store.handle, `products/${encodeURIComponent(product.handle)}`)),
      images: product.imageKeys.map((key) => absolute(paths.media(store.handle, key))),
      variants: product.variants.map((variant) => ({
        id: variant.id,
        size: variant.size,
        color: variant.color,
        colorHex: variant.colorHex,
        priceCents: variant.priceCents,
      })),
    })),
  });
}

function sitemap(paths: StorefrontPaths, snapshot: StoreSnapshot): string {
  const { store } = snapshot;
  const urls = [
    paths.store(store.handle),
    ...snapshot.products.map((product) =>
      paths.page(store.handle, `products/${encodeURIComponent(product.handle)}`),
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.map((url) => `<url><loc>${escapeHtml(paths.absolute(url))}</loc></url>`).join('\n')}
</urlset>
`;
}

export function seoRoutes(app: FastifyInstance, sf: Storefront): void {
  app.get(`${SHOP_MOUNT}/:handle/products.json`, async (request, reply) => {
    const snapshot = await openStore(sf, request, reply, 'json');
    if (!snapshot) return reply;
    if (snapshot.store.isPrivate) reply.header('x-robots-tag', 'noindex, nofollow');
    return reply
      .header('cache-control', 'private, no-cache')
      .type('application/json; charset=utf-8')
      .send(snapshot.memo('products.json', () => productsJson(sf.paths, snapshot)));
  });

  app.get(`${SHOP_MOUNT}/:handle/sitemap.xml`, async (request, reply) => {
    const snapshot = await openStore(sf, request, reply, 'asset');
    if (!snapshot) return reply;
    // A private store has no sitemap, even for a visitor who is let in: nothing to index.
    if (snapshot.store.isPrivate) {
      return reply
        .status(404)
        .header('x-robots-tag', 'noindex')
        .type('text/plain')
        .send('No sitemap.');
    }
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(snapshot.memo('sitemap', () => sitemap(sf.paths, snapshot)));
  });

  // Every public store's sitemap: private and offline stores are never listed.
  app.get(`${SHOP_MOUNT}/sitemap.xml`, async (_request, reply) => {
    const handles = await sf.publicStoreHandles();
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(sf.paths, handles));
  });

  // Stores are indexable; the steps of buying are not. Private and offline stores say noindex
  // on every response instead (a Disallow here would keep crawlers from seeing that).
  const robots = (text: string) => (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(text);
  app.get(`${SHOP_MOUNT}/robots.txt`, robots(shopRobots(sf.paths)));
  // Crawlers read robots.txt only at a host's root, where the SPA would answer otherwise.
  app.get('/robots.txt', robots(rootRobots(sf.paths)));
}
