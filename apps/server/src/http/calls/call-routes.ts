import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  apiErrorMessages,
  claimedUserId,
  endpointPath,
  findUncleanText,
  workflowEndpoints,
  type EndpointDefinition,
  type EndpointName,
  type ParsedRequestOf,
  type WorkflowEndpoint,
} from '@encore/contracts';
import type { Authenticator } from '../plugins/authentication.ts';
import { uncleanTextError } from '../plugins/clean-urls.ts';
import { HttpError } from '../plugins/error-handler.ts';
import type { CallHandlers, PublicCall, SignedInCall } from './call.ts';
import { answerWithEtag } from './etag.ts';
import { createSessionFairness, type FairnessLimits } from './session-fairness.ts';

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
  /** Per session, for the signed-in calls (session-fairness.ts). Default: 20/s, bursts of 60, 4 at once. */
  signedInLimits?: FairnessLimits;
  /**
   * Check every answer against its endpoint's response schema (a broken one is a 500). On in
   * development and tests, where it catches our bugs; off in production, where it would cost
   * every call a full parse of what the handler just built from typed rows. Default true.
   */
  validateResponses?: boolean;
  /** How long a refused (429) call is held before it is answered. Default 1 s. */
  refusalHoldMs?: number;
}

/**
 * The query (GET) or body (POST), validated. Every string in it — typed, optional, inside
 * `z.unknown()` or about to be stripped — is first checked to be clean text (decision 053), here
 * and not field by field, so that no call, including one added tomorrow, can let a control
 * character through to a handler, the database or a log.
 */
function parseInput(endpoint: WorkflowEndpoint, request: FastifyRequest): unknown {
  const raw: unknown = endpoint.method === 'GET' ? request.query : request.body;
  const unclean = findUncleanText(raw);
  if (unclean) throw uncleanTextError(unclean);
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
 * A session over its share (session-fairness.ts) is answered 429 with `Retry-After`, without
 * throwing (a flood is mostly these) and after holding the answer for a moment: a client that
 * sends its next call as soon as the last is answered — a script on 200 connections — then asks
 * a few hundred times a second instead of thousands, and leaves the server to everybody else.
 * A browser tab waits for Retry-After anyway (lib/query-client.ts).
 */
async function refuse(reply: FastifyReply, retryAfterSeconds: number, holdMs: number) {
  // Jittered, so the refusals of a flood do not all come due in the same tick.
  const jittered = holdMs * (0.75 + Math.random() * 0.5);
  await new Promise((resolve) => setTimeout(resolve, jittered));
  return reply
    .status(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({
      error: 'rate_limited',
      message: `Too many requests. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
    });
}

/**
 * Mounts every call of the contracts registry at `/webhook/<name>`, in this order: on `auth: true`
 * endpoints the bearer token is checked first (401), before the body is even read, so a caller
 * without a session learns nothing about what the call accepts; then the input is validated with
 * the shared schema (400 naming the field); then the user ids the request names are compared with
 * the token's user (403); then the handler runs — or 501 while its feature is not built, never
 * fake data.
 */
export async function callRoutes(app: FastifyInstance, options: CallRoutesOptions): Promise<void> {
  const { handlers, authenticator, validateResponses = true, refusalHoldMs = 1000 } = options;
  const fairness = createSessionFairness(
    options.signedInLimits ?? { perSecond: 20, burst: 60, maxInFlight: 4 },
  );
  app.decorateRequest('workflowInput', undefined);

  const answer = async (
    endpoint: WorkflowEndpoint,
    run: () => Promise<unknown>,
  ): Promise<unknown> => {
    const result = await run();
    if (!validateResponses) return result;
    // A response that breaks its own contract is a bug on our side (a 500, not a 400), caught
    // here rather than in the SPA.
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      throw new Error(`${endpoint.name} answered outside its contract: ${checked.error.message}`);
    }
    return checked.data;
  };

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
        ? { checksTextItself: true }
        : { rateLimit: { max: options.publicPerMinute, timeWindow: '1 minute' } },
      // onRequest runs before the body is parsed: an anonymous caller's malformed or oversized
      // body is a 401 too, not a 400 or 413 (decision 053).
      onRequest: endpoint.auth ? [authenticator.requireUser(unauthorized)] : [],
      preValidation: async (request) => {
        request.workflowInput = parseInput(endpoint, request);
      },
      preHandler: endpoint.auth ? [authorizeFor(endpoint)] : [],
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
          const { user } = request;
          if (!user) {
            throw new HttpError(401, 'unauthorized', apiErrorMessages.authenticationRequired);
          }
          const admission = await fairness.admit(user.sessionId);
          if (!admission.admitted) {
            return refuse(reply, admission.retryAfterSeconds, refusalHoldMs);
          }
          try {
            result = await answer(endpoint, () => handler.handle({ ...call, user }));
          } finally {
            admission.release();
          }
        } else {
          result = await answer(endpoint, () => handler.handle(call));
        }
        // A file to save ("Download my data"): the browser names it.
        const attachment = (endpoint as EndpointDefinition).attachmentName?.(result);
        if (attachment !== undefined) {
          reply.header('content-disposition', `attachment; filename="${attachment}"`);
        }
        // Polled reads answer 304 when the screen already has this answer.
        return endpoint.method === 'GET' ? answerWithEtag(request, reply, result) : result;
      },
    });
  }
}
