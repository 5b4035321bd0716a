import type { TokenRequest, TokenResponse } from '@encore/contracts';
import { AUTH_PATHS } from '@encore/contracts/session-paths';

/** The schemas (and zod) load with the first answer to check, not with the first screen. */
const loadContracts = () => import('@encore/contracts');

/** A non-2xx answer of the session API; 400/401 on /auth/token mean the grant is dead. */
export class AuthApiError extends Error {
  override readonly name = 'AuthApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Encore's session API (contracts `auth.ts`), not a workflow call. */
export interface AuthApi {
  /** POST /auth/token: a handoff code or a refresh token for a new token pair. */
  token(request: TokenRequest): Promise<TokenResponse>;
  /** POST /auth/logout: revokes the session on the server. */
  logout(accessToken: string): Promise<void>;
}

// A hung request must not hold the cross-tab refresh lock forever.
const requestTimeoutMs = 15_000;

export function createAuthApi(
  fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init),
  origin = '',
): AuthApi {
  async function post(path: string, init: RequestInit): Promise<Response> {
    const response = await fetcher(`${origin}${path}`, {
      method: 'POST',
      ...init,
      signal:
        typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(requestTimeoutMs) : null,
    });
    if (!response.ok) throw new AuthApiError(response.status, await errorMessage(response));
    return response;
  }

  return {
    async token(request) {
      const response = await post(AUTH_PATHS.token, {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request),
      });
      const [{ tokenResponseSchema }, body] = await Promise.all([loadContracts(), response.json()]);
      return tokenResponseSchema.parse(body);
    },
    async logout(accessToken) {
      await post(AUTH_PATHS.logout, { headers: { Authorization: `Bearer ${accessToken}` } });
    },
  };
}

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const { apiErrorSchema } = await loadContracts();
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text || `Request failed: ${response.status}`;
}
