// The visibility check in front of every store URL: a store that is not there is a 404 page, an
// offline store a 503 'currently unavailable' page, a private store the password page — unless
// the visitor has its access cookie, or arrives with its share link's key, which sets one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE, accessOf, shareKeyMatches } from '../access.ts';
import { messageBody, notFoundBody, unavailableBody } from '../pages/gate-pages.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { publicUrlOf, sendPage, setStoreCookie } from './respond.ts';

/** What the URL serves decides how a refusal looks: a page, JSON, or bytes (images, XML). */
export type Surface = 'page' | 'json' | 'asset';

const ACCESS_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** 404 page; with `snapshot` (only once the visitor may see that store), a link to its home. */
export function sendNotFound(sf: Storefront, reply: FastifyReply, snapshot: StoreSnapshot | null) {
  const store = snapshot?.store ?? null;
  return sendPage(sf, reply, {
    status: 404,
    store,
    cartCount: null,
    meta: {
      title: 'Page not found',
      description: 'This page does not exist.',
      indexable: false,
      bare: true,
    },
    body: notFoundBody(sf.paths, store),
    cacheKey: `not-found:${store?.id ?? ''}`,
  });
}

function refuse(
  sf: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: StoreSnapshot,
  surface: Surface,
  why: 'unavailable' | 'locked',
): void {
  const { store } = snapshot;
  if (surface === 'json') {
    const body =
      why === 'unavailable'
        ? { error: 'store_unavailable', message: 'This store is currently unavailable.' }
        : { error: 'store_private', message: 'This store is private: enter its password first.' };
    reply
      .header('content-security-policy', sf.csp)
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-store')
      .status(why === 'unavailable' ? 503 : 401)
      .send(body);
    return;
  }
  if (why === 'unavailable') {
    sendPage(sf, reply, {
      status: 503,
      store,
      cartCount: null,
      meta: {
        title: `${store.name} is currently unavailable`,
        description: 'This store is currently unavailable.',
        indexable: false,
        bare: true,
      },
      body: unavailableBody(store),
    });
    return;
  }
  if (surface === 'page' && (request.method === 'GET' || request.method === 'HEAD')) {
    const next = publicUrlOf(sf, request);
    const target = `${sf.paths.page(store.handle, 'password')}?next=${encodeURIComponent(next)}`;
    storefrontRedirect(sf, reply, target, 302);
    return;
  }
  sendPage(sf, reply, {
    status: 401,
    store,
    cartCount: null,
    meta: {
      title: 'This store is private',
      description: 'This store is private.',
      indexable: false,
      bare: true,
    },
    body: messageBody('This store is private', 'Enter the password to see it.', {
      href: sf.paths.page(store.handle, 'password'),
      label: 'Enter password',
    }),
  });
}

export function storefrontRedirect(
  sf: Storefront,
  reply: FastifyReply,
  target: string,
  status = 303,
) {
  return reply
    .header('content-security-policy', sf.csp)
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex, nofollow')
    .redirect(target, status);
}

/** Lets this browser into a private store until its password or share key changes. */
export function grantAccess(sf: Storefront, reply: FastifyReply, snapshot: StoreSnapshot): void {
  setStoreCookie(
    sf,
    reply,
    snapshot.store,
    ACCESS_COOKIE,
    snapshot.accessToken,
    ACCESS_COOKIE_MAX_AGE,
  );
}

/** The URL without its `key` parameter, so a share key does not linger in the address bar. */
function withoutKey(sf: Storefront, request: FastifyRequest): string {
  const url = new URL(publicUrlOf(sf, request), 'http://x');
  url.searchParams.delete('key');
  return `${url.pathname}${url.search}`;
}

/**
 * The store of `:handle` when this visitor may see it; otherwise answers the request (404, 503,
 * password) and returns null.
 */
export async function openStore(
  sf: Storefront,
  request: FastifyRequest,
  reply: FastifyReply,
  surface: Surface,
): Promise<StoreSnapshot | null> {
  const { handle } = request.params as { handle: string };
  const snapshot = await sf.cache.get(handle);
  const access = accessOf(snapshot, request.cookies[ACCESS_COOKIE]);
  if (access === 'open' && snapshot) return snapshot;
  if (access === 'missing' || !snapshot) {
    if (surface === 'json') {
      reply
        .status(404)
        .header('x-robots-tag', 'noindex, nofollow')
        .send({ error: 'not_found', message: 'No such store.' });
    } else {
      sendNotFound(sf, reply, null);
    }
    return null;
  }
  if (access === 'locked' && surface === 'page' && request.method === 'GET') {
    const { key } = request.query as { key?: unknown };
    if (typeof key === 'string' && shareKeyMatches(snapshot.store, key)) {
      grantAccess(sf, reply, snapshot);
      storefrontRedirect(sf, reply, withoutKey(sf, request), 302);
      return null;
    }
  }
  refuse(
    sf,
    request,
    reply,
    snapshot,
    surface,
    access === 'unavailable' ? 'unavailable' : 'locked',
  );
  return null;
}

/** Private stores are never indexable, even for a visitor who is let in. */
export function indexableStore(snapshot: StoreSnapshot): boolean {
  return !snapshot.store.isPrivate;
}
