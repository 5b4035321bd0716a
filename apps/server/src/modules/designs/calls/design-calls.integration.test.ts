// The design calls over real HTTP: processing status while the job runs (real progress), then the
// designs in every shape the screens read, and their files under /files/.
import { get as httpGet } from 'node:http';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  processingStatusSchema,
  v2DesignsResponseSchema,
  type EndpointName,
  type TokenResponse,
} from '@encore/contracts';
import { users } from '../../../db/schema/index.ts';
import { demoArtists } from '@encore/demo-catalog';
import { generateDesignsJob } from '../jobs/generate-designs.job.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp({ DESIGN_PRINT_SCALE: 'preview', DESIGN_MOCKUP_WIDTH: '300' });
let artist: TokenResponse;
let other: TokenResponse;
const spotifyId = demoArtists[1]?.id ?? '';

beforeAll(async () => {
  artist = await server.signIn({ email: 'designs@example.com' });
  other = await server.signIn({ email: 'other@example.com' });
});

/** GET with the path sent as written: fetch would resolve dot segments before sending. */
function rawGet(path: string): Promise<{ status: number; type: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(server.baseUrl);
    const request = httpGet({ hostname, port, path }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: response.headers['content-type'] ?? '' }),
      );
    });
    request.on('error', reject);
  });
}

const call = (name: EndpointName, token: TokenResponse, userId = token.user.id) =>
  server.call(name, { userId }, token.access_token);

describe('design calls', () => {
  it('report nothing for a user with no designs requested, without inventing any', async () => {
    expect(await call('getProcessingStatus', other)).toEqual({
      status: 200,
      body: {
        userDesignsCount: 0,
        onboardStatus: 'new',
        progress: 0,
        currentStep: 'No designs requested yet',
        isComplete: false,
        stage: null,
        generationStatus: null,
      },
    });
    expect(await call('v2/designs', other)).toEqual({ status: 200, body: { designs: [] } });
    expect((await call('getDesignsAndMocks', other)).body).toEqual({
      designs: [],
      isStoreEnabled: null,
      isStorePrivate: null,
      shopifyStoreUrl: null,
    });
  });

  it('follow the job: real progress, then the first designs and the user in the app', async () => {
    const userId = artist.user.id;
    await server.database.db.update(users).set({ state: 'onboarded' }).where(eq(users.id, userId));
    expect((await call('getProcessingStatus', artist)).body).toMatchObject({
      onboardStatus: 'onboarded',
      generationStatus: 'queued',
      isComplete: false,
    });
    await server.queue.send(generateDesignsJob, { userId, spotifyId });

    const progressSeen = new Set<number>();
    const done = await vi.waitFor(
      async () => {
        const { status, body } = await call('getProcessingStatus', artist);
        expect(status).toBe(200);
        const parsed = processingStatusSchema.parse(body);
        progressSeen.add(parsed.progress ?? -1);
        if (parsed.generationStatus !== 'complete') throw new Error(`still ${parsed.currentStep}`);
        return parsed;
      },
      { timeout: 60_000, interval: 100 },
    );
    expect(done).toMatchObject({
      userDesignsCount: 10,
      onboardStatus: 'app',
      progress: 100,
      isComplete: true,
      stage: 'product-mockups',
    });
    expect(Math.min(...progressSeen)).toBeLessThan(100);
  });

  it('list the designs in the shape of spec §3, with files behind signed links', async () => {
    const { status, body } = await call('v2/designs', artist);
    expect(status).toBe(200);
    const { designs } = v2DesignsResponseSchema.parse(body);
    expect(designs).toHaveLength(10);
    const [first] = designs;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      designAssetId: first?.id,
      design: expect.stringMatching(
        // A link signed for its viewer (decision 055), never the bare key.
        new RegExp(`^${server.baseUrl}/files/designs/[0-9a-f]{64}\\.png\\?exp=\\d+&sig=[\\w-]+$`),
      ),
      trackName: expect.any(String),
      status: 'ready',
      products: null,
    });
    expect(first?.mocks.length).toBeGreaterThan(0);

    const image = await fetch(first?.design ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const etag = image.headers.get('etag') ?? '';
    expect((await fetch(first?.design ?? '', { headers: { 'if-none-match': etag } })).status).toBe(
      304,
    );
    const mock = await fetch(first?.mocks[0] ?? '');
    expect(mock.headers.get('content-type')).toBe('image/webp');
    expect((await mock.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const legacy = await call('get-designs', artist);
    expect(legacy.body).toMatchObject({
      isStoreEnabled: null,
      isStorePrivate: null,
      shopifyStoreUrl: null,
    });
    expect((legacy.body as { designs: unknown[] }).designs).toHaveLength(10);
    expect((await call('getDesignsAndMocks', artist)).body).toEqual(legacy.body);
  });

  it('make fresh variations of a track on request', async () => {
    const before = v2DesignsResponseSchema.parse((await call('v2/designs', artist)).body).designs;
    const trackName = before[0]?.trackName ?? '';
    const request = (name: string) =>
      server.call(
        'v2/regenerate-design',
        { userId: artist.user.id, trackName: name },
        artist.access_token,
      );
    expect(await request(trackName)).toEqual({
      status: 200,
      body: { success: true, variations: 2 },
    });
    expect(await request('A Song They Never Had')).toMatchObject({
      status: 404,
      body: { error: 'not_found', field: 'trackName' },
    });

    const after = await vi.waitFor(
      async () => {
        const { designs } = v2DesignsResponseSchema.parse((await call('v2/designs', artist)).body);
        if (designs.length < 12 || designs.some((d) => d.status !== 'ready')) {
          throw new Error('variations not ready yet');
        }
        return designs;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(after).toHaveLength(12);
    const added = after.filter((d) => !before.some((b) => b.id === d.id));
    expect(added.map((d) => d.trackName)).toEqual([trackName, trackName]);
    expect(added.every((d) => d.mocks.length > 0)).toBe(true);
  });

  it("never shows one user's designs to another", async () => {
    expect((await call('v2/designs', other, artist.user.id)).status).toBe(403);
    expect((await call('getProcessingStatus', other, artist.user.id)).status).toBe(403);
    expect((await server.call('v2/designs', { userId: artist.user.id })).status).toBe(401);
  });

  it('serves only plain keys under /files/', async () => {
    for (const path of [
      '/files/../../package.json',
      '/files/%2e%2e/%2e%2e/package.json',
      '/files/%2e%2e/%2e%2e/apps/server/package.png',
      '/files/designs/..%2f..%2fpackage.png',
      '/files/designs/x.html',
      '/files/designs/DEADBEEF.png',
      '/files/designs/missing.png',
    ]) {
      const response = await rawGet(path);
      expect(response.status, path).toBe(404);
      expect(response.type, path).toMatch(/^application\/json/);
    }
  });
});
