import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../shared/authenticated-user.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticator.requireUser` on routes that need one. */
    user: AuthenticatedUser | null;
  }
}

export interface Authenticator {
  /** The user of the request's bearer token, if valid and its session is still active. */
  identify(request: FastifyRequest): Promise<AuthenticatedUser | null>;
  /**
   * A preHandler hook: sets `request.user`, or answers 401 `{ error: 'unauthorized', message }`
   * with a `WWW-Authenticate: Bearer` challenge.
   */
  requireUser(
    message: string,
  ): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header === undefined ? undefined : BEARER.exec(header)?.[1];
}

/** Declares `request.user` (null until a route authenticates) and returns the hooks that set it. */
export function registerAuthentication(
  app: FastifyInstance,
  /** The accounts module's session service: who a bearer token belongs to, if anyone. */
  sessions: { authenticate(accessToken: string): Promise<AuthenticatedUser | null> },
): Authenticator {
  app.decorateRequest('user', null);

  const identify = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token === undefined ? null : sessions.authenticate(token);
  };

  return {
    identify,
    requireUser(message) {
      return async (request, reply) => {
        const user = await identify(request);
        if (!user) {
          // Returning the reply ends the request here (Fastify's async-hook convention).
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({ error: 'unauthorized', message });
        }
        request.user = user;
        return undefined;
      };
    },
  };
}
