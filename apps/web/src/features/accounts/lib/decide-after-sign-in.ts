import type { AuthUserResponse } from '@encore/contracts';
import { homePathFor } from '../../../lib/auth';

export type AfterSignIn =
  | { kind: 'go'; to: string }
  /** The user picked their artist before signing in: attach it now. */
  | { kind: 'submit-onboarding'; userId: string; spotifyId: string };

/**
 * Spec §4.5, auth callback: no user → /v2; a new user with a saved artist submits onboarding;
 * everyone else goes where their state says.
 */
export function decideAfterSignIn(
  user: AuthUserResponse | null,
  savedSpotifyId: string | null,
): AfterSignIn {
  if (!user) return { kind: 'go', to: '/v2' };
  if (user.userState === 'new' && savedSpotifyId) {
    return { kind: 'submit-onboarding', userId: user.userId, spotifyId: savedSpotifyId };
  }
  return { kind: 'go', to: homePathFor(user) };
}
