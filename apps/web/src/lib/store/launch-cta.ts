import { browserStorage } from '../storage';
import { storageKeys } from '../storage-keys';

// The designs screen's launch call-to-action can be dismissed (spec §4.5). Tapping Store before a
// store exists and opening the store overview in pre-store bring it back (spec §2.5, §2.7).

/** The event the first-generation Store tab broadcasts (spec §2.5 'show build call-to-action'). */
export const SHOW_LAUNCH_CTA_EVENT = 'encore:show-launch-cta';

export function isLaunchCtaDismissed(): boolean {
  return browserStorage.getItem(storageKeys.launchCtaDismissed) === 'true';
}

export function dismissLaunchCta(): void {
  browserStorage.setItem(storageKeys.launchCtaDismissed, 'true');
}

export function resetLaunchCtaDismissal(): void {
  browserStorage.removeItem(storageKeys.launchCtaDismissed);
}

/** Brings the call-to-action back, and tells a designs screen already open to show it. */
export function showLaunchCta(): void {
  resetLaunchCtaDismissal();
  window.dispatchEvent(new Event(SHOW_LAUNCH_CTA_EVENT));
}

/** Calls `listener` whenever the call-to-action is asked for; returns the unsubscribe. */
export function onShowLaunchCta(listener: () => void): () => void {
  window.addEventListener(SHOW_LAUNCH_CTA_EVENT, listener);
  return () => window.removeEventListener(SHOW_LAUNCH_CTA_EVENT, listener);
}
