import type { AuthUserResponse, SubmitOnboardingResponse } from '@encore/contracts';
import { homePathFor } from '../../../lib/auth';

export const artistEntryPath = '/v2/onboarding/spotify';

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

export interface AfterOnboarding {
  to: string;
  /** The saved artist, profile and invite token were used up. */
  clearSaved: boolean;
  waitingListJoinedAt?: string;
  toast?: { title: string; description: string };
}

/**
 * Spec §4.5, after submitting onboarding from the callback (`null`: the call failed): the
 * waiting list, an invalid invite code, processing — or back to entering the artist.
 */
export function decideAfterOnboarding(result: SubmitOnboardingResponse | null): AfterOnboarding {
  if (!result) return { to: artistEntryPath, clearSaved: false };
  if (result.waitingListJoinedAt) {
    return {
      to: '/v2/waiting-list',
      clearSaved: true,
      waitingListJoinedAt: result.waitingListJoinedAt,
    };
  }
  if (result.error) {
    return {
      to: artistEntryPath,
      clearSaved: true,
      toast: { title: 'Invalid Invite Code', description: result.error },
    };
  }
  if (result.success) return { to: '/v2/processing', clearSaved: true };
  return { to: artistEntryPath, clearSaved: true };
}
