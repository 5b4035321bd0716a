import { isBuildPollingFlagged } from '../../../../lib/store/build-polling-flag';
import { useStoreData } from '../../../../lib/store/get-store-data';

/**
 * Spec §2.5: the Store tab shows a red dot unless a store is enabled and not being polled. A
 * build is polled while its flag is kept here or the server reports one under way.
 */
export function useLegacyStoreDot(userId: string): boolean {
  const { data: store } = useStoreData(userId);
  const polled = isBuildPollingFlagged() || store?.storeState === 'processing';
  return !(store?.isStoreEnabled === true && !polled);
}
