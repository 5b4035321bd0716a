import { browserStorage, type KeyValueStorage } from './storage';
import { storageKeys } from './storage-keys';

// Spec §3, §4.4: a debug flag forces the legacy store screens into their launching mode, so the
// banner can be looked at without a build. Set from the debug panel; read by the store screens.

export function isStoreProcessingForced(storage: KeyValueStorage = browserStorage): boolean {
  return storage.getItem(storageKeys.debugStoreProcessing) === 'true';
}

export function setStoreProcessingForced(
  forced: boolean,
  storage: KeyValueStorage = browserStorage,
): void {
  if (forced) storage.setItem(storageKeys.debugStoreProcessing, 'true');
  else storage.removeItem(storageKeys.debugStoreProcessing);
}
