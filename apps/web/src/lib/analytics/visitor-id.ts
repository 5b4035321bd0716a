import { browserStorage, type KeyValueStorage } from '../storage';
import { storageKeys } from '../storage-keys';

const plausibleId = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The anonymous visitor id (spec §3): generated once, then kept in local storage so every
 * page view of this browser carries the same id, signed in or not.
 */
export function getVisitorId(storage: KeyValueStorage = browserStorage): string {
  const stored = storage.getItem(storageKeys.visitorId);
  if (stored !== null && plausibleId.test(stored)) return stored;
  const id = randomId();
  storage.setItem(storageKeys.visitorId, id);
  return id;
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts (not plain-http LAN dev). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
