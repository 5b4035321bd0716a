import type { CreateUserRequest, CreateUserResponse } from '@encore/contracts';
import type { SessionUser } from '../../../../lib/auth';
import { callEndpoint } from '../../../../lib/workflow-client';
import type { OnboardingRecords } from '../lib/onboarding-storage';

/** Who sends the onboarding, as app_context.source says. */
const appSource = 'web-onboard';
const appVersion = '1.0.0';

/**
 * The createUser body of the onboarding send (spec §7): the signed-in user, the saved records
 * and when onboarding was completed. The server decides by the token's user, not by `user`.
 */
export function onboardingRequest(
  user: SessionUser,
  records: OnboardingRecords,
  now: Date,
): CreateUserRequest {
  const timestamp = now.toISOString();
  return {
    user: {
      id: user.id,
      // The server reads the account from the token; the body only has to name someone.
      email: user.email ?? user.id,
      // The session does not carry the account's creation time; the server keeps its own.
      created_at: timestamp,
      user_metadata: { full_name: user.name, avatar_url: user.avatarUrl },
    },
    onboarding: {
      spotify_profile: records.spotifyProfile,
      social_platforms: records.socialPlatforms,
      user_role: records.userRole,
      completed_at: timestamp,
    },
    app_context: { source: appSource, version: appVersion, timestamp },
  };
}

/** POST createUser with the onboarding: stores it, admits the user or puts them in the queue. */
export function sendOnboarding(request: CreateUserRequest): Promise<CreateUserResponse> {
  return callEndpoint('createUser', request);
}
