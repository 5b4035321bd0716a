import { z } from 'zod';
import { requiredString } from './fields.ts';

/** Query of every GET call: `?userId=…`. A repeated userId (an array) is rejected. */
export const userIdQuerySchema = z.object(
  { userId: requiredString('userId') },
  { error: 'the query must be an object' },
);

export type UserIdQuery = z.infer<typeof userIdQuerySchema>;
