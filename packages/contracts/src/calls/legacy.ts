import { z } from 'zod';
import { processingStatusSchema } from '../entities/processing.ts';
import { buildStatusSchema, storeDetailsSchema } from '../entities/store.ts';
import { nonEmptyStringList, requiredString } from '../core/fields.ts';
import { withUserContext } from '../core/user-context.ts';
import { designsResponseSchema } from './designs-response.ts';

// Legacy (first-generation) workflow calls, spec §7 "Legacy". GET calls take `userIdQuerySchema`.

/** Spec §5 enforces a minimum of 1 (the legacy copy says 3). */
export const MIN_DESIGNS_TO_LAUNCH = 1;
export const SELECT_DESIGNS_MESSAGE = 'Pick at least 1 design to launch your store';

// GET buildStoreStatus?userId
export const buildStoreStatusResponseSchema = buildStatusSchema;
export type BuildStoreStatusResponse = z.infer<typeof buildStoreStatusResponseSchema>;

// GET get-designs?userId and GET getDesignsAndMocks?userId
export const getDesignsResponseSchema = designsResponseSchema;
export type GetDesignsResponse = z.infer<typeof getDesignsResponseSchema>;
export const getDesignsAndMocksResponseSchema = designsResponseSchema;
export type GetDesignsAndMocksResponse = z.infer<typeof getDesignsAndMocksResponseSchema>;

// GET get-store-data?userId
export const getStoreDataResponseSchema = storeDetailsSchema;
export type GetStoreDataResponse = z.infer<typeof getStoreDataResponseSchema>;

// GET getProcessingStatus?userId
export const getProcessingStatusResponseSchema = processingStatusSchema;
export type GetProcessingStatusResponse = z.infer<typeof getProcessingStatusResponseSchema>;

// POST buildStore
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
