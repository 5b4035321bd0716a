// Store snapshots in memory, by handle, for a few seconds: the storefront's pages read no database
// on the way. A store that changes in this process is dropped at once (storeChanges); changes made
// by another process show within the TTL. Concurrent misses share one load.
import type { StoreSnapshot } from './store-snapshot.ts';

export interface SnapshotCacheOptions {
  load(handle: string): Promise<StoreSnapshot | null>;
  /** How long a snapshot is served before it is read again. */
  ttlMs: number;
  /** Handles kept at most (unknown handles included); the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

export interface SnapshotCache {
  /** The store with this handle, or null when there is none. */
  get(handle: string): Promise<StoreSnapshot | null>;
  /** Forgets a store (and every unknown handle: the store may have just been created). */
  dropStore(storeId: string): void;
  clear(): void;
}

interface Entry {
  storeId: string | null;
  expiresAt: number;
  value: Promise<StoreSnapshot | null>;
}

export function createSnapshotCache(options: SnapshotCacheOptions): SnapshotCache {
  const { load, ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  function put(handle: string): Entry {
    const entry: Entry = { storeId: null, expiresAt: now() + ttlMs, value: load(handle) };
    entries.delete(handle);
    entries.set(handle, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
    entry.value.then(
      (snapshot) => {
        entry.storeId = snapshot?.store.id ?? null;
        // The TTL counts from when the data was read.
        entry.expiresAt = now() + ttlMs;
      },
      () => {
        // A failed load is not cached: the next request tries again.
        if (entries.get(handle) === entry) entries.delete(handle);
      },
    );
    return entry;
  }

  return {
    get(handle) {
      const entry = entries.get(handle);
      if (entry && entry.expiresAt > now()) return entry.value;
      return put(handle).value;
    },
    dropStore(storeId) {
      for (const [handle, entry] of entries) {
        if (entry.storeId === storeId || entry.storeId === null) entries.delete(handle);
      }
    },
    clear: () => entries.clear(),
  };
}
