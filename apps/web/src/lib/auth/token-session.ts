import type { TokenResponse } from '@encore/contracts';
import type { StoredSession } from './session-schema';

// Beyond this the device clock disagrees with the server's and `expires_at` (server clock)
// would make the token look expired (a refresh loop) or fresh for too long.
const maxClockSkewMs = 60_000;

/**
 * A token answer as `encore.session` stores it: `expires_at` (seconds) becomes milliseconds.
 * When this device's clock is off, the expiry is counted from `expires_in` instead.
 */
export function toStoredSession(response: TokenResponse, receivedAt: number): StoredSession {
  const serverExpiry = response.expires_at * 1000;
  const localExpiry = receivedAt + response.expires_in * 1000;
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: Math.abs(serverExpiry - localExpiry) > maxClockSkewMs ? localExpiry : serverExpiry,
    user: {
      id: response.user.id,
      email: response.user.email,
      name: response.user.name,
      avatarUrl: response.user.avatarUrl,
    },
  };
}
