import {
  WEBHOOK_PREFIX,
  apiErrorSchema,
  isEndpointName,
  workflowEndpointsByName,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
} from '@encore/contracts';
import { z } from 'zod';
import { createLastAnswers } from './last-answers';
import { sessionStore, type Session } from './auth';
import { appendDebugRecord, type DebugRequestRecord } from './debug-request-log';

// The generic workflow helper of spec §7: JSON in and out of `${host}/webhook/${name}`.
// Responses of calls listed in the contracts registry are parsed with their response schema.

export type WorkflowMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type WorkflowQuery = Record<string, string | number | boolean | null | undefined>;
export type WorkflowBody = Record<string, unknown>;

export interface WorkflowRequest<T = unknown> {
  method: WorkflowMethod;
  body?: WorkflowBody;
  query?: WorkflowQuery;
  /**
   * Validates the parsed JSON; the call resolves to its output. Defaults to the registry's
   * response schema when `name` is a registered endpoint.
   */
  response?: z.ZodType<T>;
  signal?: AbortSignal;
}

export const authenticationRequiredMessage = 'Authentication required. Please sign in first.';

/** A non-2xx answer; the message is exactly spec §8's 'Request failed: {status} - {text}'. */
export class WorkflowRequestError extends Error {
  override readonly name = 'WorkflowRequestError';
  constructor(
    readonly status: number,
    readonly responseText: string,
    /** A 429's `Retry-After`: how long the server asks this session to wait. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Request failed: ${status} - ${responseText}`);
  }

  /** The `message` of the server's JSON error body, when it sent one. */
  get serverMessage(): string | null {
    try {
      const parsed = apiErrorSchema.safeParse(JSON.parse(this.responseText));
      return parsed.success ? parsed.data.message : null;
    } catch {
      return null;
    }
  }
}

/** A 2xx answer whose body is not the JSON the endpoint's contract promises. */
export class WorkflowResponseError extends Error {
  override readonly name = 'WorkflowResponseError';
}

export interface WorkflowClientOptions {
  fetch?: typeof fetch;
  /** The unexpired session, if any. */
  getSession?: () => Session | null;
  /**
   * A new session: with null when there is no unexpired one (the stored access token expired),
   * with the access token after the server rejected it (401). null when signed out.
   */
  refreshSession?: (rejectedAccessToken: string | null) => Promise<Session | null>;
  /** Origin of the workflow host; '' means this site's origin. */
  host?: string;
  /** A monotonic clock in milliseconds, for request durations. */
  now?: () => number;
  log?: (record: DebugRequestRecord) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface WorkflowClient {
  /** An authenticated call: bearer token, and `user_context` added to the body. */
  callWorkflow<N extends EndpointName>(name: N, request: WorkflowRequest): Promise<ResponseOf<N>>;
  callWorkflow<T = unknown>(name: string, request: WorkflowRequest<T>): Promise<T>;
  /** A call without a session, for the public artist lookups. */
  callPublicWorkflow<N extends EndpointName>(
    name: N,
    request: WorkflowRequest,
  ): Promise<ResponseOf<N>>;
  callPublicWorkflow<T = unknown>(name: string, request: WorkflowRequest<T>): Promise<T>;
  /**
   * A registered call, typed end to end: method, whether it needs a session, the query (GET)
   * or body (POST) and the parsed response all come from `@encore/contracts`.
   */
  callEndpoint<N extends EndpointName>(
    name: N,
    input: RequestOf<N>,
    options?: CallOptions,
  ): Promise<ResponseOf<N>>;
}

const methodsWithoutBody: ReadonlySet<WorkflowMethod> = new Set(['GET', 'HEAD']);

function workflowHost(): string {
  return (import.meta.env.VITE_WORKFLOW_HOST ?? '').replace(/\/+$/, '');
}

export function createWorkflowClient(options: WorkflowClientOptions = {}): WorkflowClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getSession = options.getSession ?? (() => sessionStore.getSession());
  const refreshSession =
    options.refreshSession ??
    ((rejected: string | null) =>
      rejected === null ? sessionStore.getValidSession() : sessionStore.refreshSession(rejected));
  const now = options.now ?? (() => performance.now());
  const log = options.log ?? ((record) => appendDebugRecord(record));
  const host = options.host ?? workflowHost();
  const lastAnswers = createLastAnswers();

  async function send<T>(
    name: string,
    request: WorkflowRequest<T>,
    session: Session | null,
  ): Promise<T> {
    const path = `${WEBHOOK_PREFIX}/${name.split('/').map(encodeURIComponent).join('/')}${toSearch(request.query)}`;
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (session) headers.Authorization = `Bearer ${session.accessToken}`;
    const kept = request.method === 'GET' && session !== null;
    const etag = kept ? lastAnswers.etagOf(session.user.id, path) : undefined;
    if (etag !== undefined) headers['If-None-Match'] = etag;

    let body: WorkflowBody | undefined;
    if (!methodsWithoutBody.has(request.method)) {
      body = { ...request.body };
      if (session && body.user_context === undefined) {
        body.user_context = { user_id: session.user.id, email: session.user.email };
      }
    }

    const startedAt = now();
    const record: DebugRequestRecord = {
      method: request.method,
      path,
      statusCode: null,
      error: null,
      duration: 0,
      timestamp: new Date().toISOString(),
      requestData: { query: request.query ?? null, body: body ?? null },
      responseData: null,
    };
    try {
      const response = await doFetch(`${host}${path}`, {
        method: request.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: request.signal,
      });
      record.statusCode = response.status;
      const unchanged = response.status === 304 && session !== null;
      const text = unchanged
        ? (lastAnswers.textOf(session.user.id, path) ?? '')
        : await response.text();
      const answerEtag = response.headers.get('etag');
      if (kept && response.ok && answerEtag !== null) {
        lastAnswers.remember(session.user.id, path, answerEtag, text);
      }
      if (!response.ok && !unchanged) {
        record.responseData = text;
        const retryAfter = Number(response.headers.get('retry-after'));
        throw new WorkflowRequestError(
          response.status,
          text,
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
        );
      }
      const data = parseJson(name, text);
      record.responseData = data;
      const schema = request.response ?? registeredResponse(name);
      if (!schema) return data as T;
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        throw new WorkflowResponseError(
          `Unexpected response from ${name}: ${z.prettifyError(parsed.error)}`,
        );
      }
      return parsed.data as T;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
      throw error;
    } finally {
      record.duration = Math.max(0, now() - startedAt);
      log(record);
    }
  }

  async function callWorkflow<T>(name: string, request: WorkflowRequest<T>): Promise<T> {
    const session = getSession() ?? (await refreshSession(null));
    if (!session) throw new Error(authenticationRequiredMessage);
    try {
      return await send(name, request, session);
    } catch (error) {
      // The token was revoked or expired on the way: refresh once (or pick up the token another
      // tab just obtained) and retry once.
      if (!(error instanceof WorkflowRequestError) || error.status !== 401) throw error;
      const renewed = await refreshSession(session.accessToken);
      if (!renewed || request.signal?.aborted) throw error;
      return send(name, request, renewed);
    }
  }

  function callPublicWorkflow<T>(name: string, request: WorkflowRequest<T>): Promise<T> {
    return send(name, request, null);
  }

  function callEndpoint<N extends EndpointName>(
    name: N,
    input: RequestOf<N>,
    options: CallOptions = {},
  ): Promise<ResponseOf<N>> {
    const endpoint = workflowEndpointsByName[name];
    const request: WorkflowRequest<ResponseOf<N>> =
      endpoint.method === 'GET'
        ? { method: 'GET', query: toQuery(input), signal: options.signal }
        : { method: endpoint.method, body: toBody(input), signal: options.signal };
    return endpoint.auth ? callWorkflow(name, request) : callPublicWorkflow(name, request);
  }

  return { callWorkflow, callPublicWorkflow, callEndpoint };
}

function registeredResponse(name: string): z.ZodType | undefined {
  return isEndpointName(name) ? workflowEndpointsByName[name].response : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toBody(input: unknown): WorkflowBody | undefined {
  return isRecord(input) ? input : undefined;
}

function toQuery(input: unknown): WorkflowQuery {
  const query: WorkflowQuery = {};
  if (!isRecord(input)) return query;
  for (const [key, value] of Object.entries(input)) {
    if (['string', 'number', 'boolean'].includes(typeof value) || value === null) {
      query[key] = value as WorkflowQuery[string];
    }
  }
  return query;
}

function toSearch(query: WorkflowQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

function parseJson(name: string, text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WorkflowResponseError(`Unexpected response from ${name}: not JSON`);
  }
}

const defaultClient = createWorkflowClient();

export const callEndpoint = defaultClient.callEndpoint;
