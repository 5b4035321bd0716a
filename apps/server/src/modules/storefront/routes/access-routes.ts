// The password page of a private store. A right password sets the access cookie and goes back
// to where the visitor was heading. Tries are rate-limited per address and store, and wrong ones
// per store from all addresses together (failure-limiter.ts): rotating addresses does not buy
// more guesses. While a store is locked that way even the right password waits; its share link
// and the access cookies already given still let people in.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asksForPassword, passwordMatches } from '../access.ts';
import { createFailureLimiter } from '../failure-limiter.ts';
import { messageBody, passwordBody } from '../pages/gate-pages.ts';
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

export interface PasswordLimits {
  /** Per address and store. */
  triesPerMinute: number;
  /** Wrong passwords per store from everyone together. */
  failuresPerStorePerHour: number;
}

function tooManyTries(sf: Storefront, reply: FastifyReply, retryAfterSeconds: number) {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendPage(sf, reply, {
    status: 429,
    store: null,
    cartCount: null,
    meta: {
      title: 'Too many tries',
      description: 'Too many password tries.',
      indexable: false,
      bare: true,
    },
    body: messageBody(
      'Too many tries',
      'This store has had too many wrong passwords. Please wait a while and try again.',
      null,
    ),
  });
}

export function accessRoutes(app: FastifyInstance, sf: Storefront, limits: PasswordLimits): void {
  const failures = createFailureLimiter({
    maxFailures: limits.failuresPerStorePerHour,
    windowMs: 3600 * 1000,
    counters: sf.rateLimitCounters,
    namespace: 'store-password-failures',
  });

  app.get<PasswordRequest>(`${SHOP_MOUNT}/:handle/password`, async (request, reply) => {
    const snapshot = await sf.cache.get(request.params.handle);
    const next = safeNext(sf, request.params.handle, request.query.next);
    // Stores that are public, offline or not there answer as their home would.
    if (!asksForPassword(snapshot)) {
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
          max: limits.triesPerMinute,
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
      if (!asksForPassword(snapshot)) {
        const open = await openStore(sf, request, reply, 'page');
        return open ? storefrontRedirect(sf, reply, next) : reply;
      }
      const retryAfter = await failures.retryAfterSeconds(snapshot.store.id);
      if (retryAfter > 0) return tooManyTries(sf, reply, retryAfter);
      const typed = typeof body.password === 'string' ? body.password : '';
      if (!passwordMatches(snapshot.store, typed)) {
        await failures.fail(snapshot.store.id);
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
