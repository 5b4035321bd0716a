import { z } from 'zod';

/** One entry of the debug panel's request log (spec §3). */
export const debugRequestRecordSchema = z.object({
  method: z.string(),
  path: z.string(),
  /** null when the request never got a response. */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Milliseconds. */
  duration: z.number().nonnegative(),
  /** ISO timestamp of when the request started. */
  timestamp: z.string(),
  requestData: z.unknown().optional(),
  responseData: z.unknown().optional(),
});

export type DebugRequestRecord = z.infer<typeof debugRequestRecordSchema>;

/** The log keeps only the most recent entries (spec §3, §9). */
export const DEBUG_LOG_LIMIT = 20;
