// Checked by hand rather than with zod: the session is read before the first screen paints, and
// zod stays out of the code that screen needs.

/** The signed-in user as `POST /auth/token` returns it (contracts' `sessionUserSchema`). */
export interface SessionUser {
  id: string;
  email: string | null;
  name?: string | null | undefined;
  avatarUrl?: string | null | undefined;
}

/**
 * What `encore.session` holds in local storage. `expiresAt` is the access token's expiry in
 * epoch milliseconds on this device's clock; `refreshToken` is single-use and rotates on every
 * refresh, so every tab must read it from here right before using it.
 */
export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
  user: SessionUser;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
const isOptionalString = (value: unknown): value is string | null | undefined =>
  value === undefined || isStringOrNull(value);

/** The user of a stored session, with only the known fields; null when it is not one. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isFields(value)) return null;
  const { id, email, name, avatarUrl } = value;
  if (!isFilled(id) || !isStringOrNull(email)) return null;
  if (!isOptionalString(name) || !isOptionalString(avatarUrl)) return null;
  return {
    id,
    email,
    ...(name === undefined ? {} : { name }),
    ...(avatarUrl === undefined ? {} : { avatarUrl }),
  };
}

/** A stored session with only the known fields; null when the value is not one. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (!isFields(value)) return null;
  const { accessToken, refreshToken, expiresAt } = value;
  if (!isFilled(accessToken) || !isStringOrNull(refreshToken)) return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  const user = parseSessionUser(value.user);
  return user === null ? null : { accessToken, refreshToken, expiresAt, user };
}

export interface Session {
  accessToken: string;
  user: SessionUser;
}

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionState =
  | { status: 'loading'; session: null }
  | { status: 'authenticated'; session: Session }
  | { status: 'unauthenticated'; session: null };
