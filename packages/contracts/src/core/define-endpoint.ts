import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';
export type ApiGeneration = 'legacy' | 'v2';
export type UserIdLocation = 'query' | 'body';

interface EndpointBase<Name extends string, Response extends z.ZodType> {
  /** The path shape of spec §7; the server mounts it at `/webhook/<name>`. */
  readonly name: Name;
  readonly generation: ApiGeneration;
  /** Needs a signed-in session (bearer token). */
  readonly auth: boolean;
  /**
   * Where the request names the user it acts for; the server checks that it is the token's user.
   * null when the token alone identifies the user, or the call is not about a user.
   */
  readonly userIdIn: UserIdLocation | null;
  /** Path to that user id inside the query or body; `['userId']` when not given. */
  readonly userIdPath?: readonly [string, ...string[]];
  readonly response: Response;
  readonly summary: string;
  /**
   * Set when the answer is a file to save ("Download my data"): the server sends it with
   * `Content-Disposition: attachment` and the name this makes from the answer.
   */
  attachmentName?(answer: z.output<Response>): string;
}

export interface GetEndpoint<
  Name extends string = string,
  Query extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> extends EndpointBase<Name, Response> {
  readonly method: 'GET';
  readonly query: Query;
  /** GET carries no body (spec §7). */
  readonly body?: undefined;
}

export interface PostEndpoint<
  Name extends string = string,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> extends EndpointBase<Name, Response> {
  readonly method: 'POST';
  readonly body: Body;
  readonly query?: undefined;
}

export type EndpointDefinition = GetEndpoint | PostEndpoint;

/** Identity at runtime; keeps the literal name and the exact schema types for the registry. */
export function defineEndpoint<
  const Name extends string,
  Query extends z.ZodType,
  Response extends z.ZodType,
>(endpoint: GetEndpoint<Name, Query, Response>): GetEndpoint<Name, Query, Response>;
export function defineEndpoint<
  const Name extends string,
  Body extends z.ZodType,
  Response extends z.ZodType,
>(endpoint: PostEndpoint<Name, Body, Response>): PostEndpoint<Name, Body, Response>;
export function defineEndpoint(endpoint: EndpointDefinition): EndpointDefinition {
  return endpoint;
}

export const DEFAULT_USER_ID_PATH = ['userId'] as const;

/** Where the server mounts an endpoint and the web client calls it. */
export const WEBHOOK_PREFIX = '/webhook';

export function endpointPath(endpoint: Pick<EndpointDefinition, 'name'>): string {
  return `${WEBHOOK_PREFIX}/${endpoint.name}`;
}

/**
 * The user id a request claims to act for, read from `endpoint.userIdIn` at `userIdPath`.
 * undefined when the endpoint names no user or the value is missing or not a string; the
 * authorization hook compares it with the token's user (pass the parsed query/body).
 */
export function claimedUserId(
  endpoint: Pick<EndpointDefinition, 'userIdIn' | 'userIdPath'>,
  request: { readonly query?: unknown; readonly body?: unknown },
): string | undefined {
  if (endpoint.userIdIn === null) return undefined;
  let value: unknown = endpoint.userIdIn === 'query' ? request.query : request.body;
  for (const key of endpoint.userIdPath ?? DEFAULT_USER_ID_PATH) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? value : undefined;
}
