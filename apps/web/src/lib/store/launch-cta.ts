import { browserStorage } from '../storage';
import { storageKeys } from '../storage-keys';

// The designs screen's launch call-to-action can be dismissed (spec §4.5). Tapping Store before a
// store exists and opening the store overview in pre-store bring it back (spec §2.5, §2.7).

export function isLaunchCtaDismissed(): boolean {
  return browserStorage.getItem(storageKeys.launchCtaDismissed) === 'true';
}

export function dismissLaunchCta(): void {
  browserStorage.setItem(storageKeys.launchCtaDismissed, 'true');
}

export function resetLaunchCtaDismissal(): void {
  browserStorage.removeItem(storageKeys.launchCtaDismissed);
}
