import { storeFlagsSchema, type StoreFlags } from '@encore/contracts';
import { browserStorage, readJson } from '../storage';
import { storageKeys } from '../storage-keys';
import { clearBuildPollingFlag, isBuildPollingFlagged } from './build-polling-flag';

// What the first-generation screens keep about the store in local storage (spec §3): storeData
// once it is live, storeStructured once a build was started, isStorePolling while it is polled.

/** The live store's flags as last saved; null when none are kept. */
export function readSavedStoreData(): StoreFlags | null {
  return readJson(browserStorage, storageKeys.storeData, storeFlagsSchema);
}

export function isStoreStructured(): boolean {
  return browserStorage.getItem(storageKeys.storeStructured) === 'true';
}

export function markStoreStructured(): void {
  browserStorage.setItem(storageKeys.storeStructured, 'true');
}

/** A build was started here and may still be under way (structured, or being polled). */
export function isStoreBeingBuilt(): boolean {
  return isStoreStructured() || isBuildPollingFlagged();
}

/** Spec §4.3: the store was deleted; forget its data and the build flags. */
export function clearStoreRecords(): void {
  browserStorage.removeItem(storageKeys.storeData);
  browserStorage.removeItem(storageKeys.storeStructured);
  clearBuildPollingFlag();
}

/**
 * Spec §2.5, the Store tab: the store area when store data exists, a build was started or is
 * polled; otherwise /main, where the build call-to-action is shown.
 */
export function legacyStoreTabTarget(): '/store/dashboard' | '/main' {
  return readSavedStoreData() !== null || isStoreBeingBuilt() ? '/store/dashboard' : '/main';
}
