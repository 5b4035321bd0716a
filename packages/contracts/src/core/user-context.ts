import { z } from 'zod';

/**
 * The web client's authenticated helper adds `user_context` to every request body (spec §7).
 * The server never trusts it — identity comes from the bearer token — so it is accepted leniently
 * and only rejected when it has the wrong type.
 */
export const userContextSchema = z
  .object(
    {
      user_id: z.string({ error: 'user_context.user_id must be a string' }).nullable(),
      email: z.string({ error: 'user_context.email must be a string' }).nullable(),
    },
    { error: 'user_context must be an object' },
  )
  .partial();

export type UserContext = z.infer<typeof userContextSchema>;

/**
 * A request body object that also accepts the optional `user_context`. Extra keys are stripped,
 * wrong types are rejected.
 */
export function withUserContext<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(
    { ...shape, user_context: userContextSchema.optional() },
    { error: 'the request body must be a JSON object' },
  );
}
