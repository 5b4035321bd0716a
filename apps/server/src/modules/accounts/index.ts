// The accounts domain: sign-in, sessions and tokens, identity providers, the user and their
// profile, account deletion, the auth signing keys. What the rest of the server may use.
export {
  createUsersService,
  InvalidDeleteConfirmationError,
  UserNotFoundError,
  type UsersService,
} from './service.ts';
export { findUserState, markInApp } from './app-state.ts';
export { createSessionService, type SessionService } from './sessions/session-service.ts';
export type { AuthenticatedUser } from '../../shared/authenticated-user.ts';
export { createAccessTokens } from './sessions/access-tokens.ts';
export { createOidcClient } from './sessions/oidc-client.ts';
export { createSignInService, type SignInService } from './sessions/sign-in-service.ts';
export { randomToken } from './sessions/secret-tokens.ts';
export { getOrCreateSecret } from './secrets/service.ts';
export { createIdentityProvider } from './identity/create-identity-provider.ts';
export { forgetProviderAccounts } from './identity/forget-on-deletion.ts';
export type { IdentityProvider } from './identity/identity-provider.ts';
export { authRoutes } from './routes/auth-routes.ts';
export { accountCalls, type AccountCallOptions } from './calls/account-calls.ts';
export { dataExportCalls, type DataExportSources } from './data-export/export-calls.ts';
