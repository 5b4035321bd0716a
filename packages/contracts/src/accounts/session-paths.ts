// The session API's addresses and query parameters, without zod: the web app's first screen
// needs these names but none of the schemas (reachable alone as '@encore/contracts/session-paths').

export const AUTH_PATHS = {
  login: '/auth/login',
  callback: '/auth/callback',
  token: '/auth/token',
  logout: '/auth/logout',
  session: '/auth/session',
  user: '/auth/user',
} as const;

export const HANDOFF_PARAM = 'handoff';
/**
 * Set instead of `handoff` when sign-in failed; the value is a human-readable message. A failed
 * sign-in does not return to the callback screen but to the generation's start:
 * `SIGN_IN_ERROR_PATHS[generation]?auth_error=…`.
 */
export const AUTH_ERROR_PARAM = 'auth_error';
