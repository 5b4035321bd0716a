// Rate-limit counters in this process's memory: the embedded default (one process owns the
// PGlite database, so there is nobody else to agree with). Bounded: at most `maxKeys` windows are
// kept, the least recently hit going first, so a flood of new keys (addresses) cannot grow it
// without end; a forgotten key starts afresh, as it would once its window ended.
import type { CounterHit, RateLimitCounters } from './counters.ts';

export interface MemoryCountersOptions {
  /** Windows kept at most. Default 50,000 (about 5 MB). */
  maxKeys?: number;
  now?: () => number;
}

interface Window {
  count: number;
  resetsAt: number;
}

const NONE: CounterHit = { count: 0, resetInMs: 0 };

export function createMemoryCounters(options: MemoryCountersOptions = {}): RateLimitCounters {
  const maxKeys = options.maxKeys ?? 50_000;
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();

  return {
    hit(key, windowMs) {
      const at = now();
      let window = windows.get(key);
      windows.delete(key); // re-inserted last: the map's order is least recently hit first
      if (!window || window.resetsAt <= at) window = { count: 0, resetsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      while (windows.size > maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
      return Promise.resolve({ count: window.count, resetInMs: window.resetsAt - at });
    },
    peek(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.resetsAt <= at) return Promise.resolve(NONE);
      return Promise.resolve({ count: window.count, resetInMs: window.resetsAt - at });
    },
  };
}
