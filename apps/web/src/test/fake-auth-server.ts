import type { TokenResponse } from '@encore/contracts';
import { vi } from 'vitest';

export const testUser = {
  id: 'user-1',
  email: 'artist@example.com',
  name: 'Ari Artist',
  avatarUrl: null,
};

interface FakeAuthServerOptions {
  /** Access token lifetime in seconds. */
  lifetime?: number;
  /** The refresh token the server accepts at first (as if a sign-in had issued it). */
  refreshToken?: string;
  /** Handoff codes the server accepts once each. */
  handoffCodes?: string[];
}

/**
 * The session API of the server as a mocked `fetch`: single-use rotating refresh tokens (a
 * reused one revokes the session, like the real server), one-time handoff codes, logout.
 */
export function createFakeAuthServer(options: FakeAuthServerOptions = {}) {
  const lifetime = options.lifetime ?? 3600;
  const validRefreshTokens = new Set<string>(
    options.refreshToken ? [options.refreshToken] : ['refresh-token-1'],
  );
  const spentRefreshTokens = new Set<string>();
  const handoffCodes = new Set(options.handoffCodes ?? ['code-1']);
  let issued = 1;
  let failure: 'network' | number | null = null;
  let revoked = false;
  const logouts: string[] = [];

  function issue(): TokenResponse {
    issued += 1;
    const refreshToken = `refresh-token-${issued}`;
    validRefreshTokens.add(refreshToken);
    return {
      access_token: `access-token-${issued}`,
      token_type: 'bearer',
      expires_in: lifetime,
      expires_at: Math.floor(Date.now() / 1000) + lifetime,
      refresh_token: refreshToken,
      user: testUser,
    };
  }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const unauthorized = () =>
    json({ error: 'unauthorized', message: 'No valid session found' }, 401);

  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = String(input);
    if (failure === 'network') throw new TypeError('Failed to fetch');
    if (typeof failure === 'number') return json({ error: 'x', message: 'Server error' }, failure);
    if (url.endsWith('/auth/logout')) {
      const token = new Headers(init?.headers).get('Authorization') ?? '';
      logouts.push(token);
      return new Response(null, { status: 204 });
    }
    if (!url.endsWith('/auth/token')) return json({ message: 'Not found' }, 404);
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    if (body.grant_type === 'handoff') {
      const code = body.code ?? '';
      if (!handoffCodes.delete(code)) {
        return json({ error: 'invalid_grant', message: 'Sign-in code expired' }, 400);
      }
      return json(issue());
    }
    const token = body.refresh_token ?? '';
    if (spentRefreshTokens.has(token)) {
      // Reuse of a rotated token: the real server revokes the whole session.
      validRefreshTokens.clear();
      revoked = true;
      return unauthorized();
    }
    if (!validRefreshTokens.delete(token)) return unauthorized();
    spentRefreshTokens.add(token);
    return json(issue());
  });

  const tokenCalls = () =>
    fetch.mock.calls.filter(([input]) => String(input).endsWith('/auth/token'));

  return {
    fetch,
    tokenCalls,
    refreshCalls: () =>
      tokenCalls().filter(([, init]) => String(init?.body).includes('"refresh_token"')),
    logouts,
    /** Every later request fails this way until `recover()`. */
    fail(kind: 'network' | number) {
      failure = kind;
    },
    recover() {
      failure = null;
    },
    /** True once a refresh token was presented twice (the server then revoked the session). */
    get sessionRevoked() {
      return revoked;
    },
  };
}
