import { SELECT_DESIGNS_MESSAGE, type Design } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { storeDataQueryOptions } from '../../../lib/store/get-store-data';
import { LAUNCH_FAILED_MESSAGE } from '../../../lib/store/use-store-transitions';
import { selectedDesignIds, useBuildStore } from '../api/build-store';

/**
 * 'Launch my store' (spec §4.3, §4.4, §5, §8): at least one design; build-store with the design
 * asset ids; on failure the v2 toast. On success the store state is read again, and a store
 * that is now building takes the user to its settings, where progress shows.
 */
export function useLaunchStore(userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buildStore = useBuildStore();

  async function launch(designs: readonly Design[]): Promise<void> {
    if (designs.length === 0) {
      toast.error(SELECT_DESIGNS_MESSAGE);
      return;
    }
    try {
      const result = await buildStore.mutateAsync({
        userId,
        selectedDesigns: selectedDesignIds(designs),
      });
      if (!result.success) throw new Error(result.error ?? 'build-store answered success: false');
    } catch {
      toast.error(LAUNCH_FAILED_MESSAGE);
      return;
    }
    browserStorage.setItem(storageKeys.storeStructured, 'true');
    toast.success('Store build initiated!');
    const store = await queryClient
      .fetchQuery({ ...storeDataQueryOptions(userId), staleTime: 0 })
      // The build started either way; a failed read only means no move (spec §8 fallback).
      .catch(() => null);
    if (store?.storeState === 'processing') await navigate('/v2/store/settings');
  }

  return { launch, launching: buildStore.isPending };
}
