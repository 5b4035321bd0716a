import { signedInCalls } from '../../../http/calls/call.ts';
import type { DesignsService } from '../service.ts';

/**
 * The design calls of both generations: the designs with their store flags (legacy), the v2
 * list, processing status, and "regenerate" (variations of a track) or "generate another" (one
 * new design in the place of `designId`). Refusals carry their 404/409.
 */
export function designCalls(designs: DesignsService) {
  return signedInCalls({
    'get-designs': async ({ user }) => designs.listDesignsWithStoreFlags(user.id),
    getDesignsAndMocks: async ({ user }) => designs.listDesignsWithStoreFlags(user.id),
    'v2/designs': async ({ user }) => ({ designs: await designs.listDesigns(user.id) }),
    getProcessingStatus: async ({ user }) => designs.processingStatus(user.id),
    'v2/regenerate-design': async ({ user, input }) => {
      if (input.designId !== undefined) {
        const replacementId = await designs.requestReplacement(user.id, input.designId);
        return { success: true, variations: 1, replacementId };
      }
      const variations = await designs.requestVariations(user.id, input.trackName);
      return { success: true, variations };
    },
  });
}
