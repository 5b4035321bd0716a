import type { AuthUserResponse } from '@encore/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../auth';
import { browserStorage, type KeyValueStorage } from '../storage';
import { storageKeys } from '../storage-keys';
import { asService } from '../service-error';
import { callEndpoint } from '../workflow-client';

/** Spec §7, §8: auth-user's 401. */
export const unauthorizedMessage = 'Unauthorized - please sign in again';

// Shared by every v2 screen that routes by user state or shows the profile (landing, auth
// callback, profile; later processing, waiting list and main).

/**
 * POST auth-user (spec §7): the signed-in user's id, state, profile and waiting-list join
 * time. Like the spec's client it remembers `v2_user_id` and `v2_user_state`.
 */
export async function getAuthUser(
  options: { signal?: AbortSignal; storage?: KeyValueStorage } = {},
): Promise<AuthUserResponse> {
  const user = await asService(
    callEndpoint('auth-user', undefined, { signal: options.signal }),
    (status) => (status === 401 ? unauthorizedMessage : `Auth failed: ${status}`),
  );
  rememberAuthUser(user, options.storage);
  return user;
}

export function rememberAuthUser(
  user: Pick<AuthUserResponse, 'userId' | 'userState'>,
  storage: KeyValueStorage = browserStorage,
): void {
  storage.setItem(storageKeys.v2UserId, user.userId);
  storage.setItem(storageKeys.v2UserState, user.userState);
}

/** Keyed by the session's user, so a different account never sees another's cached answer. */
export function authUserQueryOptions(sessionUserId: string | undefined) {
  return queryOptions({
    queryKey: ['auth-user', sessionUserId ?? null],
    queryFn: ({ signal }) => getAuthUser({ signal }),
    enabled: sessionUserId !== undefined,
    // Spec §9: user-status answers are fresh for 10 minutes, retained 15.
    staleTime: 10 * 60_000,
    gcTime: 15 * 60_000,
  });
}

export function useAuthUser() {
  const { session } = useSession();
  return useQuery(authUserQueryOptions(session?.user.id));
}
