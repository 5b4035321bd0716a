// Text hygiene at the edge, proved over the whole contracts registry (decision 053): every string
// of a valid request to every call, in turn, carries a control character (a 400 naming the field),
// becomes another type or grows huge (never a 5xx). An endpoint added to the registry is covered
// here without anyone writing a test for it.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  workflowEndpoints,
  workflowEndpointsByName,
  type EndpointName,
  type TokenResponse,
} from '@encore/contracts';
import { makeSampleRequests } from '@encore/contracts/testing';
import { hostileCases, LONE_SURROGATE, readAt } from '../../testing/hostile-values.ts';
import { useTestApp } from '../../testing/use-test-app.ts';

const server = useTestApp({
  // The test sends hundreds of calls from one address and one session: no limit may answer first.
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '10000',
  RATE_LIMIT_TOKEN_PER_MINUTE: '10000',
  RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE: '10000',
  RATE_LIMIT_SIGNED_IN_PER_SECOND: '10000',
});

let signIns = 0;
const signIn = () => {
  signIns += 1;
  return server.signIn({ email: `hygiene-${signIns}@example.com`, name: `Hygiene ${signIns}` });
};

/**
 * The sample of each call as the web client sends it (with `user_context` on a POST), and again
 * with the optional strings it may carry filled in: every string a request can hold is varied, on
 * both paths through the handler (e.g. regenerate-design with and without a designId).
 */
function samplesOf(name: EndpointName, caller: TokenResponse): unknown[] {
  const { id, email } = caller.user;
  const sample: Record<string, unknown> = {
    ...(makeSampleRequests(id, email ?? undefined)[name] as Record<string, unknown>),
  };
  if (workflowEndpointsByName[name].method === 'POST') {
    sample.user_context = { user_id: id, email };
  }
  const full = withOptionalStrings(name, { ...sample });
  return JSON.stringify(full) === JSON.stringify(sample) ? [sample] : [sample, full];
}

function withOptionalStrings(name: EndpointName, sample: Record<string, unknown>): unknown {
  if (name === 'createUser') {
    sample.user = { ...(sample.user as object), user_metadata: { full_name: 'Ada Fan' } };
    sample.onboarding = {
      social_platforms: {
        platforms: ['instagram'],
        accounts: [
          {
            id: 'ig-1',
            platform: 'instagram',
            username: 'adafan',
            displayName: 'Ada Fan',
            profileUrl: '',
            status: 'pending',
          },
        ],
        completed: true,
      },
      user_role: { role: 'manager', completed: true },
      completed_at: '2025-01-01T00:00:00.000Z',
    };
  }
  if (name === 'v2/regenerate-design') sample.designId = 'a-design';
  if (name === 'update-notification-preference') {
    Object.assign(sample, { notificationMethod: 'phone', phoneNumber: '+1-123-456-7890' });
  }
  return sample;
}

const callers = new Map<EndpointName, TokenResponse>();

beforeAll(async () => {
  for (const endpoint of workflowEndpoints) callers.set(endpoint.name, await signIn());
});

describe('a null byte in text (issue 14, F5)', () => {
  it('in v2/regenerate-design’s trackName is a 400 naming the field, not a 500', async () => {
    const caller = callers.get('v2/regenerate-design') as TokenResponse;
    const response = await server.call(
      'v2/regenerate-design',
      { userId: caller.user.id, trackName: 'Sample\u0000Track' },
      caller.access_token,
    );
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'invalid_request',
        field: 'trackName',
        message: 'trackName: trackName must not contain control characters',
      },
    });
  });

  it('in a GET query is a 400 too', async () => {
    const caller = callers.get('get-designs') as TokenResponse;
    const response = await server.call(
      'get-designs',
      { userId: `${caller.user.id}\u0000` },
      caller.access_token,
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_request', field: 'userId' });
  });
});

describe('every string of every call', () => {
  it.each(workflowEndpoints.map((endpoint) => [endpoint.name]))(
    '%s: a control character is a 400 naming the field; nothing is a 5xx',
    async (name) => {
      const isGet = workflowEndpointsByName[name].method === 'GET';
      let caller = callers.get(name) as TokenResponse;
      const cases = samplesOf(name, caller).flatMap((sample) => hostileCases(sample));
      expect(cases.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const hostile of cases) {
        const request = hostile.request;
        const response = await server.call(name, request, caller.access_token);
        const body = response.body as { error?: string; field?: string; message?: string };
        // A query string cannot carry a lone surrogate: URLSearchParams sends U+FFFD instead.
        const expectsRefusal =
          hostile.unclean &&
          !(isGet && String(readAt(request, hostile.path)).includes(LONE_SURROGATE));
        if (response.status >= 500) {
          failures.push(`${hostile.label}: ${response.status} ${JSON.stringify(body)}`);
        } else if (
          expectsRefusal &&
          (response.status !== 400 ||
            body.error !== 'invalid_request' ||
            body.field !== hostile.path.join('.') ||
            !body.message?.includes(hostile.path.join('.')))
        ) {
          failures.push(`${hostile.label}: ${response.status} ${JSON.stringify(body)}`);
        }
        if (name === 'delete-account' && response.status === 200) {
          // A case that stays valid (user_context.user_id ← null) really deletes: a new caller.
          caller = await signIn();
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('bodies that are not requests at all', () => {
  const posts = workflowEndpoints.filter((endpoint) => endpoint.method === 'POST');
  const raw = [
    '[]',
    '"text"',
    '42',
    'null',
    '{"unclosed":',
    '{"a":"\\u0000"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"userId":"${'x'.repeat(2 * 1024 * 1024)}"}`,
  ];

  it.each(posts.map((endpoint) => [endpoint.name]))('%s: never a 5xx', async (name) => {
    const caller = callers.get(name) as TokenResponse;
    for (const body of raw) {
      const response = await fetch(`${server.baseUrl}/webhook/${name}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${caller.access_token}`,
        },
        body,
      });
      expect(response.status, `${name} ${body.slice(0, 40)}`).toBeLessThan(500);
    }
  });
});

describe('every URL outside the calls', () => {
  it('with a control character in a path parameter or the query is a 400, never a 5xx', async () => {
    const paths = [
      // Was a 500: the built-in OpenID provider looked the client id up in the database.
      '/oidc/auth?client_id=a%00b&redirect_uri=a%00b',
      '/files/a%00b',
      '/files/designs/a%1Bb.png',
      '/auth/login?generation=%00',
      '/auth/callback?code=a%00b&state=%07',
      '/api/runtime-config?x=%7F',
    ];
    for (const path of paths) {
      const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toMatchObject({ error: 'invalid_request' });
    }
  });
});
