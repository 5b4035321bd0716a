import { z } from 'zod';

/** The signed-in user as `POST /auth/token` returns it (contracts' `sessionUserSchema`). */
export const sessionUserSchema = z.object({
  id: z.string().min(1),
  email: z.string().nullable(),
  name: z.string().nullish(),
  avatarUrl: z.string().nullish(),
});

/**
 * What `encore.session` holds in local storage. `expiresAt` is the access token's expiry in
 * epoch milliseconds on this device's clock; `refreshToken` is single-use and rotates on every
 * refresh, so every tab must read it from here right before using it.
 */
export const storedSessionSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().nullable(),
  expiresAt: z.number(),
  user: sessionUserSchema,
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type StoredSession = z.infer<typeof storedSessionSchema>;

export interface Session {
  accessToken: string;
  user: SessionUser;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'authenticated'; session: Session }
  | { status: 'unauthenticated'; session: null };
