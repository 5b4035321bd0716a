import { useCallback, useEffect, useReducer } from 'react';
import { useLocation } from 'react-router';
import {
  dismissLaunchCta,
  isLaunchCtaDismissed,
  onShowLaunchCta,
} from '../../../lib/store/launch-cta';

/**
 * Whether the launch call-to-action is dismissed; remembered in local storage (spec §4.5). The
 * Store tab and the store overview clear the flag before a store exists, so the value is read
 * again on every navigation, including the one back to this same screen, and whenever the Store
 * tab broadcasts that it is wanted (spec §2.5).
 */
export function useLaunchCtaDismissal(): { dismissed: boolean; dismiss: () => void } {
  useLocation();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => onShowLaunchCta(rerender), []);
  const dismissed = isLaunchCtaDismissed();
  const dismiss = useCallback(() => {
    dismissLaunchCta();
    rerender();
  }, []);
  return { dismissed, dismiss };
}
