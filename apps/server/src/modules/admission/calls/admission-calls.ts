import type { Database } from '../../../db/client.ts';
import { InvalidPhoneNumberError, saveNotificationPreference } from '../notifications/service.ts';
import { InvalidSpotifyIdError, type OnboardingService } from '../service.ts';
import { UserNotFoundError, rethrowMissingUser } from '../../accounts/index.ts';
import { HttpError } from '../../../http/plugins/error-handler.ts';
import { catalogErrorToHttp } from '../../catalog/index.ts';
import { signedIn, type WebhookHandlers } from '../../../http/routes/webhooks.ts';

/**
 * v2 onboarding calls: submit-onboarding (admission: capacity, invite, waiting list) and
 * update-notification-preference. Expected refusals (invalid invite, different artist) are
 * `200 { success: false, error }`; a 4xx means the request itself was wrong.
 */
export function onboardingWebhookHandlers(deps: {
  onboarding: OnboardingService;
  database: Pick<Database, 'db'>;
}): Pick<WebhookHandlers, 'submit-onboarding' | 'update-notification-preference'> {
  const { onboarding, database } = deps;
  return {
    'submit-onboarding': async ({ input, user, request }) => {
      try {
        return await onboarding.submit({
          userId: signedIn(user).id,
          spotifyId: input.spotifyId,
          inviteToken: input.inviteToken,
        });
      } catch (error) {
        if (error instanceof InvalidSpotifyIdError) {
          throw new HttpError(400, 'invalid_request', error.message, error.field);
        }
        if (error instanceof UserNotFoundError) rethrowMissingUser(error);
        return catalogErrorToHttp(error, request.log);
      }
    },

    'update-notification-preference': async ({ input, user }) => {
      try {
        await saveNotificationPreference(database.db, {
          userId: signedIn(user).id,
          method: input.notificationMethod,
          phoneNumber: input.phoneNumber,
        });
      } catch (error) {
        if (error instanceof InvalidPhoneNumberError) {
          throw new HttpError(400, 'invalid_request', error.message, 'phoneNumber');
        }
        throw error;
      }
      return { success: true };
    },
  };
}
