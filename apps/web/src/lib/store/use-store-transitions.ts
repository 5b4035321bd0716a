import type { StoreState } from '@encore/contracts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetLaunchCtaDismissal } from './launch-cta';

const STORE_SETTINGS_PATH = '/v2/store/settings';
export const LAUNCH_FAILED_MESSAGE = 'Failed to launch store. Please try again.';

/**
 * What happens when a store this screen saw building stops building. Ready (spec §4.4): say so
 * and take the user to store settings. Back to pre-store (the build job gave up): say the launch
 * failed and bring the launch call-to-action back, so they can try again. Mount once (the v2 app
 * shell does), or the notices show twice.
 */
export function useStoreTransitions(storeState: StoreState | undefined): void {
  const previous = useRef(storeState);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    const before = previous.current;
    previous.current = storeState;
    if (before !== 'processing') return;
    if (storeState === 'ready') {
      toast.success('Your store is ready!');
      if (pathname !== STORE_SETTINGS_PATH) void navigate(STORE_SETTINGS_PATH);
    } else if (storeState === 'pre-store') {
      resetLaunchCtaDismissal();
      toast.error(LAUNCH_FAILED_MESSAGE);
    }
  }, [storeState, pathname, navigate]);
}
