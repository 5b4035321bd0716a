import type { LegacyUserStatusResponse, StoreFlags } from '@encore/contracts';
import { LEGACY_READY_DESIGN_COUNT } from '@encore/contracts';

// Spec §4.3: what /main does with the answer of the user-status check (createUser). Pure: the
// hook applies the outcome to local storage, the router and the toasts.

export type StoreRecordAction =
  /** The store is live (enabled, or it has a URL): keep its flags as storeData. */
  | { kind: 'save'; data: StoreFlags }
  /** No store any more (deleted): forget storeData and the build flags. */
  | { kind: 'clear' }
  | { kind: 'keep' };

export interface UserStatusOutcome {
  store: StoreRecordAction;
  /** Where the user must go instead of /main; null to stay. */
  redirect: '/processing' | '/onboard' | null;
  /** Spec §8's 'Different Artist Detected' toast. */
  differentArtist: boolean;
}

/**
 * The flags worth keeping: only a live store's (enabled, or with a URL). Null flags without a URL
 * say there is no live store. Also used for the flags getDesignsAndMocks carries (spec §7).
 */
export function liveStoreFlags(flags: StoreFlags): StoreFlags | null {
  const url = flags.shopifyStoreUrl?.trim() ? flags.shopifyStoreUrl : null;
  if (flags.isStoreEnabled !== true && url === null) return null;
  return {
    isStoreEnabled: flags.isStoreEnabled ?? null,
    isStorePrivate: flags.isStorePrivate ?? null,
    shopifyStoreUrl: url,
  };
}

export function storeRecordAction(status: StoreFlags, storeBeingBuilt: boolean): StoreRecordAction {
  const live = liveStoreFlags(status);
  if (live) return { kind: 'save', data: live };
  // Null (or absent) and no URL: a build started here is not live yet; otherwise it is gone.
  if (status.isStoreEnabled === null || status.isStoreEnabled === undefined) {
    return storeBeingBuilt ? { kind: 'keep' } : { kind: 'clear' };
  }
  return { kind: 'keep' };
}

/**
 * Spec §4.3 in order: a different artist is told (and stays); an incomplete returning user, or
 * one without a streaming-profile URL, goes back to /onboard; a new user with a URL and fewer
 * than 2 designs goes to /processing; everyone else stays.
 */
export function decideUserStatus(
  status: LegacyUserStatusResponse,
  context: { designsCount: number; storeBeingBuilt: boolean },
): UserStatusOutcome {
  const store = storeRecordAction(status, context.storeBeingBuilt);
  if (status.user_status === 'existing_different_artist') {
    return { store, redirect: null, differentArtist: true };
  }
  const hasUrl = Boolean(status.spotifyUrl?.trim());
  let redirect: UserStatusOutcome['redirect'] = null;
  if (status.user_status === 'existing_incomplete' || !hasUrl) redirect = '/onboard';
  else if (status.status === 'new' && context.designsCount < LEGACY_READY_DESIGN_COUNT) {
    redirect = '/processing';
  }
  return { store, redirect, differentArtist: false };
}
