import type { AuthUserResponse } from '@encore/contracts';

/**
 * Where a signed-in v2 user belongs, by state (spec §4.5): new users on the waiting list see
 * its status, other new users start onboarding, onboarded users wait in processing, app users
 * get their designs. Anything else (no user) goes to the landing page.
 */
export function homePathFor(
  user: Pick<AuthUserResponse, 'userState' | 'waitingListJoinedAt'> | null,
): string {
  switch (user?.userState) {
    case 'new':
      return user.waitingListJoinedAt ? '/v2/on-waiting-list' : '/v2/onboarding/spotify';
    case 'onboarded':
      return '/v2/processing';
    case 'app':
      return '/v2/main';
    default:
      return '/v2';
  }
}
