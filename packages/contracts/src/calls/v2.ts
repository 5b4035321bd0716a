import { z } from 'zod';
import { designListSchema } from '../entities/design.ts';
import { STORE_PASSWORD_MAX, STORE_PASSWORD_MIN } from '../entities/store.ts';
import { nonEmptyStringList, requiredBoolean, requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { SELECT_DESIGNS_MESSAGE } from './legacy.ts';

// Second-generation workflow calls, spec §7 "v2", plus the v2 designs fetch (its endpoint is not
// shown in the spec; Encore defines it as GET v2/designs?userId).

// POST build-store
export const buildStoreV2RequestSchema = withUserContext({
  userId: requiredString('userId'),
  /** Design asset ids. */
  selectedDesigns: nonEmptyStringList('selectedDesigns', SELECT_DESIGNS_MESSAGE),
});
export type BuildStoreV2Request = z.infer<typeof buildStoreV2RequestSchema>;
export const buildStoreV2ResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().nullish(),
});
export type BuildStoreV2Response = z.infer<typeof buildStoreV2ResponseSchema>;

// POST store/update-status
export const updateStoreStatusRequestSchema = withUserContext({
  userId: requiredString('userId'),
  isStoreEnabled: requiredBoolean('isStoreEnabled'),
});
export type UpdateStoreStatusRequest = z.infer<typeof updateStoreStatusRequestSchema>;
export const updateStoreStatusResponseSchema = z.object({
  data: z.object({ isStoreEnabled: z.boolean() }),
});
export type UpdateStoreStatusResponse = z.infer<typeof updateStoreStatusResponseSchema>;

// POST store/update-privacy
export const updateStorePrivacyRequestSchema = withUserContext({
  userId: requiredString('userId'),
  isStorePrivate: requiredBoolean('isStorePrivate'),
});
export type UpdateStorePrivacyRequest = z.infer<typeof updateStorePrivacyRequestSchema>;
export const updateStorePrivacyResponseSchema = z.object({
  data: z.object({ isStorePrivate: z.boolean(), shopifyStoreUrl: z.string().nullable() }),
});
export type UpdateStorePrivacyResponse = z.infer<typeof updateStorePrivacyResponseSchema>;

// POST store/update-password (Encore's own: a private store's password, seen and changed in
// settings; spec §7 does not show this call)
export const updateStorePasswordRequestSchema = withUserContext({
  userId: requiredString('userId'),
  password: requiredString('password')
    .min(STORE_PASSWORD_MIN, `password must be at least ${STORE_PASSWORD_MIN} characters`)
    .max(STORE_PASSWORD_MAX, `password must be at most ${STORE_PASSWORD_MAX} characters`),
});
export type UpdateStorePasswordRequest = z.infer<typeof updateStorePasswordRequestSchema>;
export const updateStorePasswordResponseSchema = z.object({
  data: z.object({ storePassword: z.string(), shareUrl: z.string().nullable() }),
});
export type UpdateStorePasswordResponse = z.infer<typeof updateStorePasswordResponseSchema>;

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
