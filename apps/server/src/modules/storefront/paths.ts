// Where storefront pages are, as links and as absolute URLs. The server always serves storefronts
// under /shop; PUBLIC_SHOP_URL says where the public reaches that prefix (by default
// `<PUBLIC_URL>/shop`; a shop host in front of a proxy that maps `<host>/…` to `/shop/…` works
// too), so links use its path and canonical URLs its origin.

export const SHOP_MOUNT = '/shop';

export interface StorefrontPaths {
  /** Path prefix of every store as the browser sees it: '/shop' by default, '' on a shop host. */
  readonly base: string;
  /** PUBLIC_SHOP_URL's origin: where shoppers' pages (and so their form posts) come from. */
  readonly origin: string;
  /** `/shop/<handle>`, also the path of the store's cookies. */
  store(handle: string): string;
  /** `/shop/<handle>/<rest>`. */
  page(handle: string, rest: string): string;
  media(handle: string, key: string): string;
  /** An absolute URL for a path from this object (canonical, Open Graph, sitemap, payments). */
  absolute(path: string): string;
}

export function createPaths(shopUrl: string): StorefrontPaths {
  const url = new URL(shopUrl);
  const base = url.pathname.replace(/\/+$/, '');
  const store = (handle: string) => `${base}/${encodeURIComponent(handle)}`;
  return {
    base,
    origin: url.origin,
    store,
    page: (handle, rest) => `${store(handle)}/${rest}`,
    media: (handle, key) => `${store(handle)}/media/${key}`,
    absolute: (path) => `${url.origin}${path}`,
  };
}
