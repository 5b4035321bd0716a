import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SessionUser } from '../../../../lib/auth';
import { browserStorage, writeJson } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';
import { saveStoreData } from '../../../../lib/store/build-polling-flag';
import { clearStoreRecords, isStoreBeingBuilt } from '../../../../lib/store/legacy-store-records';
import { userStatusQueryOptions } from '../api/check-user-status';
import { decideUserStatus, type UserStatusOutcome } from '../lib/user-status';

export const STATUS_CHECK_FAILED_TITLE = 'Welcome back!';
export const STATUS_CHECK_FAILED_MESSAGE =
  'Unable to verify user status, but you can continue using the app.';
export const DIFFERENT_ARTIST_TITLE = 'Different Artist Detected';
export const DIFFERENT_ARTIST_MESSAGE =
  "You're already registered with a different artist profile.";

export interface LegacyUserStatus {
  /** The check is under way: /main shows its loading screen. */
  checking: boolean;
  /** The check's outcome once designs are known too; null when skipped, failed or pending. */
  outcome: UserStatusOutcome | null;
}

function saveUserProfile(fullName: string | null, googleProfileImage: string | null): void {
  writeJson(browserStorage, storageKeys.userProfile, { fullName, googleProfileImage });
}

/**
 * The user-status check of spec §4.3 through createUser, once the designs are loaded (the rule
 * counts them). Skipped when the user arrives from /processing (the account's own name and
 * picture are kept instead, and the flag is cleared). Its outcome is applied here: store data
 * saved or cleared, the different-artist toast; a failure only says so.
 */
export function useLegacyUserStatus({
  user,
  designsSettled,
  designsCount,
}: {
  user: SessionUser | null;
  designsSettled: boolean;
  designsCount: number;
}): LegacyUserStatus {
  const [skipped] = useState(
    () => browserStorage.getItem(storageKeys.cameFromProcessing) === 'true',
  );
  const query = useQuery({
    ...userStatusQueryOptions(user ?? { id: '', email: null }),
    enabled: !skipped && user !== null,
  });
  // Decided once per visit, with the designs count of that moment.
  const [storeBeingBuilt] = useState(isStoreBeingBuilt);
  const outcome =
    query.data && designsSettled
      ? decideUserStatus(query.data, { designsCount, storeBeingBuilt })
      : null;

  useEffect(() => {
    if (!skipped) return;
    browserStorage.removeItem(storageKeys.cameFromProcessing);
    if (user) saveUserProfile(user.name ?? null, user.avatarUrl ?? null);
  }, [skipped, user]);

  const applied = useRef(false);
  useEffect(() => {
    if (applied.current) return;
    if (query.isError) {
      applied.current = true;
      toast(STATUS_CHECK_FAILED_TITLE, { description: STATUS_CHECK_FAILED_MESSAGE });
      return;
    }
    if (!outcome || !query.data) return;
    applied.current = true;
    if (outcome.store.kind === 'save') saveStoreData(outcome.store.data);
    else if (outcome.store.kind === 'clear') clearStoreRecords();
    saveUserProfile(query.data.fullName ?? null, query.data.googleProfileImage ?? null);
    if (outcome.differentArtist) {
      toast.warning(DIFFERENT_ARTIST_TITLE, { description: DIFFERENT_ARTIST_MESSAGE });
    }
  }, [outcome, query.data, query.isError]);

  return { checking: !skipped && user !== null && query.isPending, outcome };
}
