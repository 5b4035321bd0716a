import { vi } from 'vitest';
import { createAuthServer, type AuthServerOptions } from '../mocks';

export { testUser } from '../mocks';

/**
 * The in-memory session API (mocks/auth-server.ts) plus a `fetch` that answers from it, for the
 * unit tests that hand a fetch to `createAuthApi`; screen tests serve it through MSW instead.
 */
export function createFakeAuthServer(options: AuthServerOptions = {}) {
  const server = createAuthServer(options);
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const response = await server.handle(
      new Request(new URL(String(input), 'http://localhost'), init),
    );
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  });
  return { ...server, fetch };
}
