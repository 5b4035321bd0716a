// Where a store lives (spec §5: the product's own shop host, never the shop platform's domain)
// and the links the artist shares.
import { STORE_SHARE_TRACKING } from '@encore/contracts';

/** `<shopUrl>/<handle>`, e.g. http://localhost:3000/shop/iron-cathedral. */
export function storeUrl(shopUrl: string, handle: string): string {
  return `${shopUrl}/${encodeURIComponent(handle)}`;
}

/**
 * The link copied from settings: the store URL with the §9 tracking parameters, and for a private
 * store the access key that lets its holder in without the password.
 */
export function shareUrl(
  shopUrl: string,
  store: { handle: string; isPrivate: boolean; accessKey: string },
): string {
  const url = new URL(storeUrl(shopUrl, store.handle));
  if (store.isPrivate) url.searchParams.set('key', store.accessKey);
  for (const [name, value] of Object.entries(STORE_SHARE_TRACKING)) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}
