import { STORE_SHARE_TRACKING, type StoreDetails } from '@encore/contracts';

type StoreLinks = Pick<StoreDetails, 'shareUrl' | 'shopifyStoreUrl'>;

function parseUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The link copied from store settings (spec §9): the server's share link (tracking parameters
 * and, for a private store, the access key), else the store URL with the tracking parameters.
 */
export function storeShareLink(store: StoreLinks): string | null {
  if (store.shareUrl) return store.shareUrl;
  const url = parseUrl(store.shopifyStoreUrl);
  if (!url) return store.shopifyStoreUrl ?? null;
  for (const [name, value] of Object.entries(STORE_SHARE_TRACKING)) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * Where 'Visit' takes the artist: the share link without its tracking parameters (the artist's
 * own visits are not shares, and a private store's key still lets them in), else the store URL.
 */
export function storeVisitLink(store: StoreLinks): string | null {
  const url = parseUrl(store.shareUrl);
  if (!url) return store.shopifyStoreUrl ?? null;
  for (const name of Object.keys(STORE_SHARE_TRACKING)) url.searchParams.delete(name);
  return url.toString();
}
