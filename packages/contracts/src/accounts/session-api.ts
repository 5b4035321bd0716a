import { z } from 'zod';

// Encore's own session API (not a workflow call): how the SPA signs in, refreshes and signs out.
// The flow: the browser goes to GET /auth/login → identity provider (Google or the embedded OIDC
// provider) → GET /auth/callback → redirected to the SPA with a one-time `handoff` code, which
// the SPA exchanges at POST /auth/token for an access token and a rotating refresh token. No
// token ever travels in a URL.

export { AUTH_ERROR_PARAM, AUTH_PATHS, HANDOFF_PARAM } from './session-paths.ts';

/** Which generation started the sign-in decides where it returns (spec §7). */
export const signInGenerationSchema = z.enum(['v2', 'legacy']);
export type SignInGeneration = z.infer<typeof signInGenerationSchema>;

/** Query of GET /auth/login. */
export const loginQuerySchema = z.object({
  generation: signInGenerationSchema.default('v2'),
});
export type LoginQuery = z.infer<typeof loginQuerySchema>;

/** Where the server sends the browser after the provider: the SPA reads these query params. */
export const SIGN_IN_RETURN_PATHS: Record<SignInGeneration, string> = {
  v2: '/v2/auth-callback',
  legacy: '/onboard',
};
/** Where a failed sign-in sends the browser, with `?auth_error=<message>` (spec §4.5, §8). */
export const SIGN_IN_ERROR_PATHS: Record<SignInGeneration, string> = {
  v2: '/v2',
  legacy: '/onboard',
};

/** The signed-in user as the SPA sees it. */
export const sessionUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Body of POST /auth/token. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('handoff'),
    code: z.string({ error: 'code is required' }).min(1, 'code is required'),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z
      .string({ error: 'refresh_token is required' })
      .min(1, 'refresh_token is required'),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** Answer of POST /auth/token: a short-lived JWT and a single-use refresh token. */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
  /** Seconds until the access token expires (about an hour). */
  expires_in: z.number().int().positive(),
  /** Unix time in seconds when the access token expires. */
  expires_at: z.number().int().positive(),
  /** Use once: a refresh returns a new one, and reusing an old one revokes the whole session. */
  refresh_token: z.string().min(1),
  user: sessionUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Answer of GET /auth/session. */
export const sessionResponseSchema = z.object({
  session: z.object({ expiresAt: z.number().int(), user: sessionUserSchema }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answer of GET /auth/user. */
export const userResponseSchema = z.object({ user: sessionUserSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** Messages of spec §8 that the session API returns. */
export const authMessages = {
  noSession: 'No valid session found',
  unauthorized: 'Unauthorized - please sign in again',
  signInFailed: 'Something went wrong during authentication.',
} as const;
