// @fastify/rate-limit's store, backed by Encore's rate-limit counters (decision 057): in memory for
// the embedded single process, in PostgreSQL when several processes answer the same people. Each
// route gets its own counters (the key is prefixed with the route), as the plugin's own stores do.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounters } from '../../shared/rate-limits/index.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * The route part of a key: `GET/auth/login-`. The plugin hands `child` the route's merged limit
 * options, whose `routeInfo` is the route (its types say the route itself).
 */
function routePrefix(routeOptions: object): string {
  const info: unknown = 'routeInfo' in routeOptions ? routeOptions.routeInfo : undefined;
  const { method, url } =
    typeof info === 'object' && info !== null ? (info as { method?: unknown; url?: unknown }) : {};
  const methods = Array.isArray(method) ? method.join(',') : String(method ?? '');
  return `${methods}${typeof url === 'string' ? url : ''}-`;
}

class CountersStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: RateLimitCounters,
    private readonly prefix: string,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    this.counters.hit(`rl:${this.prefix}${key}`, timeWindow).then(
      ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new CountersStore(this.counters, routePrefix(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit, counting in `counters`. */
export function rateLimitStoreOf(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  return class extends CountersStore {
    constructor() {
      super(counters, '');
    }
  };
}
