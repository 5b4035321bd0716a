import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../testing/use-test-app.ts';

// The provider's issuer points at a port nobody listens on: discovery fails.
const server = useTestApp({ PUBLIC_URL: 'http://127.0.0.1:9' });

describe('when the identity provider cannot be reached', () => {
  it('sends the browser back to the SPA with a message instead of a 500', async () => {
    const response = await fetch(
      `http://127.0.0.1:${server.config.port}/auth/login?generation=legacy`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '', 'http://x');
    expect(location.pathname).toBe('/onboard');
    expect(location.searchParams.get('auth_error')).toBe(
      'Something went wrong during authentication.',
    );
  });
});
