// A product in a grid: its first mockup, title and price ("From" when variants differ).
import { html, type SafeHtml } from '../html.ts';
import { formatMoney } from '../money.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { SnapshotProduct, SnapshotStore } from '../store-snapshot.ts';
import { lowestPriceCents } from '../totals.ts';
import { picture, type ImageLoading } from './responsive-image.ts';

export function priceLabel(product: SnapshotProduct, currency: string): SafeHtml {
  const lowest = lowestPriceCents(product);
  const varies = product.variants.some((variant) => variant.priceCents !== lowest);
  return html`${varies ? html`<small>From </small>` : ''}${formatMoney(lowest, currency)}`;
}

export function productCard(
  paths: StorefrontPaths,
  store: SnapshotStore,
  product: SnapshotProduct,
  loading: ImageLoading,
): SafeHtml {
  const image = product.imageKeys[0];
  return html`<li>
    <a
      class="card"
      href="${paths.page(store.handle, `products/${encodeURIComponent(product.handle)}`)}"
    >
      <div class="card-media">
        ${
          image
            ? picture(paths, {
                handle: store.handle,
                imageKey: image,
                alt: product.title,
                width: 600,
                height: 600,
                slot: 'card',
                loading,
              })
            : ''
        }
      </div>
      <div class="card-body">
        <h3>${product.title}</h3>
        <p class="price">${priceLabel(product, store.currency)}</p>
      </div>
    </a>
  </li>`;
}

/**
 * Products as cards. `prioritiseFirst`: the first card's image is fetched first and never lazily
 * (the home page's first product); every other card's image loads lazily.
 */
export function productGrid(
  paths: StorefrontPaths,
  store: SnapshotStore,
  products: readonly SnapshotProduct[],
  prioritiseFirst = true,
): SafeHtml {
  return html`<ul class="grid">
    ${products.map((product, index) =>
      productCard(paths, store, product, index === 0 && prioritiseFirst ? 'priority' : 'lazy'),
    )}
  </ul>`;
}
