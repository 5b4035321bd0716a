import type { Database } from '../../../db/client.ts';
import { signedInCalls } from '../../../http/calls/call.ts';
import { saveNotificationPreference } from '../notifications/service.ts';
import type { OnboardingService } from '../service.ts';

/**
 * v2 onboarding calls: submit-onboarding (admission: capacity, invite, waiting list) and
 * update-notification-preference. Expected refusals (invalid invite, different artist) are
 * `200 { success: false, error }`; a 4xx means the request itself was wrong (the errors carry it).
 */
export function admissionCalls(deps: {
  onboarding: OnboardingService;
  database: Pick<Database, 'db'>;
}) {
  const { onboarding, database } = deps;
  return signedInCalls({
    'submit-onboarding': async ({ input, user }) =>
      onboarding.submit({
        userId: user.id,
        spotifyId: input.spotifyId,
        inviteToken: input.inviteToken,
      }),

    'update-notification-preference': async ({ input, user }) => {
      await saveNotificationPreference(database.db, {
        userId: user.id,
        method: input.notificationMethod,
        phoneNumber: input.phoneNumber,
      });
      return { success: true };
    },
  });
}
