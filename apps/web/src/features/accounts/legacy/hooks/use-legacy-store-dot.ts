import { browserStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';
import { useStoreData } from '../../../../lib/store/get-store-data';

/**
 * Spec §2.5: the Store tab shows a red dot unless a store is enabled and not being polled. A
 * build is polled while its flag is set here or the server reports one under way.
 */
export function useLegacyStoreDot(userId: string): boolean {
  const { data: store } = useStoreData(userId);
  const polled =
    browserStorage.getItem(storageKeys.isStorePolling) === 'true' ||
    store?.storeState === 'processing';
  return !(store?.isStoreEnabled === true && !polled);
}
