import { z } from 'zod';
import { nonEmptyStringList, requiredBoolean, requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { buildStatusSchema } from './store-build.ts';
import { STORE_PASSWORD_MAX, STORE_PASSWORD_MIN } from './store-data.ts';
import { storeDetailsSchema } from './store-details.ts';

// The store calls of both generations (spec §7): launching the store, reading it, and its
// settings. Both generations launch with the same rule for the selection.

/** Spec §5 enforces a minimum of 1 (the legacy copy says 3). */
export const MIN_DESIGNS_TO_LAUNCH = 1;
export const SELECT_DESIGNS_MESSAGE = 'Pick at least 1 design to launch your store';

// Legacy: GET buildStoreStatus?userId
export const buildStoreStatusResponseSchema = buildStatusSchema;
export type BuildStoreStatusResponse = z.infer<typeof buildStoreStatusResponseSchema>;

// Legacy: GET get-store-data?userId
export const getStoreDataResponseSchema = storeDetailsSchema;
export type GetStoreDataResponse = z.infer<typeof getStoreDataResponseSchema>;

// Legacy: POST buildStore
export const buildStoreRequestSchema = withUserContext({
  userId: requiredString('userId'),
  /** Design asset ids. */
  selectedDesigns: nonEmptyStringList('selectedDesigns', SELECT_DESIGNS_MESSAGE),
  timestamp: z.string({ error: 'timestamp must be a string' }).optional(),
});
export type BuildStoreRequest = z.infer<typeof buildStoreRequestSchema>;

/** The legacy client treats the build as started only when data.status is this value. */
export const BUILD_STORE_SUCCESS_STATUS = 'success';
export const buildStoreResponseSchema = z.object({ data: z.object({ status: z.string() }) });
export type BuildStoreResponse = z.infer<typeof buildStoreResponseSchema>;

// v2: POST build-store
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

// v2: POST store/update-status
export const updateStoreStatusRequestSchema = withUserContext({
  userId: requiredString('userId'),
  isStoreEnabled: requiredBoolean('isStoreEnabled'),
});
export type UpdateStoreStatusRequest = z.infer<typeof updateStoreStatusRequestSchema>;
export const updateStoreStatusResponseSchema = z.object({
  data: z.object({ isStoreEnabled: z.boolean() }),
});
export type UpdateStoreStatusResponse = z.infer<typeof updateStoreStatusResponseSchema>;

// v2: POST store/update-privacy
export const updateStorePrivacyRequestSchema = withUserContext({
  userId: requiredString('userId'),
  isStorePrivate: requiredBoolean('isStorePrivate'),
});
export type UpdateStorePrivacyRequest = z.infer<typeof updateStorePrivacyRequestSchema>;
export const updateStorePrivacyResponseSchema = z.object({
  data: z.object({ isStorePrivate: z.boolean(), shopifyStoreUrl: z.string().nullable() }),
});
export type UpdateStorePrivacyResponse = z.infer<typeof updateStorePrivacyResponseSchema>;

// v2: POST store/update-password (Encore's own: a private store's password, seen and changed in
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
