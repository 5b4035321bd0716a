import { describe, expect, it } from 'vitest';
import { testLogger } from '../../testing/test-logger.ts';
import { createCatalog } from './create-catalog.ts';
import { demoArtistLinks } from './demo-links.ts';
import { lookupArtistByUrl } from './service.ts';
import { validateLegacyArtistUrl, validateV2ArtistUrl } from '@encore/contracts';

describe('createCatalog', () => {
  it('uses the embedded catalog when asked for offline', async () => {
    const catalog = createCatalog({
      provider: 'offline',
      publicUrl: 'http://localhost:3000',
      logger: testLogger,
    });
    expect((await catalog.getArtist('tGPBEAGZ6ZKGxQ9dhj80vI'))?.name).toBe('Iron Cathedral');
  });

  it('refuses Spotify without credentials', () => {
    expect(() =>
      createCatalog({ provider: 'spotify', publicUrl: 'http://x', logger: testLogger }),
    ).toThrow(/SPOTIFY_CLIENT_ID/);
  });

  it('builds the Spotify catalog without calling Spotify', () => {
    const catalog = createCatalog({
      provider: 'spotify',
      spotify: { clientId: 'id', clientSecret: 'secret', apiBaseUrl: 'http://127.0.0.1:9' },
      publicUrl: 'http://x',
      logger: testLogger,
    });
    expect(typeof catalog.getArtist).toBe('function');
  });
});

describe('demoArtistLinks', () => {
  it('are valid links that the embedded catalog resolves', async () => {
    const catalog = createCatalog({
      provider: 'offline',
      publicUrl: 'http://localhost:3000',
      logger: testLogger,
    });
    expect(demoArtistLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of demoArtistLinks) {
      expect(validateLegacyArtistUrl(link.url).valid).toBe(true);
      expect(validateV2ArtistUrl(link.url).valid).toBe(true);
      expect((await lookupArtistByUrl(catalog, link.url)).name).toBe(link.name);
    }
  });
});
