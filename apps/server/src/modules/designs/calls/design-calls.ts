import { apiErrorMessages } from '@encore/contracts';
import type { AuthenticatedUser } from '../../accounts/index.ts';
import {
  DesignNotReplaceableError,
  UnknownDesignError,
  UnknownTrackError,
  type DesignsService,
} from '../service.ts';
import { HttpError } from '../../../http/plugins/error-handler.ts';
import type { WebhookHandlers } from '../../../http/routes/webhooks.ts';

/** The route layer has already required a session (and matched userId to it). */
function signedIn(user: AuthenticatedUser | null): AuthenticatedUser {
  if (!user) throw new HttpError(401, 'unauthorized', apiErrorMessages.authenticationRequired);
  return user;
}

/** "Generate another": one new design in the place of `designId`. */
async function replaceDesign(designs: DesignsService, userId: string, designId: string) {
  try {
    const replacementId = await designs.requestReplacement(userId, designId);
    return { success: true, variations: 1, replacementId };
  } catch (error) {
    if (error instanceof UnknownDesignError) {
      throw new HttpError(404, 'not_found', 'You have no such design.', 'designId');
    }
    if (error instanceof DesignNotReplaceableError) {
      throw new HttpError(409, 'conflict', error.message, 'designId');
    }
    throw error;
  }
}

/** The workflow calls of the designs module (issue 6). */
export function designWebhookHandlers(
  designs: DesignsService,
): Pick<
  WebhookHandlers,
  | 'get-designs'
  | 'getDesignsAndMocks'
  | 'v2/designs'
  | 'getProcessingStatus'
  | 'v2/regenerate-design'
> {
  return {
    'get-designs': async ({ user }) => designs.listDesignsWithStoreFlags(signedIn(user).id),
    getDesignsAndMocks: async ({ user }) => designs.listDesignsWithStoreFlags(signedIn(user).id),
    'v2/designs': async ({ user }) => ({ designs: await designs.listDesigns(signedIn(user).id) }),
    getProcessingStatus: async ({ user }) => designs.processingStatus(signedIn(user).id),
    'v2/regenerate-design': async ({ user, input }) => {
      if (input.designId !== undefined) {
        return replaceDesign(designs, signedIn(user).id, input.designId);
      }
      try {
        const variations = await designs.requestVariations(signedIn(user).id, input.trackName);
        return { success: true, variations };
      } catch (error) {
        if (error instanceof UnknownTrackError) {
          throw new HttpError(404, 'not_found', 'You have no design for that track.', 'trackName');
        }
        throw error;
      }
    },
  };
}
