// How storefront routes answer: HTML pages with the storefront's headers (CSP without scripts,
// noindex where it applies, no shared caching), the store's cookies, and visit counting.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countItems, decodeCart, type CartLine } from '../cart.ts';
import type { SafeHtml } from '../html.ts';
import { renderPage, type PageMeta } from '../pages/layout.ts';
import { sendText } from './compression.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { SnapshotStore, StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { isCountableView } from '../visitor.ts';

export const CART_COOKIE = 'encore_cart';
/** The visitor mark of before decision 052: no longer set nor read, and cleared where seen. */
const OLD_VISITOR_COOKIE = 'encore_seen';
const THIRTY_DAYS = 30 * 24 * 3600;

export function storefrontHeaders(
  sf: Storefront,
  reply: FastifyReply,
  indexable: boolean,
): FastifyReply {
  reply.header('content-security-policy', sf.csp);
  reply.header('cache-control', 'private, no-cache');
  if (!indexable) reply.header('x-robots-tag', 'noindex, nofollow');
  return reply;
}

export interface SendPageOptions {
  status?: number;
  store: SnapshotStore | null;
  cartCount: number | null;
  meta: PageMeta;
  body: SafeHtml;
  /**
   * Names a page many shoppers get alike (a store's home, a product page): its compressed bytes
   * are kept while it renders to the same HTML (see compression.ts).
   */
  cacheKey?: string;
}

export function sendPage(
  sf: Storefront,
  reply: FastifyReply,
  options: SendPageOptions,
): FastifyReply {
  const page = renderPage(
    {
      paths: sf.paths,
      store: options.store,
      cartCount: options.cartCount,
      testMode: sf.payments.isTest,
    },
    options.meta,
    options.body,
  );
  storefrontHeaders(sf, reply, options.meta.indexable)
    .status(options.status ?? 200)
    .type('text/html; charset=utf-8');
  const cached =
    options.cacheKey === undefined
      ? undefined
      : { cache: sf.compressedPages, key: `${options.cacheKey}:${String(options.cartCount)}` };
  return sendText(reply, page, cached);
}

export function setStoreCookie(
  sf: Storefront,
  reply: FastifyReply,
  store: Pick<SnapshotStore, 'handle'>,
  name: string,
  value: string | null,
  maxAgeSeconds = THIRTY_DAYS,
): void {
  const options = {
    path: sf.paths.store(store.handle),
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: sf.secureCookies,
  };
  if (value === null) reply.clearCookie(name, options);
  else reply.setCookie(name, value, { ...options, maxAge: maxAgeSeconds });
}

export function cartOf(
  sf: Storefront,
  request: FastifyRequest,
  snapshot: StoreSnapshot,
): CartLine[] {
  return decodeCart(sf.signer, snapshot.store.id, request.cookies[CART_COOKIE]);
}

export function cartCountOf(
  sf: Storefront,
  request: FastifyRequest,
  snapshot: StoreSnapshot,
): number {
  return countItems(cartOf(sf, request, snapshot));
}

/**
 * Counts a page view in memory (never a database write on the way), and a visitor once per store
 * and day by a salted hash of address and user agent — no cookie (visitor.ts, decision 052).
 * Crawlers, scripts, headless browsers, prefetches and HEAD requests count as neither.
 */
export function countView(
  sf: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: StoreSnapshot,
): void {
  if (request.cookies[OLD_VISITOR_COOKIE] !== undefined) {
    setStoreCookie(sf, reply, snapshot.store, OLD_VISITOR_COOKIE, null);
  }
  if (!isCountableView(request.method, request.headers)) return;
  sf.visits.record(snapshot.store.id, {
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  });
}

/** The request's path and query as the browser sees them (PUBLIC_SHOP_URL's prefix for /shop). */
export function publicUrlOf(sf: Storefront, request: FastifyRequest): string {
  const url = request.url;
  return url.startsWith(SHOP_MOUNT) ? `${sf.paths.base}${url.slice(SHOP_MOUNT.length)}` : url;
}

/** A same-store path to go back to after the password, or the store's home. */
export function safeNext(sf: Storefront, handle: string, next: unknown): string {
  const home = sf.paths.store(handle);
  if (typeof next !== 'string' || next.length > 2000) return home;
  if (/[\\\s]|\/\//.test(next)) return home;
  if (next === home || next.startsWith(`${home}/`) || next.startsWith(`${home}?`)) return next;
  return home;
}
