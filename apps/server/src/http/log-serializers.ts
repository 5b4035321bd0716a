import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry credentials: OIDC codes, state, nonce and PKCE values, tokens, the
 * sign-in handoff code, store access keys, file link signatures.
 */
const SECRET_NAMES =
  'code|state|nonce|code_challenge|code_verifier|token|access_token|refresh_token|id_token|handoff|key|password|invite|sig';
const SECRET_PARAMS = new RegExp(`^(${SECRET_NAMES})$`, 'i');
/** Whether a query may hold one: most don't, and are logged without being parsed. */
const MAY_HOLD_SECRET = new RegExp(`(^|[?&])(${SECRET_NAMES})=`, 'i');

/** The URL with secret query values masked, so tokens and codes never reach the logs. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url.slice(queryStart);
  // An escaped name (%63ode) is decoded by the parse below, so only plain ones skip it.
  if (!query.includes('%') && !MAY_HOLD_SECRET.test(query)) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});

/** Header and body paths pino masks wherever they appear in a log line. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.accessToken',
  '*.refreshToken',
  '*.access_token',
  '*.refresh_token',
  '*.password',
];
