// A product: its mockups (a swipeable gallery with thumbnail links, no script), title, price,
// and the variant picker as a plain form — colour and size radios, quantity, 'Add to cart'.
import type { ProductVariantJson } from '../../../db/schema/index.ts';
import { normalizeHex } from '../colors.ts';
import { html, type SafeHtml } from '../html.ts';
import { formatMoney } from '../money.ts';
import type { StorefrontPaths } from '../paths.ts';
import type { SnapshotProduct, StoreSnapshot } from '../store-snapshot.ts';
import { FREE_SHIPPING_FROM_CENTS } from '../totals.ts';
import type { PageMeta } from './layout.ts';
import { priceLabel, productGrid } from './product-card.ts';
import { picture } from './responsive-image.ts';

/** What the shopper chose, kept when the page is shown again with an error. */
export interface PickerState {
  size: string | null;
  color: string | null;
  quantity: number;
  error: string | null;
}

const KIND_LABELS: Record<SnapshotProduct['kind'], string> = {
  tee: 'T-shirt',
  hoodie: 'Hoodie',
  poster: 'Poster',
  mug: 'Mug',
  tote: 'Tote bag',
};

/** The product's distinct colours and sizes, in variant order. */
export function optionsOf(variants: readonly ProductVariantJson[]) {
  const colors = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const variant of variants) {
    if (!colors.has(variant.color)) colors.set(variant.color, variant.colorHex);
    const size = variant.size ?? '';
    sizes.set(size, Math.min(sizes.get(size) ?? Infinity, variant.priceCents));
  }
  return { colors: [...colors], sizes: [...sizes] };
}

function gallery(paths: StorefrontPaths, handle: string, product: SnapshotProduct): SafeHtml {
  const images = product.imageKeys;
  // The strip scrolls sideways: focusable and named, so a keyboard can scroll it too.
  return html`<div class="gallery">
    <div class="slides" tabindex="0" role="region" aria-label="${product.title} images">
      ${images.map(
        (key, index) =>
          html`<figure id="image-${index + 1}">
            ${picture(paths, {
              handle,
              imageKey: key,
              alt: `${product.title}${index > 0 ? ` — view ${index + 1}` : ''}`,
              width: 1200,
              height: 1200,
              slot: 'gallery',
              loading: index === 0 ? 'priority' : 'lazy',
            })}
          </figure>`,
      )}
    </div>
    ${
      images.length > 1
        ? html`<div class="thumbs">
            ${images.map(
              (key, index) =>
                html`<a href="#image-${index + 1}" aria-label="Show view ${index + 1}"
                  >${picture(paths, {
                    handle,
                    imageKey: key,
                    alt: '',
                    width: 64,
                    height: 64,
                    slot: 'thumb',
                    loading: 'lazy',
                  })}</a
                >`,
            )}
          </div>`
        : ''
    }
  </div>`;
}

function picker(
  paths: StorefrontPaths,
  snapshot: StoreSnapshot,
  product: SnapshotProduct,
  state: PickerState,
): SafeHtml {
  const { colors, sizes } = optionsOf(product.variants);
  const currency = snapshot.store.currency;
  const lowest = Math.min(...sizes.map(([, price]) => price));
  const onlyColor = colors.length === 1 ? colors[0]?.[0] : null;
  const chosenColor = state.color ?? onlyColor ?? null;
  const chosenSize = state.size ?? (sizes.length === 1 ? (sizes[0]?.[0] ?? '') : null);
  return html`<form
    class="picker"
    method="post"
    action="${paths.page(snapshot.store.handle, 'cart')}"
  >
    <input type="hidden" name="product" value="${product.id}" />
    <fieldset>
      <legend>Colour: <strong>${chosenColor ?? 'choose one'}</strong></legend>
      <div class="options">
        ${colors.map(
          ([name, hex]) =>
            html`<label class="swatch" title="${name}"
              ><input
                type="radio"
                name="color"
                value="${name}"
                required${name === chosenColor ? html` checked` : ''}
              /><span style="--swatch:${normalizeHex(hex) ?? '#ffffff'}"></span
              ><span class="sr-only">${name}</span></label
            >`,
        )}
      </div>
    </fieldset>
    ${
      sizes.length === 1 && sizes[0]?.[0] === ''
        ? html`<input type="hidden" name="size" value="" />`
        : html`<fieldset>
            <legend>Size</legend>
            <div class="options">
              ${sizes.map(
                ([size, price]) =>
                  html`<label class="chip"
                    ><input
                      type="radio"
                      name="size"
                      value="${size}"
                      required${size === chosenSize ? html` checked` : ''}
                    /><span
                      >${size}${price !== lowest ? html`&nbsp;<small>${formatMoney(price, currency)}</small>` : ''}</span
                    ></label
                  >`,
              )}
            </div>
          </fieldset>`
    }
    <label class="qty"
      >Quantity
      <select name="quantity">
        ${Array.from({ length: 10 }, (_, index) => index + 1).map(
          (quantity) =>
            html`<option value="${quantity}" ${quantity === state.quantity ? html` selected` : ''}>
              ${quantity}
            </option>`,
        )}
      </select></label
    >
    <button class="button button-lg block" type="submit">Add to cart</button>
  </form>`;
}

export function productBody(
  paths: StorefrontPaths,
  snapshot: StoreSnapshot,
  product: SnapshotProduct,
  state: PickerState,
): SafeHtml {
  const { store } = snapshot;
  const others = snapshot.products.filter((other) => other.id !== product.id).slice(0, 4);
  return html`<main class="wrap">
    <nav class="crumbs" aria-label="Breadcrumb">
      <a href="${paths.store(store.handle)}">← All ${store.name} merch</a>
    </nav>
    <div class="product-grid">
      ${gallery(paths, store.handle, product)}
      <div class="details">
        <p class="eyebrow">${KIND_LABELS[product.kind]}</p>
        <h1>${product.title}</h1>
        <p class="price-lg">${priceLabel(product, store.currency)}</p>
        ${state.error ? html`<p class="alert" role="alert">${state.error}</p>` : ''}
        ${picker(paths, snapshot, product, state)}
        <p class="description">${product.description}</p>
        <ul class="perks">
          <li>Printed to order, just for you</li>
          <li>
            Free shipping on orders over ${formatMoney(FREE_SHIPPING_FROM_CENTS, store.currency)}
          </li>
          <li>Official ${store.name} design</li>
        </ul>
      </div>
    </div>
    ${
      others.length > 0
        ? html`<section>
            <div class="section-head"><h2>More from ${store.name}</h2></div>
            ${productGrid(paths, store, others, false)}
          </section>`
        : ''
    }
  </main>`;
}

export function productMeta(
  paths: StorefrontPaths,
  snapshot: StoreSnapshot,
  product: SnapshotProduct,
  indexable: boolean,
): PageMeta {
  const image = product.imageKeys[0];
  const description =
    product.description.length > 160
      ? `${product.description.slice(0, 157)}…`
      : product.description;
  return {
    title: `${product.title} — ${snapshot.store.name}`,
    description,
    canonicalPath: paths.page(
      snapshot.store.handle,
      `products/${encodeURIComponent(product.handle)}`,
    ),
    ...(indexable && image
      ? { imageUrl: paths.absolute(paths.media(snapshot.store.handle, image)) }
      : {}),
    ogType: 'product',
    indexable,
  };
}
