// Store snapshots in memory, by handle, for a few seconds: the storefront's pages read no database
// on the way. A store that changes in any process is dropped at once (storeChanges, carried across
// processes by the database's notifications); the TTL covers a lost notification. Concurrent
// misses share one load.
//
// Unknown handles are remembered too (so a flood of them costs one query each per TTL), but in a
// separate, smaller map: requests for random handles must never push real stores out of the cache.
import type { StoreSnapshot } from './store-snapshot.ts';

export interface SnapshotCacheOptions {
  load(handle: string): Promise<StoreSnapshot | null>;
  /** How long a snapshot (or a miss) is served before it is read again. */
  ttlMs: number;
  /** Stores kept at most; the oldest go first. */
  maxEntries: number;
  /** Unknown handles remembered at most, apart from the stores; the oldest go first. */
  maxMisses: number;
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

/** Puts `entry` last (newest) and drops the oldest beyond `max`. */
function remember(map: Map<string, Entry>, handle: string, entry: Entry, max: number): void {
  map.delete(handle);
  map.set(handle, entry);
  while (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest === undefined) break;
    map.delete(oldest);
  }
}

export function createSnapshotCache(options: SnapshotCacheOptions): SnapshotCache {
  const { ttlMs, maxEntries, maxMisses } = options;
  const now = options.now ?? Date.now;
  const found = new Map<string, Entry>();
  const missing = new Map<string, Entry>();
  /** Loads in flight, by handle: which map they go to is known only once they finish. */
  const loading = new Map<string, Entry>();

  function load(handle: string): Entry {
    const entry: Entry = { storeId: null, expiresAt: 0, value: options.load(handle) };
    loading.set(handle, entry);
    entry.value.then(
      (snapshot) => {
        // Dropped while loading (the store changed meanwhile): what was read may be stale.
        if (loading.get(handle) !== entry) return;
        loading.delete(handle);
        // The TTL counts from when the data was read.
        entry.expiresAt = now() + ttlMs;
        found.delete(handle);
        missing.delete(handle);
        if (snapshot) {
          entry.storeId = snapshot.store.id;
          remember(found, handle, entry, maxEntries);
        } else {
          remember(missing, handle, entry, maxMisses);
        }
      },
      () => {
        // A failed load is not cached: the next request tries again.
        if (loading.get(handle) === entry) loading.delete(handle);
      },
    );
    return entry;
  }

  return {
    get(handle) {
      const cached = found.get(handle) ?? missing.get(handle);
      if (cached && cached.expiresAt > now()) return cached.value;
      return (loading.get(handle) ?? load(handle)).value;
    },
    dropStore(storeId) {
      for (const [handle, entry] of found) {
        if (entry.storeId === storeId) found.delete(handle);
      }
      missing.clear();
      // A load in flight may be of this store, read before the change.
      loading.clear();
    },
    clear() {
      found.clear();
      missing.clear();
      loading.clear();
    },
  };
}
