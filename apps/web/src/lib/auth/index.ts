export { AuthApiError, createAuthApi, type AuthApi } from './auth-api';
export { browserLocks, createLocalLocks, refreshLockName, type LockRunner } from './refresh-lock';
export {
  parseSessionUser,
  parseStoredSession,
  type Session,
  type SessionState,
  type SessionStatus,
  type SessionUser,
  type StoredSession,
} from './session-schema';
export {
  createSessionStore,
  getAccessToken,
  sessionStore,
  type SessionStore,
  type SessionStoreOptions,
} from './session-store';
export { homePathFor } from './home-path';
export { forgetEverything, signOut } from './sign-out';
export { signInUrl, startSignIn } from './start-sign-in';
export { toStoredSession } from './token-session';
export { useAuthErrorToast } from './use-auth-error-toast';
export { useHandoffSignIn, type HandoffSignInState } from './use-handoff-sign-in';
export { useSession } from './use-session';
export { signedOutPath, useSignOut } from './use-sign-out';
