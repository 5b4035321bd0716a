// The user a valid bearer token belongs to. Defined here, outside the accounts module, because the
// HTTP layer (request.user, the call seam) needs it while accounts' own routes depend on that
// layer: defining it in accounts would close an import circle.

/** Who a valid bearer token belongs to; `request.user` on authenticated routes. */
export interface AuthenticatedUser {
  id: string;
  sessionId: string;
  email: string | null;
  /** Unix seconds when the presented access token expires. */
  accessTokenExpiresAt: number;
}
