import { isStorePrivateLegacy, type StoreDetails } from '@encore/contracts';

/** The legacy store visibility (spec §4.4): one of three choices. */
export type Visibility = 'public' | 'private' | 'offline';

export interface VisibilityOption {
  value: Visibility;
  label: string;
  description: string;
}

/** Spec §2.6, in the order shown. */
export const visibilityOptions: readonly VisibilityOption[] = [
  { value: 'public', label: 'Public', description: 'Anyone can find you on Google' },
  { value: 'private', label: 'Private', description: 'Only people with your link' },
  { value: 'offline', label: 'Offline', description: 'No one can see your store' },
];

/**
 * Offline: not enabled. Private: enabled and private — and legacy screens read a store as private
 * unless it is explicitly not (spec §3). Public: enabled and not private.
 */
export function visibilityOf(store: Pick<StoreDetails, 'isStoreEnabled' | 'isStorePrivate'>) {
  if (store.isStoreEnabled !== true) return 'offline';
  return isStorePrivateLegacy(store.isStorePrivate) ? 'private' : 'public';
}

/** What the store's flags read once the choice is saved. */
export function visibilityFlags(visibility: Visibility): Partial<StoreDetails> {
  if (visibility === 'offline') return { isStoreEnabled: false };
  return { isStoreEnabled: true, isStorePrivate: visibility === 'private' };
}

/** Spec §8. */
export const visibilitySavedMessage: Record<Visibility, string> = {
  offline: 'Store taken offline',
  public: 'Store is now Public',
  private: 'Store is now Private',
};

export const VISIBILITY_FAILED_MESSAGE = 'Failed to update store visibility';
