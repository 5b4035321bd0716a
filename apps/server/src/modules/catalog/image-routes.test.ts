import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogImageRoutes } from './image-routes.ts';
import { ARTIST_ART_VERSION } from '@encore/demo-catalog';

const ID = 'oVVAFNANZnyZ3GQBA6uMlk';

describe('GET /catalog/images/:id.jpg', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(catalogImageRoutes);
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves the artist picture as a long-cached JPEG', async () => {
    const response = await app.inject({ method: 'GET', url: `/catalog/images/${ID}.jpg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${ID}-v${ARTIST_ART_VERSION}"`);
    // JPEG magic number.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('answers 304 to a browser that already has it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/catalog/images/${ID}.jpg`,
      headers: { 'if-none-match': `"${ID}-v${ARTIST_ART_VERSION}"` },
    });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload).toHaveLength(0);
  });

  it.each([
    '/catalog/images/0000000000000000000000.jpg',
    `/catalog/images/${ID}.png`,
    `/catalog/images/${ID}`,
    '/catalog/images/..%2F..%2Fetc%2Fpasswd',
  ])('is a JSON 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});
