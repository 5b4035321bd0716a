import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchStoreOptimistically, refreshStore, restoreStore } from '../../api/store-cache';
import { updateStorePrivacy } from '../../api/update-store-privacy';
import { updateStoreStatus } from '../../api/update-store-status';
import { visibilityFlags, type Visibility } from '../lib/visibility';

interface VisibilityChange {
  from: Visibility;
  to: Visibility;
}

/**
 * Saves a legacy visibility choice (spec §4.4) with the v2 calls of spec §7. Offline disables
 * the store. Public or Private sets the privacy, first enabling the store when it was offline;
 * if the privacy then fails, the store is taken offline again, so it never stays online with a
 * privacy the artist did not choose.
 */
export async function saveVisibility(userId: string, { from, to }: VisibilityChange) {
  if (to === 'offline') {
    await updateStoreStatus({ userId, isStoreEnabled: false });
    return;
  }
  const enabling = from === 'offline';
  if (enabling) await updateStoreStatus({ userId, isStoreEnabled: true });
  try {
    await updateStorePrivacy({ userId, isStorePrivate: to === 'private' });
  } catch (error) {
    if (enabling) await updateStoreStatus({ userId, isStoreEnabled: false }).catch(() => undefined);
    throw error;
  }
}

/** The choice shows at once; a failure puts back what was there; the store is read again after. */
export function useUpdateVisibility(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['store/visibility', userId],
    mutationFn: (change: VisibilityChange) => saveVisibility(userId, change),
    onMutate: ({ to }) => patchStoreOptimistically(queryClient, userId, visibilityFlags(to)),
    onError: (_error, _change, snapshot) => restoreStore(queryClient, userId, snapshot),
    onSettled: () => refreshStore(queryClient, userId),
  });
}
