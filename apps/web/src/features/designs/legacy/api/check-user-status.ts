import type { CreateUserRequest, CreateUserResponse } from '@encore/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '../../../../lib/auth';
import { callEndpoint } from '../../../../lib/workflow-client';

const appSource = 'web-main';
const appVersion = '1.0.0';

/**
 * The createUser body of the user-status check (spec §7): who the user is, no onboarding. The
 * server decides by the token's user; `user` is the spec's copy of it.
 */
export function userStatusRequest(user: SessionUser, now: Date): CreateUserRequest {
  const timestamp = now.toISOString();
  return {
    user: {
      id: user.id,
      // The server reads neither; the session carries no creation time and may lack an email.
      email: user.email ?? 'unknown',
      created_at: timestamp,
      user_metadata: { full_name: user.name ?? null, avatar_url: user.avatarUrl ?? null },
    },
    app_context: { source: appSource, version: appVersion, timestamp },
  };
}

/** POST createUser as the user-status check; spec §7: cached 10 min (kept 15), retried once. */
export function userStatusQueryOptions(user: SessionUser) {
  return queryOptions({
    queryKey: ['legacy-user-status', user.id],
    queryFn: ({ signal }): Promise<CreateUserResponse> =>
      callEndpoint('createUser', userStatusRequest(user, new Date()), { signal }),
    staleTime: 10 * 60_000,
    gcTime: 15 * 60_000,
    retry: 1,
  });
}
