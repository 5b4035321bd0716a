import { z } from 'zod';
import { requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { designListSchema } from './design.ts';
import { designsResponseSchema } from './designs-response.ts';
import { processingStatusSchema } from './processing-status.ts';

// The design calls of both generations (spec §7): the user's designs, the progress of their
// generation, and more of them. v2's two calls are Encore's own (the spec shows no v2 designs
// endpoint); both generations' screens poll getProcessingStatus.

// Legacy: GET get-designs?userId and GET getDesignsAndMocks?userId
export const getDesignsResponseSchema = designsResponseSchema;
export type GetDesignsResponse = z.infer<typeof getDesignsResponseSchema>;
export const getDesignsAndMocksResponseSchema = designsResponseSchema;
export type GetDesignsAndMocksResponse = z.infer<typeof getDesignsAndMocksResponseSchema>;

// Legacy: GET getProcessingStatus?userId
export const getProcessingStatusResponseSchema = processingStatusSchema;
export type GetProcessingStatusResponse = z.infer<typeof getProcessingStatusResponseSchema>;

// v2: GET v2/designs?userId (Encore-defined)
export const v2DesignsResponseSchema = z.object({ designs: designListSchema });
export type V2DesignsResponse = z.infer<typeof v2DesignsResponseSchema>;

// v2: POST v2/regenerate-design (Encore-defined): fresh variations of the design for one of the
// user's tracks. The new designs appear in v2/designs, `processing` until their mockups are ready.
export const REGENERATE_VARIATIONS = 2;
export const regenerateDesignRequestSchema = withUserContext({
  userId: requiredString('userId'),
  trackName: requiredString('trackName'),
  /**
   * "Generate another": one new design, same track, new seed, that takes this
   * design's place in the list once its mockups are ready (`replacement` on the design follows
   * it). Without it, `variations` new designs are added at the end.
   */
  designId: z.string().min(1).optional(),
});
export type RegenerateDesignRequest = z.infer<typeof regenerateDesignRequestSchema>;
export const regenerateDesignResponseSchema = z.object({
  success: z.boolean(),
  /** How many designs are on their way. */
  variations: z.number().int().nonnegative(),
  /** With `designId`: the replacement under way, as `replacement.id` on the design. */
  replacementId: z.string().optional(),
});
export type RegenerateDesignResponse = z.infer<typeof regenerateDesignResponseSchema>;
