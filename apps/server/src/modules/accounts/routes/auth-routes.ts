import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AUTH_ERROR_PARAM,
  AUTH_PATHS,
  HANDOFF_PARAM,
  SIGN_IN_ERROR_PATHS,
  SIGN_IN_RETURN_PATHS,
  authMessages,
  loginQuerySchema,
  tokenRequestSchema,
  type SessionResponse,
  type SignInGeneration,
  type TokenResponse,
  type UserResponse,
} from '@encore/contracts';
import type { IssuedTokens, SessionService } from '../sessions/session-service.ts';
import {
  AUTH_REQUEST_TTL_SECONDS,
  InvalidGrantError,
  SignInError,
  signInErrorMessages,
  type SignInService,
} from '../sessions/sign-in-service.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { loggableError } from '../../../shared/loggable-error.ts';
import { toSessionUser, type UsersService } from '../service.ts';
import type { Authenticator } from '../../../http/plugins/authentication.ts';

/** Binds a sign-in to the browser that started it (login CSRF): holds the OIDC `state`. */
export const STATE_COOKIE = 'encore_auth_state';

export interface AuthRoutesOptions {
  signIn: SignInService;
  sessions: Pick<SessionService, 'revoke'>;
  users: Pick<UsersService, 'findUser'>;
  authenticator: Authenticator;
  publicUrl: string;
  rateLimits: { signInPerMinute: number; tokenPerMinute: number };
}

function tokenResponse(tokens: IssuedTokens, user: UserRow): TokenResponse {
  return {
    access_token: tokens.accessToken,
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    expires_at: tokens.expiresAt,
    refresh_token: tokens.refreshToken,
    user: toSessionUser(user),
  };
}

/**
 * Encore's session API (packages/contracts/src/auth.ts): sign-in through the identity provider,
 * the handoff and refresh grants, sign-out, and the current session and user.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const { signIn, sessions, users, authenticator, publicUrl } = options;
  const secureCookie = publicUrl.startsWith('https:');
  const signInLimit = {
    rateLimit: { max: options.rateLimits.signInPerMinute, timeWindow: '1 minute' },
  };
  const noSession = authenticator.requireUser(authMessages.noSession);

  const redirect = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 302);
  /** Where a failed sign-in goes: the generation's start, with a message for the person. */
  const errorLocation = (generation: SignInGeneration, message: string) =>
    `${SIGN_IN_ERROR_PATHS[generation]}?${new URLSearchParams({ [AUTH_ERROR_PARAM]: message })}`;

  app.get(AUTH_PATHS.login, { config: signInLimit }, async (request, reply) => {
    const { generation } = loginQuerySchema.parse(request.query);
    let started;
    try {
      started = await signIn.start(generation);
    } catch (error) {
      // The provider could not be reached (discovery): say so in the SPA rather than with a 500.
      request.log.error({ err: loggableError(error) }, 'sign-in could not start');
      return redirect(reply, errorLocation(generation, signInErrorMessages.failed));
    }
    const { redirectTo, state } = started;
    reply.setCookie(STATE_COOKIE, state, {
      path: AUTH_PATHS.callback,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
      maxAge: AUTH_REQUEST_TTL_SECONDS,
    });
    return redirect(reply, redirectTo.href);
  });

  app.get(AUTH_PATHS.callback, { config: signInLimit }, async (request, reply) => {
    // Cleared with the attributes it was set with: under https every Set-Cookie says Secure.
    reply.clearCookie(STATE_COOKIE, {
      path: AUTH_PATHS.callback,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookie,
    });
    // The URL the provider redirected to, as registered (PUBLIC_URL), whatever Host it came in on.
    const { search } = new URL(request.url, publicUrl);
    try {
      const { generation, handoff } = await signIn.complete({
        callbackUrl: new URL(`${publicUrl}${AUTH_PATHS.callback}${search}`),
        stateCookie: request.cookies[STATE_COOKIE],
      });
      const target = new URL(SIGN_IN_RETURN_PATHS[generation], publicUrl);
      target.searchParams.set(HANDOFF_PARAM, handoff);
      return redirect(reply, `${target.pathname}${target.search}`);
    } catch (error) {
      if (error instanceof SignInError) {
        return redirect(reply, errorLocation(error.generation, error.message));
      }
      request.log.error({ err: loggableError(error) }, 'sign-in callback failed');
      return redirect(reply, errorLocation('v2', signInErrorMessages.failed));
    }
  });

  app.post(
    AUTH_PATHS.token,
    { config: { rateLimit: { max: options.rateLimits.tokenPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const grant = tokenRequestSchema.parse(request.body ?? {});
      try {
        const { tokens, user } =
          grant.grant_type === 'handoff'
            ? await signIn.exchangeHandoff(grant.code)
            : await signIn.refresh(grant.refresh_token);
        return tokenResponse(tokens, user);
      } catch (error) {
        if (!(error instanceof InvalidGrantError)) throw error;
        return reply.status(400).send({
          error: 'invalid_grant',
          message:
            grant.grant_type === 'handoff'
              ? 'This sign-in link has expired or was already used. Please sign in again.'
              : authMessages.noSession,
        });
      }
    },
  );

  app.post(AUTH_PATHS.logout, { preHandler: noSession }, async (request, reply) => {
    if (request.user) await sessions.revoke(request.user.sessionId, 'logout');
    return reply.status(204).send();
  });

  app.get(AUTH_PATHS.session, { preHandler: noSession }, async (request, reply) => {
    const user = request.user ? await users.findUser(request.user.id) : undefined;
    if (!request.user || !user) {
      return reply.status(401).send({ error: 'unauthorized', message: authMessages.noSession });
    }
    const body: SessionResponse = {
      session: { expiresAt: request.user.accessTokenExpiresAt, user: toSessionUser(user) },
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.get(AUTH_PATHS.user, { preHandler: noSession }, async (request, reply) => {
    const user = request.user ? await users.findUser(request.user.id) : undefined;
    if (!user) {
      return reply.status(401).send({ error: 'unauthorized', message: authMessages.noSession });
    }
    const body: UserResponse = { user: toSessionUser(user) };
    return reply.header('cache-control', 'no-store').send(body);
  });
}
