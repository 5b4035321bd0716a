// Authorization of every workflow call, walked from the contracts registry: an endpoint added to
// the registry is covered here without anyone writing a test for it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorMessages,
  workflowEndpoints,
  workflowEndpointsByName,
  type EndpointName,
  type TokenResponse,
} from '@encore/contracts';
import { makeSampleRequests } from '@encore/contracts/testing';
import { useTestApp } from '../../testing/use-test-app.ts';

const server = useTestApp();
let alice: TokenResponse;
let bob: TokenResponse;
let signIns = 0;

const signIn = (name: string) =>
  server.signIn({ email: `${name}-${(signIns += 1)}@example.com`, name });

beforeAll(async () => {
  alice = await signIn('alice');
  bob = await signIn('bob');
});

const namingAUser = workflowEndpoints.filter((endpoint) => endpoint.userIdIn !== null);
const authenticated = workflowEndpoints.filter((endpoint) => endpoint.auth);
const withBody = authenticated.filter((endpoint) => endpoint.method === 'POST');
const forbidden = { error: 'forbidden', message: apiErrorMessages.userIdMismatch };

describe('IDOR: a user id in the request must be the token user', () => {
  it('covers every authenticated endpoint but auth-user (whose token is its only user id)', () => {
    expect(namingAUser.map((endpoint) => endpoint.name)).toEqual(
      authenticated.filter((endpoint) => endpoint.name !== 'auth-user').map((e) => e.name),
    );
    expect(namingAUser.length).toBe(17);
  });

  it.each(namingAUser.map((endpoint) => [endpoint.name]))(
    "%s with Bob's token and Alice's id is a 403 with no data",
    async (name) => {
      const request = makeSampleRequests(alice.user.id, alice.user.email ?? undefined)[name];
      const response = await server.call(name, request, bob.access_token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    },
  );

  it.each(namingAUser.map((endpoint) => [endpoint.name]))(
    '%s with the caller’s own id gets past authorization',
    async (name) => {
      // A user of its own: delete-account really deletes.
      const caller = await signIn(`own-${name.replaceAll('/', '-')}`);
      const request = makeSampleRequests(caller.user.id, caller.user.email ?? undefined)[name];
      const response = await server.call(name, request, caller.access_token);
      expect(response.status).not.toBe(403);
      expect(response.status).not.toBe(401);
    },
  );

  it.each(withBody.map((endpoint) => [endpoint.name]))(
    "%s with Bob's own id but user_context naming Alice is a 403",
    async (name) => {
      const request = {
        ...(makeSampleRequests(bob.user.id) as Record<EndpointName, object>)[name],
        user_context: { user_id: alice.user.id, email: alice.user.email },
      };
      const response = await server.call(name, request, bob.access_token);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    },
  );

  it('accepts user_context naming the caller, and a null user_context id', async () => {
    const own = await server.call(
      'auth-user',
      { user_context: { user_id: bob.user.id, email: bob.user.email } },
      bob.access_token,
    );
    expect(own.status).toBe(200);
    const unnamed = await server.call(
      'auth-user',
      { user_context: { user_id: null, email: null } },
      bob.access_token,
    );
    expect(unnamed.status).toBe(200);
  });
});

describe('authentication of workflow calls', () => {
  it.each(authenticated.map((endpoint) => [endpoint.name]))(
    '%s without a token is a 401 with the sign-in message',
    async (name) => {
      const request = makeSampleRequests(alice.user.id)[name];
      const response = await server.call(name, request);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        error: 'unauthorized',
        message:
          name === 'auth-user'
            ? 'Unauthorized - please sign in again'
            : 'Authentication required. Please sign in first.',
      });
    },
  );

  it.each(authenticated.map((endpoint) => [endpoint.name]))(
    '%s with a token that is not ours is a 401',
    async (name) => {
      const request = makeSampleRequests(alice.user.id)[name];
      const response = await server.call(name, request, 'not-a-token');
      expect(response.status).toBe(401);
    },
  );

  // Issue 14 F11: the token is checked before the body, so a caller without a session learns
  // nothing about what a call accepts (decision 053).
  it.each(authenticated.map((endpoint) => [endpoint.name]))(
    '%s without a token is a 401 whatever its body: missing, malformed, unclean or too big',
    async (name) => {
      const path = `${server.baseUrl}/webhook/${name}`;
      const bad: { query?: string; body?: string; label: string }[] =
        workflowEndpointsByName[name].method === 'GET'
          ? [
              { label: 'no query', query: '' },
              { label: 'null byte', query: '?userId=a%00b' },
              { label: 'repeated', query: '?userId=a&userId=b' },
            ]
          : [
              { label: 'empty object', body: '{}' },
              { label: 'wrong types', body: '{"userId":42,"trackName":[]}' },
              { label: 'not JSON', body: '{"unclosed":' },
              { label: 'null byte', body: '{"userId":"a\\u0000b"}' },
              { label: 'over the body limit', body: `{"userId":"${'x'.repeat(1_100_000)}"}` },
            ];
      for (const { label, query, body } of bad) {
        const response = await fetch(`${path}${query ?? ''}`, {
          method: workflowEndpointsByName[name].method,
          ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }),
        });
        expect(response.status, label).toBe(401);
        expect(await response.json(), label).toMatchObject({ error: 'unauthorized' });
      }
    },
  );

  it('still validates a signed-in call: a malformed call with a token is a 400 naming the field', async () => {
    const response = await server.call('get-store-data', {}, alice.access_token);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'userId' });
  });

  it('authenticates before it authorizes: another user’s id without a token is a 401', async () => {
    const request = makeSampleRequests(alice.user.id)['get-store-data'];
    expect((await server.call('get-store-data', request)).status).toBe(401);
  });

  it('leaves the artist lookups public', async () => {
    for (const endpoint of workflowEndpoints.filter((candidate) => !candidate.auth)) {
      const request = makeSampleRequests('nobody')[endpoint.name];
      const response = await server.call(endpoint.name, request);
      expect(response.status, endpoint.name).not.toBe(401);
      expect(response.status, endpoint.name).not.toBe(403);
    }
  });

  it('stops accepting an access token as soon as its session is signed out', async () => {
    const carol = await signIn('carol');
    const request = makeSampleRequests(carol.user.id)['get-store-data'];
    const before = await server.call('get-store-data', request, carol.access_token);
    expect(before.status).not.toBe(401);
    await fetch(`${server.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carol.access_token}` },
    });
    const after = await server.call('get-store-data', request, carol.access_token);
    expect(after.status).toBe(401);
  });
});
