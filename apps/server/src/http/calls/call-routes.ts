import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorMessages,
  claimedUserId,
  endpointPath,
  workflowEndpoints,
  type EndpointName,
  type ParsedRequestOf,
  type WorkflowEndpoint,
} from '@encore/contracts';
import type { Authenticator } from '../plugins/authentication.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { CallHandlers, PublicCall, SignedInCall } from './call.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The validated query (GET) or body (POST) of a workflow call. */
    workflowInput: unknown;
  }
}

// The route below calls every handler through one signature; the registry guarantees that each
// handler gets the input of its own endpoint.
type AnyCallHandler =
  | { readonly signedIn: true; handle(call: SignedInCall<EndpointName>): Promise<unknown> }
  | { readonly signedIn: false; handle(call: PublicCall<EndpointName>): Promise<unknown> };

export interface CallRoutesOptions {
  handlers: CallHandlers;
  authenticator: Authenticator;
  /** Per minute and IP address, for the endpoints anyone may call (the artist lookups). */
  publicPerMinute: number;
}

function parseInput(endpoint: WorkflowEndpoint, request: FastifyRequest): unknown {
  return endpoint.method === 'GET'
    ? endpoint.query.parse(request.query)
    : endpoint.body.parse(request.body ?? {});
}

/** `user_context.user_id` of a body, which the web client adds and the server never trusts. */
function contextUserId(input: unknown): string | undefined {
  if (typeof input !== 'object' || input === null || !('user_context' in input)) return undefined;
  const context: unknown = input.user_context;
  if (typeof context !== 'object' || context === null || !('user_id' in context)) return undefined;
  return typeof context.user_id === 'string' ? context.user_id : undefined;
}

/**
 * The one authorization rule of every workflow call: a user id named in the query, the body
 * (`userIdIn`/`userIdPath`) or `user_context` must be the token's user, else 403 with no data.
 */
function authorizeFor(endpoint: WorkflowEndpoint) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = request;
    const input = request.workflowInput;
    const claimed = claimedUserId(
      endpoint,
      endpoint.method === 'GET' ? { query: input } : { body: input },
    );
    const context = contextUserId(input);
    const namesAnotherUser =
      user === null ||
      (endpoint.userIdIn !== null && claimed !== user.id) ||
      (context !== undefined && context !== user.id);
    if (namesAnotherUser) {
      request.log.warn(
        { endpoint: endpoint.name, userId: user?.id },
        'workflow call naming another user refused',
      );
      return reply
        .status(403)
        .send({ error: 'forbidden', message: apiErrorMessages.userIdMismatch });
    }
    return undefined;
  };
}

/**
 * Mounts every call of the contracts registry at `/webhook/<name>`, in this order: the input is
 * validated with the shared schema (400 naming the field), then on `auth: true` endpoints the
 * bearer token is checked (401) and the user ids the request names are compared with the token's
 * user (403), then the handler runs — or 501 while its feature is not built, never fake data.
 */
export async function callRoutes(app: FastifyInstance, options: CallRoutesOptions): Promise<void> {
  const { handlers, authenticator } = options;
  app.decorateRequest('workflowInput', undefined);

  for (const endpoint of workflowEndpoints) {
    const handler = handlers[endpoint.name] as AnyCallHandler | undefined;
    if (handler && handler.signedIn !== endpoint.auth) {
      throw new Error(
        `${endpoint.name} is registered as ${handler.signedIn ? 'signed-in' : 'public'} but its endpoint has auth: ${endpoint.auth}`,
      );
    }
    const unauthorized =
      endpoint.name === 'auth-user'
        ? apiErrorMessages.unauthorized
        : apiErrorMessages.authenticationRequired;
    app.route({
      method: endpoint.method,
      url: endpointPath(endpoint),
      config: endpoint.auth
        ? {}
        : { rateLimit: { max: options.publicPerMinute, timeWindow: '1 minute' } },
      preValidation: async (request) => {
        request.workflowInput = parseInput(endpoint, request);
      },
      preHandler: endpoint.auth
        ? [authenticator.requireUser(unauthorized), authorizeFor(endpoint)]
        : [],
      handler: async (request, reply) => {
        if (!handler) {
          return reply.status(501).send({
            error: 'not_implemented',
            message: `${endpoint.name} is not available yet: ${endpoint.summary} is still being built.`,
          });
        }
        const call = {
          input: request.workflowInput as ParsedRequestOf<EndpointName>,
          request,
        };
        let result: unknown;
        if (handler.signedIn) {
          // requireUser above has set it; a null here would be a wiring bug, answered as signed out.
          if (!request.user) {
            throw new HttpError(401, 'unauthorized', apiErrorMessages.authenticationRequired);
          }
          result = await handler.handle({ ...call, user: request.user });
        } else {
          result = await handler.handle(call);
        }
        // A response that breaks its own contract is a bug on our side (a 500, not a 400), caught
        // here rather than in the SPA.
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          throw new Error(
            `${endpoint.name} answered outside its contract: ${checked.error.message}`,
          );
        }
        return checked.data;
      },
    });
  }
}
