// The seam between the HTTP layer and the domains' calls (the `/webhook/<name>` endpoints of
// spec §7): what a handler receives, and the two ways a domain registers its handlers. A call on
// an `auth: true` endpoint is registered with `signedInCalls` and receives a non-null user by type;
// a public one with `publicCalls` and receives none. The route layer checks at start-up that each
// registration matches its endpoint.
import type { FastifyRequest } from 'fastify';
import type { EndpointName, ParsedRequestOf, ResponseBodyOf } from '@encore/contracts';
import type { AuthenticatedUser } from '../../shared/authenticated-user.ts';

export interface PublicCall<N extends EndpointName> {
  /** The query of a GET, the body of a POST, validated with the endpoint's schema. */
  input: ParsedRequestOf<N>;
  request: FastifyRequest;
}

export interface SignedInCall<N extends EndpointName> extends PublicCall<N> {
  /** The token's user; the route layer has matched every user id the request names to it. */
  user: AuthenticatedUser;
}

type Answer<N extends EndpointName> = Promise<ResponseBodyOf<N>>;

export type CallHandler<N extends EndpointName> =
  | { readonly signedIn: true; handle(call: SignedInCall<N>): Answer<N> }
  | { readonly signedIn: false; handle(call: PublicCall<N>): Answer<N> };

/** Implemented calls by endpoint name; each domain adds its own. */
export type CallHandlers = { readonly [N in EndpointName]?: CallHandler<N> };

/** Handlers of calls that act for the signed-in user. */
export function signedInCalls<K extends EndpointName>(handlers: {
  [N in K]: (call: SignedInCall<N>) => Answer<N>;
}): { [N in K]: CallHandler<N> } {
  return register(handlers, true) as { [N in K]: CallHandler<N> };
}

/** Handlers of calls anyone may make (the artist lookups). */
export function publicCalls<K extends EndpointName>(handlers: {
  [N in K]: (call: PublicCall<N>) => Answer<N>;
}): { [N in K]: CallHandler<N> } {
  return register(handlers, false) as { [N in K]: CallHandler<N> };
}

function register(handlers: object, signedIn: boolean): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handle]) => [name, { signedIn, handle }]),
  );
}
