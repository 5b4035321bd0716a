import type { TokenResponse } from '@encore/contracts';
import { http, type HttpHandler } from 'msw';

export const testUser = {
  id: 'user-1',
  email: 'artist@example.com',
  name: 'Ari Artist',
  avatarUrl: null,
};

export interface AuthServerOptions {
  /** Access token lifetime in seconds. */
  lifetime?: number;
  /** The refresh token the server accepts at first (as if a sign-in had issued it). */
  refreshToken?: string;
  /** Handoff codes the server accepts once each. */
  handoffCodes?: string[];
}

/** A request the session API received: its URL, body text and Authorization header. */
export interface AuthRequestRecord {
  url: string;
  body: string;
  authorization: string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json({ error: 'unauthorized', message: 'No valid session found' }, 401);

/**
 * The session API of the server (`/auth/token`, `/auth/logout`) in memory: single-use rotating
 * refresh tokens (a reused one revokes the session, like the real server), one-time handoff
 * codes, logout. `handle` answers a Request; `handlers` serve it through MSW.
 */
export function createAuthServer(options: AuthServerOptions = {}) {
  const lifetime = options.lifetime ?? 3600;
  const validRefreshTokens = new Set<string>(
    options.refreshToken ? [options.refreshToken] : ['refresh-token-1'],
  );
  const spentRefreshTokens = new Set<string>();
  const handoffCodes = new Set(options.handoffCodes ?? ['code-1']);
  const requests: AuthRequestRecord[] = [];
  const logouts: string[] = [];
  let issued = 1;
  let failure: 'network' | number | null = null;
  let revoked = false;

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

  /** The answer to one request; a network failure is `Response.error()`. */
  async function handle(request: Request): Promise<Response> {
    const authorization = request.headers.get('Authorization');
    const text = await request.text();
    requests.push({ url: request.url, body: text, authorization });
    if (failure === 'network') return Response.error();
    if (typeof failure === 'number') return json({ error: 'x', message: 'Server error' }, failure);
    if (request.url.endsWith('/auth/logout')) {
      logouts.push(authorization ?? '');
      return new Response(null, { status: 204 });
    }
    if (!request.url.endsWith('/auth/token')) return json({ message: 'Not found' }, 404);
    const body = JSON.parse(text) as Record<string, string>;
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
  }

  const tokenCalls = () => requests.filter((request) => request.url.endsWith('/auth/token'));
  const handlers: HttpHandler[] = [http.all('*/auth/*', ({ request }) => handle(request))];

  return {
    handle,
    handlers,
    requests,
    tokenCalls,
    refreshCalls: () => tokenCalls().filter((request) => request.body.includes('"refresh_token"')),
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

export type AuthServer = ReturnType<typeof createAuthServer>;
