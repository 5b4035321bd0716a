// What every signed-in call shares besides authorization: fairness between sessions (429 with
// Retry-After) and 304 for a polled read the screen already has.
import { beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, workflowEndpointsByName, type TokenResponse } from '@encore/contracts';
import { useTestApp } from '../../testing/use-test-app.ts';

const server = useTestApp({ RATE_LIMIT_SIGNED_IN_PER_SECOND: '2', SIGNED_IN_MAX_IN_FLIGHT: '2' });
let flooder: TokenResponse;
let neighbour: TokenResponse;

beforeAll(async () => {
  flooder = await server.signIn({ email: 'flooder@example.com', name: 'Flooder' });
  neighbour = await server.signIn({ email: 'neighbour@example.com', name: 'Neighbour' });
});

const storeDataOf = (tokens: TokenResponse, headers: Record<string, string> = {}) =>
  fetch(
    `${server.baseUrl}${endpointPath(workflowEndpointsByName['get-store-data'])}?userId=${tokens.user.id}`,
    { headers: { authorization: `Bearer ${tokens.access_token}`, ...headers } },
  );

describe('fairness between sessions', () => {
  it('answers a flooding session 429 with Retry-After, and its neighbour as usual', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => storeDataOf(flooder)));
    const statuses = answers.map((answer) => answer.status);
    // A burst of 3 s' worth (6) at most, fewer when calls overlap (2 at once).
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(6);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await refused?.json()).toMatchObject({ error: 'rate_limited' });

    expect((await storeDataOf(neighbour)).status).toBe(200);
  });
});

describe('polled reads', () => {
  it('carry a private validator and answer 304 when the screen already has the answer', async () => {
    const first = await storeDataOf(neighbour);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.json()).toMatchObject({ storeState: 'pre-store' });

    const again = await storeDataOf(neighbour, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const changed = await storeDataOf(neighbour, { 'if-none-match': 'W/"something-else"' });
    expect(changed.status).toBe(200);
  });
});
