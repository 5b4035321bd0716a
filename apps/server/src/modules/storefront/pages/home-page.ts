// The store's home: a hero (banner image, or the store colour's gradient, or Encore's
// indigo-purple-blue) with the store name, then every product in a grid.
import { html, type SafeHtml } from '../html.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import type { PageMeta } from './layout.ts';
import { productGrid } from './product-card.ts';
import { picture } from './responsive-image.ts';

/** The banner the store build makes (stores/store-look.ts): its size, for the img's ratio. */
const BANNER_SIZE = { width: 1500, height: 500 } as const;

export function homeBody(paths: StorefrontPaths, snapshot: StoreSnapshot): SafeHtml {
  const { store, products } = snapshot;
  const banner = store.bannerKey;
  const count = products.length;
  return html`<section class="hero${banner ? ' has-banner' : ''}">
      ${
        banner
          ? html`${picture(paths, {
                handle: store.handle,
                imageKey: banner,
                alt: '',
                width: BANNER_SIZE.width,
                height: BANNER_SIZE.height,
                slot: 'hero',
                loading: 'priority',
                className: 'hero-img',
              })}
              <div class="hero-shade"></div>`
          : ''
      }
      <div class="wrap hero-inner">
        <p class="eyebrow">Official merch</p>
        <h1>${store.name}</h1>
        <p>
          ${count} ${count === 1 ? 'product' : 'products'}, printed on demand and shipped to you.
        </p>
        ${count > 0 ? html`<div><a class="button button-light" href="#shop">Shop the collection</a></div>` : ''}
      </div>
    </section>
    <main class="wrap" id="shop">
      <div class="section-head">
        <h2>Shop all</h2>
        <span class="muted small">${count} ${count === 1 ? 'item' : 'items'}</span>
      </div>
      ${count > 0 ? productGrid(paths, store, products) : html`<div class="empty"><p>New merch is on its way. Check back soon.</p></div>`}
    </main>`;
}

export function homeMeta(
  paths: StorefrontPaths,
  snapshot: StoreSnapshot,
  indexable: boolean,
): PageMeta {
  const { store, products } = snapshot;
  const image = store.bannerKey ?? products[0]?.imageKeys[0];
  const kinds = [...new Set(products.map((product) => product.kind))];
  return {
    title: `${store.name} — Official Merch Store`,
    description: `Official ${store.name} merch: ${kinds.length > 0 ? kinds.map((kind) => `${kind}s`).join(', ') : 'new designs'}, printed on demand and shipped to your door.`,
    canonicalPath: paths.store(store.handle),
    ...(indexable && image ? { imageUrl: paths.absolute(paths.media(store.handle, image)) } : {}),
    indexable,
  };
}
