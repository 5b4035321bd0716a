import { authMessages, type SignInGeneration, signInGenerationSchema } from '@encore/contracts';
import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client.ts';
import { loggableError } from '../../../shared/loggable-error.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import type { IdentityProvider } from '../identity/identity-provider.ts';
import type { UsersService } from '../service.ts';
import { MissingEmailError, type OidcClient } from './oidc-client.ts';
import { hashToken, randomToken, secretsEqual } from './secret-tokens.ts';
import {
  InvalidRefreshTokenError,
  type IssuedTokens,
  type SessionService,
} from './session-service.ts';
import {
  deleteExpiredSignInState,
  insertAuthRequest,
  insertHandoff,
  takeAuthRequest,
  takeHandoff,
} from './sign-in-repository.ts';

export const AUTH_REQUEST_TTL_SECONDS = 10 * 60;
export const HANDOFF_TTL_SECONDS = 60;
/** Expired sign-in rows are swept at most this often, on the way through /auth/login. */
const PRUNE_INTERVAL_MS = 5 * 60 * 1000;

export const signInErrorMessages = {
  failed: authMessages.signInFailed,
  expired: 'Your sign-in expired or was started in another browser. Please try again.',
  cancelled: 'Sign-in was cancelled.',
  noEmail: 'Your account did not share an email address with Encore. Please use another account.',
} as const;

/** A sign-in that did not work out; `message` is shown to the person as it is. */
export class SignInError extends Error {
  override readonly name = 'SignInError';
  constructor(
    message: string,
    readonly generation: SignInGeneration,
  ) {
    super(message);
  }
}

/** The handoff code or refresh token cannot be exchanged (unknown, expired, used or revoked). */
export class InvalidGrantError extends Error {
  override readonly name = 'InvalidGrantError';
}

export interface SignInService {
  /** Stores the PKCE verifier and nonce; the caller puts `state` in the browser's cookie. */
  start(generation: SignInGeneration): Promise<{ redirectTo: URL; state: string }>;
  /** Handles the provider's redirect; returns the one-time handoff code for the SPA. */
  complete(input: {
    callbackUrl: URL;
    stateCookie: string | undefined;
  }): Promise<{ generation: SignInGeneration; handoff: string }>;
  exchangeHandoff(code: string): Promise<{ tokens: IssuedTokens; user: UserRow }>;
  refresh(refreshToken: string): Promise<{ tokens: IssuedTokens; user: UserRow }>;
}

type SafeLogger = Pick<BaseLogger, 'warn' | 'info'>;

export function createSignInService(options: {
  database: Pick<Database, 'db'>;
  provider: Pick<IdentityProvider, 'id'>;
  oidcClient: OidcClient;
  users: UsersService;
  sessions: SessionService;
  logger: SafeLogger;
  now?: () => number;
}): SignInService {
  const { database, provider, oidcClient, users, sessions, logger } = options;
  const { db } = database;
  const now = options.now ?? Date.now;
  let lastPrune = 0;

  async function pruneNowAndThen(): Promise<void> {
    if (now() - lastPrune < PRUNE_INTERVAL_MS) return;
    lastPrune = now();
    await deleteExpiredSignInState(db, new Date(now()));
    await sessions.pruneExpired();
  }

  return {
    async start(generation) {
      await pruneNowAndThen();
      const request = await oidcClient.createAuthorizationRequest();
      await insertAuthRequest(db, {
        stateHash: hashToken(request.state),
        codeVerifier: request.codeVerifier,
        nonce: request.nonce,
        generation,
        expiresAt: new Date(now() + AUTH_REQUEST_TTL_SECONDS * 1000),
      });
      return { redirectTo: request.url, state: request.state };
    },

    async complete({ callbackUrl, stateCookie }) {
      const params = callbackUrl.searchParams;
      const state = params.get('state');
      const request = state ? await takeAuthRequest(db, hashToken(state), new Date(now())) : null;
      const parsedGeneration = signInGenerationSchema.safeParse(request?.generation);
      const generation = parsedGeneration.success ? parsedGeneration.data : 'v2';
      // Login CSRF: the state must be the one this browser was given when it started.
      if (!request || !state || !stateCookie || !secretsEqual(state, stateCookie)) {
        logger.warn({ hasRequest: Boolean(request) }, 'sign-in: state missing or not this browser');
        throw new SignInError(signInErrorMessages.expired, generation);
      }
      const providerError = params.get('error');
      if (providerError !== null) {
        logger.info({ error: providerError }, 'sign-in: the identity provider returned an error');
        throw new SignInError(
          providerError === 'access_denied'
            ? signInErrorMessages.cancelled
            : signInErrorMessages.failed,
          generation,
        );
      }

      let identity;
      try {
        identity = await oidcClient.redeem(callbackUrl, {
          state,
          nonce: request.nonce,
          codeVerifier: request.codeVerifier,
        });
      } catch (error) {
        logger.warn({ oidcError: loggableError(error) }, 'sign-in: code exchange failed');
        throw new SignInError(
          error instanceof MissingEmailError
            ? signInErrorMessages.noEmail
            : signInErrorMessages.failed,
          generation,
        );
      }

      const user = await users.signInWithIdentity({
        provider: provider.id,
        subject: identity.subject,
        email: identity.email,
        name: identity.name,
        avatarUrl: identity.picture,
      });
      const handoff = randomToken();
      await insertHandoff(db, {
        codeHash: hashToken(handoff),
        userId: user.id,
        expiresAt: new Date(now() + HANDOFF_TTL_SECONDS * 1000),
      });
      logger.info({ userId: user.id, generation }, 'sign-in: completed');
      return { generation, handoff };
    },

    async exchangeHandoff(code) {
      const handoff = await takeHandoff(db, hashToken(code), new Date(now()));
      const user = handoff ? await users.findUser(handoff.userId) : undefined;
      if (!user) throw new InvalidGrantError('handoff code unknown, used or expired');
      return { tokens: await sessions.start(user), user };
    },

    async refresh(refreshToken) {
      try {
        return await sessions.refresh(refreshToken, (userId) => users.findUser(userId));
      } catch (error) {
        if (error instanceof InvalidRefreshTokenError) {
          logger.warn({ reason: error.reason }, 'token refresh rejected');
          throw new InvalidGrantError(error.message);
        }
        throw error;
      }
    },
  };
}
