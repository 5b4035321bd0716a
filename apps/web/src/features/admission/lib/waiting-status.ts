import type { AuthUserResponse } from '@encore/contracts';
import { homePathFor } from '../../../lib/auth';

export type WaitingStatus =
  | { kind: 'show'; joinedAt: Date }
  /** Not (or no longer) waiting: leave for where the user belongs. */
  | { kind: 'leave'; to: string };

/**
 * /v2/on-waiting-list (spec §2.7): the join date comes from auth-user, else from what the
 * onboarding stored; without one the user goes to /v2. A user the server has since admitted
 * (state onboarded or app) goes where that state says instead of reading "on the list".
 */
export function decideWaitingStatus(
  user: Pick<AuthUserResponse, 'userState' | 'waitingListJoinedAt'> | undefined,
  storedJoinedAt: string | null,
): WaitingStatus {
  if (user && user.userState !== 'new') return { kind: 'leave', to: homePathFor(user) };
  const raw = user?.waitingListJoinedAt ?? storedJoinedAt;
  const joinedAt = raw ? new Date(raw) : null;
  if (!joinedAt || Number.isNaN(joinedAt.getTime())) return { kind: 'leave', to: '/v2' };
  return { kind: 'show', joinedAt };
}
