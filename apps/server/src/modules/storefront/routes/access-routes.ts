// The password page of a private store. A right password sets the access cookie and goes back
// to where the visitor was heading; tries are rate-limited per address and store.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { passwordMatches } from '../access.ts';
import { passwordBody } from '../pages/gate-pages.ts';
import { SHOP_MOUNT } from '../paths.ts';
import type { StoreSnapshot } from '../store-snapshot.ts';
import type { Storefront } from '../storefront.ts';
import { safeNext, sendPage } from './respond.ts';
import { grantAccess, openStore, storefrontRedirect } from './store-gate.ts';

type PasswordRequest = { Params: { handle: string }; Querystring: { next?: string } };

function showPassword(
  sf: Storefront,
  reply: FastifyReply,
  snapshot: StoreSnapshot,
  next: string,
  error: string | null,
) {
  return sendPage(sf, reply, {
    status: error ? 401 : 200,
    store: snapshot.store,
    cartCount: null,
    meta: {
      title: `${snapshot.store.name} — Enter password`,
      description: 'This store is private. Enter the password to shop.',
      indexable: false,
      bare: true,
    },
    body: passwordBody(sf.paths, snapshot.store, next, error),
  });
}

export function accessRoutes(app: FastifyInstance, sf: Storefront, triesPerMinute: number): void {
  app.get<PasswordRequest>(`${SHOP_MOUNT}/:handle/password`, async (request, reply) => {
    const snapshot = await sf.cache.get(request.params.handle);
    const next = safeNext(sf, request.params.handle, request.query.next);
    // Stores that are public, offline or not there answer as their home would.
    if (
      !snapshot ||
      snapshot.store.status !== 'ready' ||
      !snapshot.store.isEnabled ||
      !snapshot.store.isPrivate
    ) {
      const open = await openStore(sf, request, reply, 'page');
      return open ? storefrontRedirect(sf, reply, next, 302) : reply;
    }
    return showPassword(sf, reply, snapshot, next, null);
  });

  app.post<PasswordRequest>(
    `${SHOP_MOUNT}/:handle/password`,
    {
      bodyLimit: 4096,
      config: {
        rateLimit: {
          max: triesPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            `${request.ip}|${(request.params as { handle?: string }).handle ?? ''}`,
        },
      },
    },
    async (request, reply) => {
      const snapshot = await sf.cache.get(request.params.handle);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const next = safeNext(sf, request.params.handle, body.next);
      if (
        !snapshot ||
        snapshot.store.status !== 'ready' ||
        !snapshot.store.isEnabled ||
        !snapshot.store.isPrivate
      ) {
        const open = await openStore(sf, request, reply, 'page');
        return open ? storefrontRedirect(sf, reply, next) : reply;
      }
      const typed = typeof body.password === 'string' ? body.password : '';
      if (!passwordMatches(snapshot.store, typed)) {
        return showPassword(
          sf,
          reply,
          snapshot,
          next,
          "That password isn't right. Please try again.",
        );
      }
      grantAccess(sf, reply, snapshot);
      return storefrontRedirect(sf, reply, next);
    },
  );
}
