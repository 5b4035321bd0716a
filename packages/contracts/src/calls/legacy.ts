import type { z } from 'zod';
import { processingStatusSchema } from '../entities/processing.ts';
import { designsResponseSchema } from './designs-response.ts';

// Legacy (first-generation) workflow calls, spec §7 "Legacy". GET calls take `userIdQuerySchema`.

// GET get-designs?userId and GET getDesignsAndMocks?userId
export const getDesignsResponseSchema = designsResponseSchema;
export type GetDesignsResponse = z.infer<typeof getDesignsResponseSchema>;
export const getDesignsAndMocksResponseSchema = designsResponseSchema;
export type GetDesignsAndMocksResponse = z.infer<typeof getDesignsAndMocksResponseSchema>;

// GET getProcessingStatus?userId
export const getProcessingStatusResponseSchema = processingStatusSchema;
export type GetProcessingStatusResponse = z.infer<typeof getProcessingStatusResponseSchema>;
