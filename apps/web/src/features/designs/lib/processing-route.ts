import type { AuthUserResponse } from '@encore/contracts';

export type ProcessingCheck =
  /** Still being prepared: keep waiting. */
  | { kind: 'stay' }
  /** Done: the designs screen, which starts polling for designs. */
  | { kind: 'main' }
  | { kind: 'leave'; to: string };

/**
 * Spec §4.5, a processing re-check: state app → /v2/main; an onboarded user stays; no user or a
 * new one goes back to onboarding (a new user on the waiting list to its status screen).
 */
export function decideProcessingCheck(
  user: Pick<AuthUserResponse, 'userState' | 'waitingListJoinedAt'> | null,
): ProcessingCheck {
  if (!user) return { kind: 'leave', to: '/v2/onboarding/spotify' };
  switch (user.userState) {
    case 'app':
      return { kind: 'main' };
    case 'onboarded':
      return { kind: 'stay' };
    case 'new':
      return {
        kind: 'leave',
        to: user.waitingListJoinedAt ? '/v2/on-waiting-list' : '/v2/onboarding/spotify',
      };
  }
}
