import { useCallback, useReducer } from 'react';
import { useLocation } from 'react-router';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * Whether the launch call-to-action is dismissed; remembered in local storage (spec §4.5). The
 * Store tab clears the flag before a store exists (bottom nav), so the value is read again on
 * every navigation, including the one back to this same screen.
 */
export function useLaunchCtaDismissal(): { dismissed: boolean; dismiss: () => void } {
  useLocation();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const dismissed = browserStorage.getItem(storageKeys.launchCtaDismissed) === 'true';
  const dismiss = useCallback(() => {
    browserStorage.setItem(storageKeys.launchCtaDismissed, 'true');
    rerender();
  }, []);
  return { dismissed, dismiss };
}
