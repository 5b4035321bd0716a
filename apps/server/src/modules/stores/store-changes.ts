// Tells whoever caches a store (the storefront) that it changed: visibility, password, products.
// With the database's notifications, a change made in any process (a web process's call, a
// worker's store build) reaches every process's listeners: at once in this one, and through
// PostgreSQL's NOTIFY in the others (decisions 045, 057). Without them (unit tests), in-process.
// A lost notification (the LISTEN connection reconnecting) is covered by the caches' short TTL.
import { EventEmitter } from 'node:events';
import type { DatabaseNotifications } from '../../db/notifications.ts';

/** The notification channel a store change is announced on; the payload is the store's id. */
export const STORE_CHANGED_CHANNEL = 'encore_store_changed';

export interface StoreChanges {
  /** Call after writing anything a storefront shows or enforces. This process hears it at once. */
  notify(storeId: string): void;
  /** Returns a function that stops listening. */
  subscribe(listener: (storeId: string) => void): () => void;
}

export function createStoreChanges(
  notifications?: Pick<DatabaseNotifications, 'notify' | 'listen'>,
): StoreChanges {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (storeId: string) => emitter.emit('change', storeId);
  // One LISTEN per process, made on the first subscriber and kept: listeners come and go here.
  let listening: Promise<unknown> | undefined;
  return {
    notify(storeId) {
      if (!notifications) {
        emit(storeId);
        return;
      }
      // Delivers to this process's listeners before it returns (in memory), then NOTIFYs the
      // others; it never throws (a failed NOTIFY is logged and the TTL covers it).
      void notifications.notify(STORE_CHANGED_CHANNEL, storeId);
    },
    subscribe(listener) {
      if (notifications)
        listening ??= notifications.listen(STORE_CHANGED_CHANNEL, emit).catch(() => undefined);
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
  };
}
