import { storeVisibilityV2, type StoreDetails } from '@encore/contracts';
import { toast } from 'sonner';
import { useUpdateStorePrivacy } from '../api/update-store-privacy';
import { useUpdateStoreStatus } from '../api/update-store-status';

const VISIBILITY_FAILED_MESSAGE = 'Failed to update store visibility';

/**
 * The 'Store Online' and 'Private Store' switches (spec §2.7, §8): each saves through its call,
 * shows its change at once and takes it back on failure. While either saves, both wait: the
 * store's visibility is one setting seen from two sides.
 */
export function useVisibilitySwitches(userId: string, store: StoreDetails) {
  const status = useUpdateStoreStatus(userId);
  const privacy = useUpdateStorePrivacy(userId);
  // Spec §9: the v2 store pages read unknown flags as online and public.
  const { isStoreEnabled, isStorePrivate } = storeVisibilityV2(store);

  function setOnline(online: boolean): void {
    status.mutate(online, {
      // Back online, the store is what its privacy says: the §8 wording of the legacy choices.
      onSuccess: ({ data }) =>
        toast.success(
          !data.isStoreEnabled
            ? 'Store taken offline'
            : isStorePrivate
              ? 'Store is now Private'
              : 'Store is now Public',
        ),
      onError: () => toast.error(VISIBILITY_FAILED_MESSAGE),
    });
  }

  function setPrivate(isPrivate: boolean): void {
    privacy.mutate(isPrivate, {
      onSuccess: ({ data }) =>
        toast.success(data.isStorePrivate ? 'Store is now Private' : 'Store is now Public'),
      onError: () => toast.error(VISIBILITY_FAILED_MESSAGE),
    });
  }

  return {
    isStoreEnabled,
    isStorePrivate,
    saving: status.isPending || privacy.isPending,
    savingStatus: status.isPending,
    savingPrivacy: privacy.isPending,
    setOnline,
    setPrivate,
  };
}
