// The store's browsing pages: home and product pages (rendered once per snapshot, only the cart
// count is per request), plus the stylesheet and not-found pages under /shop.
import type { FastifyInstance } from 'fastify';
import { raw } from '../html.ts';
import { homeBody, homeMeta } from '../pages/home-page.ts';
import { productBody, productMeta } from '../pages/product-page.ts';
import { STOREFRONT_CSS, STOREFRONT_CSS_HASH } from '../pages/styles.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { Storefront } from '../storefront.ts';
import { constantText } from './compression.ts';
import { cartCountOf, countView, sendPage } from './respond.ts';
import { indexableStore, openStore, sendNotFound } from './store-gate.ts';

export function pageRoutes(app: FastifyInstance, sf: Storefront): void {
  const stylesheet = constantText(STOREFRONT_CSS);
  app.get(`${SHOP_MOUNT}/_static/storefront.${STOREFRONT_CSS_HASH}.css`, (_request, reply) =>
    stylesheet.send(
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('text/css; charset=utf-8'),
    ),
  );

  app.get<{ Params: { handle: string } }>(`${SHOP_MOUNT}/:handle`, async (request, reply) => {
    const snapshot = await openStore(sf, request, reply, 'page');
    if (!snapshot) return reply;
    const indexable = indexableStore(snapshot);
    countView(sf, request, reply, snapshot);
    return sendPage(sf, reply, {
      store: snapshot.store,
      cartCount: cartCountOf(sf, request, snapshot),
      meta: snapshot.memo('home:meta', () => homeMeta(sf.paths, snapshot, indexable)),
      cacheKey: `${snapshot.store.id}:home`,
      // Rendered once per snapshot: the home page costs no rendering per view.
      body: snapshot.memo('home:body', () => raw(homeBody(sf.paths, snapshot).value)),
    });
  });

  app.get<{ Params: { handle: string } }>(`${SHOP_MOUNT}/:handle/`, (request, reply) =>
    reply.redirect(sf.paths.store(request.params.handle), 301),
  );

  app.get<{ Params: { handle: string; productHandle: string } }>(
    `${SHOP_MOUNT}/:handle/products/:productHandle`,
    async (request, reply) => {
      const snapshot = await openStore(sf, request, reply, 'page');
      if (!snapshot) return reply;
      const product = snapshot.productsByHandle.get(request.params.productHandle);
      if (!product) return sendNotFound(sf, reply, snapshot);
      countView(sf, request, reply, snapshot);
      const indexable = indexableStore(snapshot);
      return sendPage(sf, reply, {
        store: snapshot.store,
        cartCount: cartCountOf(sf, request, snapshot),
        meta: productMeta(sf.paths, snapshot, product, indexable),
        cacheKey: `${snapshot.store.id}:product:${product.id}`,
        body: snapshot.memo(`product:${product.id}`, () =>
          productBody(sf.paths, snapshot, product, {
            size: null,
            color: null,
            quantity: 1,
            error: null,
          }),
        ),
      });
    },
  );

  for (const path of [SHOP_MOUNT, `${SHOP_MOUNT}/`]) {
    app.get(path, (_request, reply) => sendNotFound(sf, reply, null));
  }

  app.get<{ Params: { handle: string } }>(`${SHOP_MOUNT}/:handle/*`, async (request, reply) => {
    const snapshot = await openStore(sf, request, reply, 'page');
    if (!snapshot) return reply;
    return sendNotFound(sf, reply, snapshot);
  });
}
