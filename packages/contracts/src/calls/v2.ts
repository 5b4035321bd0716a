import { z } from 'zod';
import { designListSchema } from '../entities/design.ts';
import { requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';

// Second-generation workflow calls, spec §7 "v2", plus the v2 designs fetch (its endpoint is not
// shown in the spec; Encore defines it as GET v2/designs?userId).

// GET v2/designs?userId (Encore-defined)
export const v2DesignsResponseSchema = z.object({ designs: designListSchema });
export type V2DesignsResponse = z.infer<typeof v2DesignsResponseSchema>;

// POST v2/regenerate-design (Encore-defined): fresh variations of the design for one of the
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
