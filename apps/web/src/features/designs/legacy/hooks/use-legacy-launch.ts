import { BUILD_STORE_SUCCESS_STATUS, SELECT_DESIGNS_MESSAGE, type Design } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { browserStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';
import { flagBuildPolling } from '../../../../lib/store/build-polling-flag';
import { storeDataQueryKey } from '../../../../lib/store/get-store-data';
import { markStoreStructured } from '../../../../lib/store/legacy-store-records';
import { selectedDesignIds, useBuildStoreLegacy } from '../../api/build-store';

export const LAUNCH_STARTED_TITLE = 'Store Creation Started';
export const LAUNCH_STARTED_MESSAGE = 'Your store is being created. This will take 3-7 minutes.';
export const LAUNCH_FAILED_TITLE = 'Error';
export const LAUNCH_FAILED_MESSAGE = 'Failed to start building your store. Please try again.';

/**
 * 'Launch my store' on /main (spec §4.3): at least one design; the call-to-action hides while
 * buildStore is sent; data.status 'success' sets storeStructured, starts the store area's build
 * polling (isStorePolling) and goes to /store/dashboard; anything else is the spec's error toast.
 */
export function useLegacyLaunch(userId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buildStore = useBuildStoreLegacy();
  const [hidden, setHidden] = useState(false);

  async function launch(designs: readonly Design[]): Promise<void> {
    if (designs.length === 0) {
      toast.error(SELECT_DESIGNS_MESSAGE);
      return;
    }
    setHidden(true);
    try {
      const result = await buildStore.mutateAsync({
        userId,
        selectedDesigns: selectedDesignIds(designs),
        timestamp: new Date().toISOString(),
      });
      if (result.data.status !== BUILD_STORE_SUCCESS_STATUS) {
        throw new Error('Store structure submission failed');
      }
    } catch {
      setHidden(false);
      toast.error(LAUNCH_FAILED_TITLE, { description: LAUNCH_FAILED_MESSAGE });
      return;
    }
    markStoreStructured();
    flagBuildPolling();
    // The store has its designs now; the picks were for this launch.
    browserStorage.removeItem(storageKeys.selectedDesigns);
    // The store area reads the store afresh: it is being built now.
    void queryClient.invalidateQueries({ queryKey: storeDataQueryKey(userId) });
    toast.success(LAUNCH_STARTED_TITLE, { description: LAUNCH_STARTED_MESSAGE });
    await navigate('/store/dashboard');
  }

  return { launch, launching: buildStore.isPending, hidden };
}
