import { describe, expect, it } from 'vitest';
import { createGoogleIdentityProvider } from './google-provider.ts';

describe('Google identity provider', () => {
  it('uses Google’s issuer with the account chooser and offline access', async () => {
    const google = createGoogleIdentityProvider({ clientId: 'id', clientSecret: 'secret' });
    expect(google.id).toBe('google');
    expect(google.issuer.href).toBe('https://accounts.google.com/');
    expect(google.scope).toBe('openid email profile');
    expect(google.authorizationParams).toEqual({
      prompt: 'select_account consent',
      access_type: 'offline',
    });
    expect(google.allowInsecureRequests).toBe(false);
    expect(await google.clientCredentials()).toEqual({ clientId: 'id', clientSecret: 'secret' });
  });
});
