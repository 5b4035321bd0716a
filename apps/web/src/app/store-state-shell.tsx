import { Outlet } from 'react-router';
import { useStoreData } from '../lib/store/get-store-data';
import { useStoreTransitions } from '../lib/store/use-store-transitions';
import { browserStorage } from '../lib/storage';
import { storageKeys } from '../lib/storage-keys';

/**
 * Wraps the v2 screens a signed-in artist moves between (designs, profile, store). It keeps the
 * store state read every 20 s while the store builds and, when the build finishes, announces it
 * and moves the user to store settings (spec §4.4) — whichever of these screens is open. A build
 * that gave up is announced too.
 */
export function StoreStateShell() {
  const userId = browserStorage.getItem(storageKeys.v2UserId);
  const store = useStoreData(userId);
  useStoreTransitions(store.data?.storeState);
  return <Outlet />;
}
