import type { IdentityProvider } from '../../identity-provider.ts';

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * Google as the identity provider (GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET). The account chooser
 * and consent screen are forced on every sign-in, and `access_type=offline` asks for a refresh
 * token (Google's way of saying offline access; it rejects the `offline_access` scope).
 */
export function createGoogleIdentityProvider(credentials: {
  clientId: string;
  clientSecret: string;
}): IdentityProvider {
  return {
    id: 'google',
    issuer: new URL(GOOGLE_ISSUER),
    scope: 'openid email profile',
    authorizationParams: { prompt: 'select_account consent', access_type: 'offline' },
    allowInsecureRequests: false,
    clientCredentials: async () => ({ ...credentials }),
    registerRoutes: async () => {},
    forget: async () => {},
  };
}
