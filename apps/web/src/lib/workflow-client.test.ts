import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makeAuthUser } from '../test/fake-api';
import { mswServer } from '../test/msw-server';
import { makeStoredSession } from '../test/session';
import { sessionStore, type Session } from './auth';
import { readDebugLog, recordDebugRequests } from './debug-request-log';
import {
  WorkflowRequestError,
  WorkflowResponseError,
  callEndpoint,
  createWorkflowClient,
  type WorkflowClientOptions,
} from './workflow-client';

const session: Session = {
  accessToken: 'secret-access-token',
  user: { id: 'user-1', email: 'artist@example.com' },
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(options: WorkflowClientOptions & { response?: Response } = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    Promise.resolve(options.response ?? jsonResponse({ ok: true })),
  );
  const client = createWorkflowClient({
    fetch,
    getSession: () => session,
    host: 'https://workflows.test',
    ...options,
  });
  const request = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    return { url: String(url), init, headers, body };
  };
  return { client, fetch, request };
}

describe('callWorkflow', () => {
  it('posts JSON with the bearer token to {host}/webhook/{name}', async () => {
    const { client, request } = setup();
    await expect(
      client.callWorkflow('my-call', { method: 'POST', body: { userId: 'user-1' } }),
    ).resolves.toBeDefined();

    const { url, init, headers } = request();
    expect(url).toBe('https://workflows.test/webhook/my-call');
    expect(init?.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer secret-access-token');
  });

  it('adds user_context to the body', async () => {
    const { client, request } = setup();
    await client.callWorkflow('my-call', { method: 'POST', body: { userId: 'user-1' } });
    expect(request().body).toEqual({
      userId: 'user-1',
      user_context: { user_id: 'user-1', email: 'artist@example.com' },
    });
  });

  it('adds user_context to a body-carrying call without a body', async () => {
    const { client, request } = setup();
    await client.callWorkflow('my-call', { method: 'POST' });
    expect(request().body).toEqual({
      user_context: { user_id: 'user-1', email: 'artist@example.com' },
    });
  });

  it('keeps a user_context the caller supplied', async () => {
    const { client, request } = setup();
    const userContext = { user_id: 'someone', email: 'given@example.com' };
    await client.callWorkflow('my-call', {
      method: 'PUT',
      body: { a: 1, user_context: userContext },
    });
    expect(request().body).toEqual({ a: 1, user_context: userContext });
  });

  it.each(['GET', 'HEAD'] as const)('sends no body with %s, only the query', async (method) => {
    const { client, request } = setup();
    await client.callWorkflow('store-lookup', {
      method,
      body: { ignored: true },
      query: { userId: 'user 1/2', empty: undefined, page: 2 },
    });
    const { url, init, headers } = request();
    expect(url).toBe('https://workflows.test/webhook/store-lookup?userId=user+1%2F2&page=2');
    expect(init?.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer secret-access-token');
  });

  it('refuses to call without a session', async () => {
    const { client, fetch } = setup({ getSession: () => null });
    await expect(client.callWorkflow('my-call', { method: 'POST' })).rejects.toThrow(
      'Authentication required. Please sign in first.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the token from the signed-in session by default', async () => {
    const requests: Request[] = [];
    mswServer.use(
      http.post('*/webhook/auth-user', ({ request }) => {
        requests.push(request);
        return HttpResponse.json(makeAuthUser());
      }),
    );
    await expect(callEndpoint('auth-user', {})).rejects.toThrow(
      'Authentication required. Please sign in first.',
    );

    sessionStore.setSession(makeStoredSession());
    await callEndpoint('auth-user', {});
    sessionStore.clear();

    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/webhook/auth-user');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-token-1');
  });

  it("fails a non-OK response with 'Request failed: {status} - {text}'", async () => {
    const { client } = setup({ response: new Response('upstream exploded', { status: 502 }) });
    const call = client.callWorkflow('my-call', { method: 'POST' });
    await expect(call).rejects.toThrow('Request failed: 502 - upstream exploded');
    await expect(call).rejects.toBeInstanceOf(Error);
    await expect(call).rejects.toBeInstanceOf(WorkflowRequestError);
    await expect(call).rejects.toMatchObject({
      message: 'Request failed: 502 - upstream exploded',
      status: 502,
    });
  });

  it('parses a registered endpoint response with its contract schema', async () => {
    const profile = { email: 'artist@example.com', name: 'Ari', avatar: null };
    const body = { userId: 'user-1', userState: 'app', profile, waitingListJoinedAt: null };
    const { client } = setup({ response: jsonResponse(body) });
    const result = await client.callWorkflow('auth-user', { method: 'POST' });
    expect(result.userState).toBe('app');

    const broken = setup({ response: jsonResponse({ userId: 'user-1' }) });
    await expect(broken.client.callWorkflow('auth-user', { method: 'POST' })).rejects.toThrow(
      WorkflowResponseError,
    );
  });

  it('parses with an explicit schema', async () => {
    const { client } = setup({ response: jsonResponse({ count: '3' }) });
    const result = await client.callWorkflow('custom', {
      method: 'GET',
      response: z.object({ count: z.coerce.number() }),
    });
    expect(result).toEqual({ count: 3 });
  });
});

describe('token refresh', () => {
  const renewed: Session = { accessToken: 'renewed-token', user: session.user };

  function answers(...responses: Response[]) {
    const fetch = vi.fn<typeof globalThis.fetch>();
    responses.forEach((response) => fetch.mockResolvedValueOnce(response));
    return fetch;
  }
  const bearer = (fetch: ReturnType<typeof answers>, call: number) =>
    new Headers(fetch.mock.calls[call]?.[1]?.headers).get('Authorization');

  it('after a 401 refreshes once and retries with the new token', async () => {
    const fetch = answers(new Response('expired', { status: 401 }), jsonResponse({ ok: 1 }));
    const refreshSession = vi.fn(() => Promise.resolve(renewed));
    const { client } = setup({ fetch, refreshSession });

    await expect(client.callWorkflow('my-call', { method: 'POST' })).resolves.toEqual({ ok: 1 });

    expect(refreshSession).toHaveBeenCalledExactlyOnceWith('secret-access-token');
    expect(bearer(fetch, 0)).toBe('Bearer secret-access-token');
    expect(bearer(fetch, 1)).toBe('Bearer renewed-token');
  });

  it('gives up with the 401 when no new session can be had', async () => {
    const fetch = answers(new Response('expired', { status: 401 }));
    const { client } = setup({ fetch, refreshSession: () => Promise.resolve(null) });

    await expect(client.callWorkflow('my-call', { method: 'POST' })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('retries only once', async () => {
    const fetch = answers(
      new Response('no', { status: 401 }),
      new Response('still no', { status: 401 }),
    );
    const refreshSession = vi.fn(() => Promise.resolve(renewed));
    const { client } = setup({ fetch, refreshSession });

    await expect(client.callWorkflow('my-call', { method: 'POST' })).rejects.toThrow(
      'Request failed: 401 - still no',
    );
    expect(refreshSession).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not refresh after other errors', async () => {
    const fetch = answers(new Response('denied', { status: 403 }));
    const refreshSession = vi.fn(() => Promise.resolve(renewed));
    const { client } = setup({ fetch, refreshSession });

    await expect(client.callWorkflow('my-call', { method: 'POST' })).rejects.toThrow();
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('refreshes an expired session before calling', async () => {
    const fetch = answers(jsonResponse({}));
    const refreshSession = vi.fn(() => Promise.resolve(renewed));
    const { client } = setup({ fetch, getSession: () => null, refreshSession });

    await client.callWorkflow('my-call', { method: 'POST' });

    expect(refreshSession).toHaveBeenCalledExactlyOnceWith(null);
    expect(bearer(fetch, 0)).toBe('Bearer renewed-token');
  });
});

describe('callPublicWorkflow', () => {
  it('calls without a session: no Authorization header, no user_context', async () => {
    const { client, request } = setup({ getSession: () => null });
    await client.callPublicWorkflow('my-lookup', {
      method: 'POST',
      body: { artistUrl: 'https://open.spotify.com/artist/123' },
    });
    const { headers, body } = request();
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(body).toEqual({ artistUrl: 'https://open.spotify.com/artist/123' });
  });
});

describe('callEndpoint', () => {
  it('uses the registry: method, query and auth of a GET', async () => {
    const { client, request } = setup({ response: jsonResponse({ designs: [] }) });
    await client.callEndpoint('v2/designs', { userId: 'user-1' });
    const { url, init, headers } = request();
    expect(url).toBe('https://workflows.test/webhook/v2/designs?userId=user-1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(headers.get('Authorization')).toBe('Bearer secret-access-token');
  });

  it('calls the public artist lookup without a session', async () => {
    const artist = {
      spotifyId: 'abc',
      artistName: 'Ari',
      imageUrl: null,
      followers: 10,
      genres: [],
      spotifyUrl: 'https://open.spotify.com/artist/abc',
    };
    const { client, request } = setup({ getSession: () => null, response: jsonResponse(artist) });
    const result = await client.callEndpoint('validate-spotify-artist', {
      artistUrl: 'https://open.spotify.com/artist/abc',
    });
    expect(result.artistName).toBe('Ari');
    expect(request().init?.method).toBe('POST');
    expect(request().headers.get('Authorization')).toBeNull();
  });
});

describe('polled reads', () => {
  it("asks again with the last answer's ETag and reuses that answer on a 304", async () => {
    const designs = { designs: [] };
    const responses = [
      new Response(JSON.stringify(designs), {
        status: 200,
        headers: { 'Content-Type': 'application/json', ETag: 'W/"v1"' },
      }),
      new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }),
    ];
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(responses.shift() ?? jsonResponse({}, 500)),
    );
    const client = createWorkflowClient({ fetch, getSession: () => session, host: '' });
    expect(await client.callEndpoint('v2/designs', { userId: 'user-1' })).toEqual(designs);
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('If-None-Match')).toBeNull();
    expect(await client.callEndpoint('v2/designs', { userId: 'user-1' })).toEqual(designs);
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBe('W/"v1"');
  });

  it("never sends one user's ETag for another user", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.resolve(
        new Response('{"designs":[]}', { status: 200, headers: { ETag: 'W/"mine"' } }),
      ),
    );
    let current: Session = session;
    const client = createWorkflowClient({ fetch, getSession: () => current, host: '' });
    await client.callWorkflow('v2/designs', { method: 'GET', query: { userId: 'user-1' } });
    current = { accessToken: 'other', user: { id: 'user-2', email: null } };
    await client.callWorkflow('v2/designs', { method: 'GET', query: { userId: 'user-1' } });
    expect(new Headers(fetch.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBeNull();
  });
});

describe('debug request log', () => {
  beforeEach(() => recordDebugRequests(true));
  afterEach(() => recordDebugRequests(false));

  it('records method, path, status, duration, timestamp and data, never the token', async () => {
    let clock = 100;
    const { client } = setup({
      now: () => (clock += 25),
      response: jsonResponse({ accessToken: 'leak?', value: 1 }),
      log: undefined,
    });
    await client.callWorkflow('my-call', {
      method: 'POST',
      body: { userId: 'user-1', refresh_token: 'r' },
    });

    const [entry] = readDebugLog();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/webhook/my-call',
      statusCode: 200,
      error: null,
      duration: 25,
      requestData: {
        query: null,
        body: {
          userId: 'user-1',
          refresh_token: '[redacted]',
          user_context: { user_id: 'user-1', email: 'artist@example.com' },
        },
      },
      responseData: { accessToken: '[redacted]', value: 1 },
    });
    expect(Date.parse(entry?.timestamp ?? '')).not.toBeNaN();
    expect(window.localStorage.getItem('encore.debug_request_log')).not.toContain(
      'secret-access-token',
    );
  });

  it('records failures with their error', async () => {
    const { client } = setup({ response: new Response('nope', { status: 500 }), log: undefined });
    await expect(client.callWorkflow('my-call', { method: 'GET' })).rejects.toThrow();
    expect(readDebugLog()[0]).toMatchObject({
      statusCode: 500,
      error: 'Request failed: 500 - nope',
      responseData: 'nope',
    });
  });

  it('keeps only the last 20 requests', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(jsonResponse({})));
    const { client } = setup({ fetch, log: undefined });
    for (let i = 1; i <= 25; i++) {
      await client.callWorkflow(`call-${i}`, { method: 'GET' });
    }
    const log = readDebugLog();
    expect(log).toHaveLength(20);
    expect(log[0]?.path).toBe('/webhook/call-6');
    expect(log[19]?.path).toBe('/webhook/call-25');
  });
});
