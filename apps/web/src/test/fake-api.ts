import type { AuthUserResponse } from '@encore/contracts';
import { vi } from 'vitest';
import { createFakeAuthServer } from './fake-auth-server';

type Handler = (body: unknown, init: RequestInit | undefined) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function makeAuthUser(overrides: Partial<AuthUserResponse> = {}): AuthUserResponse {
  return {
    userId: 'user-1',
    userState: 'new',
    profile: { email: 'artist@example.com', name: 'Ari Artist', avatar: null },
    waitingListJoinedAt: null,
    ...overrides,
  };
}

/**
 * The server as a stubbed global `fetch`: the session API of the fake auth server plus the
 * given workflow calls (`'auth-user'` → `/webhook/auth-user`). Anything else is a 404, and
 * `calls(name)` lists the bodies a workflow call received.
 */
export function stubApi(
  webhooks: Record<string, Handler> = {},
  auth = createFakeAuthServer({ handoffCodes: ['code-1'] }),
) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.startsWith('/auth/')) return auth.fetch(input, init);
    const handler = webhooks[path.replace(/^\/webhook\//, '')];
    if (!handler) return json({ error: 'not_found', message: `No route ${path}` }, 404);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler(body, init);
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (name: string) =>
    fetch.mock.calls
      .filter(([input]) => String(input).includes(`/webhook/${name}`))
      .map(([, init]) =>
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      );
  return { fetch, auth, calls };
}
