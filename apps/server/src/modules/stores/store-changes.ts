// Tells whoever caches a store (the storefront) that it changed: visibility, password, products.
// In-process; other processes (workers, more web servers) rely on their caches' short lifetime.
import { EventEmitter } from 'node:events';

export interface StoreChanges {
  /** Call after writing anything a storefront shows or enforces. */
  notify(storeId: string): void;
  /** Returns a function that stops listening. */
  subscribe(listener: (storeId: string) => void): () => void;
}

export function createStoreChanges(): StoreChanges {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: (storeId) => emitter.emit('change', storeId),
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
  };
}
