import { describe, expect, it } from 'vitest';
import type { NotificationListener } from '../../db/notifications.ts';
import { createStoreChanges, STORE_CHANGED_CHANNEL } from './store-changes.ts';

/** The database's notifications as two processes see them: a notify reaches both. */
function sharedNotifications() {
  const listeners = new Set<NotificationListener>();
  const listened: string[] = [];
  const processNotifications = () => ({
    notify: async (channel: string, payload: string) => {
      if (channel === STORE_CHANGED_CHANNEL) for (const listener of listeners) listener(payload);
    },
    listen: async (channel: string, listener: NotificationListener) => {
      listened.push(channel);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return { processNotifications, listened };
}

describe('store changes', () => {
  it('reach the listeners of another process (a worker writes, a web process hears)', () => {
    const { processNotifications, listened } = sharedNotifications();
    const web = createStoreChanges(processNotifications());
    const worker = createStoreChanges(processNotifications());
    const heard: string[] = [];
    const stop = web.subscribe((storeId) => heard.push(storeId));
    web.subscribe(() => undefined);
    expect(listened).toEqual([STORE_CHANGED_CHANNEL]); // one LISTEN per process, not per subscriber
    worker.notify('store-1');
    expect(heard).toEqual(['store-1']);
    stop();
    worker.notify('store-2');
    expect(heard).toEqual(['store-1']);
  });

  it('without notifications, stay in the process (unit tests)', () => {
    const changes = createStoreChanges();
    const heard: string[] = [];
    changes.subscribe((storeId) => heard.push(storeId));
    changes.notify('store-1');
    expect(heard).toEqual(['store-1']);
  });
});
