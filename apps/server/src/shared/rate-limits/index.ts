export type { CounterHit, RateLimitCounters } from './counters.ts';
export { createMemoryCounters, type MemoryCountersOptions } from './memory-counters.ts';
export { createPostgresCounters, type PostgresCountersOptions } from './postgres-counters.ts';
