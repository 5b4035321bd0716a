import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  isEndpointName,
  workflowEndpoints,
  workflowEndpointsByName,
  type EndpointName,
  type ParsedRequestOf,
  type RequestOf,
  type ResponseBodyOf,
  type ResponseOf,
} from './endpoints.ts';
import { claimedUserId, endpointPath } from './core/define-endpoint.ts';
import type { Design } from './designs/design.ts';
import { makeSampleRequests } from './testing/sample-requests.ts';

// Path shapes of spec §7, copied from its two tables, plus the Encore-defined v2 designs fetch
// and design regeneration, and Encore's own export-my-data ("Download my data").
const legacyTable = [
  ['POST', 'getArtistBySpotifyUrl'],
  ['POST', 'createUser'],
  ['GET', 'buildStoreStatus'],
  ['GET', 'get-designs'],
  ['GET', 'getDesignsAndMocks'],
  ['GET', 'get-store-data'],
  ['GET', 'getProcessingStatus'],
  ['POST', 'buildStore'],
] as const;
const v2Table = [
  ['POST', 'auth-user'],
  ['POST', 'validate-spotify-artist'],
  ['POST', 'submit-onboarding'],
  ['POST', 'build-store'],
  ['POST', 'store/update-status'],
  ['POST', 'store/update-privacy'],
  ['POST', 'store/update-password'],
  ['POST', 'update-notification-preference'],
  ['POST', 'delete-account'],
  ['GET', 'v2/designs'],
  ['POST', 'v2/regenerate-design'],
  ['POST', 'export-my-data'],
] as const;
const noAuth = ['getArtistBySpotifyUrl', 'validate-spotify-artist'];

describe('workflowEndpoints registry', () => {
  it('holds every call of both tables exactly once, with its method and generation', () => {
    const expected = [
      ...legacyTable.map(([method, name]) => ({ method, name, generation: 'legacy' })),
      ...v2Table.map(([method, name]) => ({ method, name, generation: 'v2' })),
    ];
    const actual = workflowEndpoints.map(({ method, name, generation }) => ({
      method,
      name,
      generation,
    }));
    expect(actual).toEqual(expected);
  });

  it('has unique names and a by-name map keyed by each name', () => {
    const names = workflowEndpoints.map((endpoint) => endpoint.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(workflowEndpointsByName).sort()).toEqual([...names].sort());
    for (const endpoint of workflowEndpoints) {
      expect(workflowEndpointsByName[endpoint.name]).toBe(endpoint);
    }
    expect(isEndpointName('get-designs')).toBe(true);
    expect(isEndpointName('toString')).toBe(false);
  });

  it('gives GET endpoints a query schema and no body, POST endpoints a body and no query', () => {
    for (const endpoint of workflowEndpoints) {
      if (endpoint.method === 'GET') {
        expect(endpoint.body, endpoint.name).toBeUndefined();
        expect(endpoint.query, endpoint.name).toBeDefined();
      } else {
        expect(endpoint.query, endpoint.name).toBeUndefined();
        expect(endpoint.body, endpoint.name).toBeDefined();
      }
    }
  });

  it('requires auth everywhere except the artist lookups (spec §6)', () => {
    for (const endpoint of workflowEndpoints) {
      expect(endpoint.auth, endpoint.name).toBe(!noAuth.includes(endpoint.name));
    }
  });

  it('names a user to check on every authenticated call except auth-user', () => {
    for (const endpoint of workflowEndpoints) {
      const expectsUserId = endpoint.auth && endpoint.name !== 'auth-user';
      expect(endpoint.userIdIn !== null, endpoint.name).toBe(expectsUserId);
      if (endpoint.userIdIn !== null) {
        expect(endpoint.userIdIn, endpoint.name).toBe(endpoint.method === 'GET' ? 'query' : 'body');
      }
    }
  });

  it('mounts every endpoint under /webhook', () => {
    expect(endpointPath(workflowEndpointsByName['store/update-status'])).toBe(
      '/webhook/store/update-status',
    );
  });
});

describe('request schemas against sample requests', () => {
  const samples = makeSampleRequests('user-1');

  it.each(workflowEndpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s accepts its sample request',
    (_name, endpoint) => {
      const schema = endpoint.method === 'GET' ? endpoint.query : endpoint.body;
      expect(schema.safeParse(samples[endpoint.name]).success).toBe(true);
    },
  );

  it.each(
    workflowEndpoints.flatMap((endpoint) =>
      endpoint.method === 'POST' ? [[endpoint.name, endpoint] as const] : [],
    ),
  )('%s accepts user_context and keeps it out of trust decisions', (_name, endpoint) => {
    const sample = samples[endpoint.name];
    const body = { ...sample, user_context: { user_id: 'someone-else', email: 'x@y.z' } };
    const parsed = endpoint.body.safeParse(body);
    expect(parsed.success).toBe(true);
    expect(endpoint.body.safeParse({ ...sample, user_context: 'nope' }).success).toBe(false);
    // The claimed user comes from the named field, never from user_context.
    if (endpoint.userIdIn === 'body') {
      expect(claimedUserId(endpoint, { body: parsed.data })).toBe('user-1');
    }
  });

  it('reads the claimed user id where userIdIn points, so another user can be detected', () => {
    const mine = makeSampleRequests('me');
    const theirs = makeSampleRequests('them');
    for (const endpoint of workflowEndpoints) {
      const request = (sample: unknown) =>
        endpoint.method === 'GET' ? { query: sample } : { body: sample };
      if (endpoint.userIdIn === null) {
        expect(
          claimedUserId(endpoint, request(mine[endpoint.name])),
          endpoint.name,
        ).toBeUndefined();
      } else {
        expect(claimedUserId(endpoint, request(mine[endpoint.name])), endpoint.name).toBe('me');
        expect(claimedUserId(endpoint, request(theirs[endpoint.name])), endpoint.name).toBe('them');
      }
    }
  });

  it('rejects a GET without userId', () => {
    for (const endpoint of workflowEndpoints) {
      if (endpoint.method === 'GET') {
        expect(endpoint.query.safeParse({}).success, endpoint.name).toBe(false);
      }
    }
  });
});

describe('type helpers', () => {
  it('derive request and response types from the registry', () => {
    expectTypeOf<EndpointName>().toEqualTypeOf<
      (typeof legacyTable)[number][1] | (typeof v2Table)[number][1]
    >();
    expectTypeOf<RequestOf<'get-store-data'>>().toEqualTypeOf<{ userId: string }>();
    expectTypeOf<
      ParsedRequestOf<'store/update-status'>['isStoreEnabled']
    >().toEqualTypeOf<boolean>();
    expectTypeOf<ResponseOf<'v2/designs'>['designs']>().toEqualTypeOf<Design[]>();
    expectTypeOf<
      ResponseOf<'store/update-privacy'>['data']['isStorePrivate']
    >().toEqualTypeOf<boolean>();
    // A server may send the normalized shape the client ends up with.
    expectTypeOf<ResponseOf<'get-designs'>>().toExtend<ResponseBodyOf<'get-designs'>>();
  });
});
