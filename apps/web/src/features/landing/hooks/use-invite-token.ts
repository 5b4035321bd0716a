import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';

/** Spec §2.7: an invite code in `?invite=` is kept for the onboarding submission. */
export function useInviteToken(): void {
  const [searchParams] = useSearchParams();
  const invite = searchParams.get('invite')?.trim();

  useEffect(() => {
    if (invite) browserStorage.setItem(storageKeys.v2InviteToken, invite);
  }, [invite]);
}
