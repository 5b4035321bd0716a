import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
  it('applies defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      dataDir: path.resolve(process.cwd(), 'data'),
      databaseUrl: undefined,
      workers: 'inline',
      jobWorkerTimeoutSeconds: 30,
      posthogKey: undefined,
      posthogHost: 'https://eu.i.posthog.com',
      webDistDir: path.join(repoRoot, 'apps/web/dist'),
      identityProvider: { kind: 'embedded', signIn: 'quick' },
      rateLimits: {
        signInPerMinute: 60,
        tokenPerMinute: 30,
        artistLookupPerMinute: 60,
        signedInPerSecond: 20,
        signedInMaxInFlight: 4,
      },
      trustProxy: false,
      validateResponses: true,
      debugPanel: false,
      publicSourceMaps: false,
      musicCatalog: { provider: 'offline' },
      defaultCapacity: 1000,
      mail: {
        smtpUrl: undefined,
        from: 'Encore <no-reply@localhost>',
        outboxDir: path.resolve(process.cwd(), 'data', 'outbox'),
      },
      storage: { kind: 'local', dir: path.resolve(process.cwd(), 'data', 'files') },
      designs: { printScale: 'print', firstCount: 4, maxCount: 10, mockupWidth: 1200 },
      store: { shopUrl: 'http://localhost:3000/shop', payments: { provider: 'test' } },
      legal: {
        operator: 'Encore',
        businessAddress: null,
        jurisdiction: 'the country where the operator of this service is established',
        privacyEmail: 'privacy@localhost',
        contactEmail: 'legal@localhost',
      },
      analytics: { pageViewsPerMinute: 60, retentionDays: 90 },
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('parses every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://encore.example/',
      LOG_LEVEL: 'debug',
      DATA_DIR: '/var/lib/encore',
      DATABASE_URL: 'postgres://encore:secret@db:5432/encore',
      WORKERS: 'off',
      POSTHOG_KEY: 'phc_test',
      POSTHOG_HOST: 'https://us.i.posthog.com',
      WEB_DIST_DIR: '/srv/web',
      TRUST_PROXY: 'true',
      GOOGLE_CLIENT_ID: 'client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '10',
      RATE_LIMIT_TOKEN_PER_MINUTE: '5',
      RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE: '20',
      RATE_LIMIT_SIGNED_IN_PER_SECOND: '5',
      SIGNED_IN_MAX_IN_FLIGHT: '2',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://encore.example',
      logLevel: 'debug',
      dataDir: '/var/lib/encore',
      databaseUrl: 'postgres://encore:secret@db:5432/encore',
      workers: 'off',
      posthogKey: 'phc_test',
      posthogHost: 'https://us.i.posthog.com',
      webDistDir: '/srv/web',
      identityProvider: {
        kind: 'google',
        clientId: 'client-id.apps.googleusercontent.com',
        clientSecret: 'google-secret',
      },
      rateLimits: {
        signInPerMinute: 10,
        tokenPerMinute: 5,
        artistLookupPerMinute: 20,
        signedInPerSecond: 5,
        signedInMaxInFlight: 2,
      },
      // Production answers are not checked against their contracts unless asked.
      validateResponses: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', VALIDATE_RESPONSES: 'true' }).validateResponses,
    ).toBe(true);
  });

  it('reads the capacity and where notification emails go', () => {
    const config = loadConfig({
      CAPACITY: '0',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'Encore <hello@encore.example>',
      PUBLIC_URL: 'https://encore.example',
      DATA_DIR: '/var/lib/encore',
    });
    expect(config.defaultCapacity).toBe(0);
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'Encore <hello@encore.example>',
      outboxDir: '/var/lib/encore/outbox',
    });
    expect(loadConfig({ PUBLIC_URL: 'https://encore.example' }).mail.from).toBe(
      'Encore <no-reply@encore.example>',
    );
    expect(() => loadConfig({ CAPACITY: '-1' })).toThrow(/CAPACITY/);
    expect(() => loadConfig({ CAPACITY: 'lots' })).toThrow(/CAPACITY: expected a number of users/);
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
  });

  it('needs both halves of the Google OAuth client, and never echoes the secret', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'google-secret' })).toThrow(
      /GOOGLE_CLIENT_ID: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'client-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'google-secret' })).not.toThrow(
      /google-secret/,
    );
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: ' ', GOOGLE_CLIENT_SECRET: '' }).identityProvider,
    ).toEqual({ kind: 'embedded', signIn: 'quick' });
  });

  it('rejects a rate limit that is not a positive whole number', () => {
    expect(() => loadConfig({ RATE_LIMIT_TOKEN_PER_MINUTE: '0' })).toThrow(
      /RATE_LIMIT_TOKEN_PER_MINUTE/,
    );
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('resolves relative paths against INIT_CWD (where npm was invoked) when set', () => {
    const config = loadConfig({
      DATA_DIR: './data',
      WEB_DIST_DIR: 'web',
      INIT_CWD: '/home/me/encore',
    });
    expect(config.dataDir).toBe('/home/me/encore/data');
    expect(config.webDistDir).toBe('/home/me/encore/web');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', POSTHOG_KEY: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.posthogKey).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    const load = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://localhost/encore',
        WORKERS: 'sometimes',
        PUBLIC_URL: 'not a url',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: .*"eighty"/);
    expect(load).toThrow(/DATABASE_URL: expected a postgres:\/\/ URL/);
    expect(load).toThrow(/WORKERS: .*"sometimes"/);
    expect(load).toThrow(/PUBLIC_URL: expected an http\(s\) URL/);
  });

  it('rejects ports out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '30.5' })).toThrow(/PORT: expected a whole port number/);
  });

  it('trusts proxy headers only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
  });

  it('offers the debug panel to production builds only when told to', () => {
    expect(loadConfig({}).debugPanel).toBe(false);
    expect(loadConfig({ DEBUG_PANEL: 'true' }).debugPanel).toBe(true);
    expect(() => loadConfig({ DEBUG_PANEL: 'yes' })).toThrow(/DEBUG_PANEL/);
  });

  it('serves the source maps of the web app only when told to', () => {
    expect(loadConfig({}).publicSourceMaps).toBe(false);
    expect(loadConfig({ PUBLIC_SOURCE_MAPS: 'true' }).publicSourceMaps).toBe(true);
    expect(() => loadConfig({ PUBLIC_SOURCE_MAPS: 'yes' })).toThrow(/PUBLIC_SOURCE_MAPS/);
  });

  it('uses Spotify only with both credentials', () => {
    expect(loadConfig({}).musicCatalog).toEqual({ provider: 'offline' });
    expect(() => loadConfig({ MUSIC_CATALOG: 'spotify', SPOTIFY_CLIENT_ID: 'id' })).toThrow(
      /SPOTIFY_CLIENT_SECRET: required when MUSIC_CATALOG=spotify/,
    );
    expect(
      loadConfig({ MUSIC_CATALOG: 'spotify', SPOTIFY_CLIENT_ID: 'id', SPOTIFY_CLIENT_SECRET: 's' })
        .musicCatalog,
    ).toEqual({ provider: 'spotify', spotify: { clientId: 'id', clientSecret: 's' } });
  });

  it('states the operator the legal pages name, with defaults true of any installation', () => {
    expect(
      loadConfig({
        PUBLIC_URL: 'https://merch.example.org',
        LEGAL_OPERATOR: 'Encore Merch Ltd',
        LEGAL_BUSINESS_ADDRESS: '1 High Street, London',
        LEGAL_JURISDICTION: 'England and Wales',
        LEGAL_CONTACT_EMAIL: 'law@merch.example.org',
      }).legal,
    ).toEqual({
      operator: 'Encore Merch Ltd',
      businessAddress: '1 High Street, London',
      jurisdiction: 'England and Wales',
      privacyEmail: 'privacy@merch.example.org',
      contactEmail: 'law@merch.example.org',
    });
    expect(() => loadConfig({ LEGAL_PRIVACY_EMAIL: 'not an address' })).toThrow(
      /LEGAL_PRIVACY_EMAIL/,
    );
  });

  it('puts stores under PUBLIC_SHOP_URL and takes Stripe only with both secrets', () => {
    expect(
      loadConfig({
        PUBLIC_SHOP_URL: 'https://shop.encore.example/',
        PUBLIC_URL: 'https://encore.example',
      }).store.shopUrl,
    ).toBe('https://shop.encore.example');
    expect(loadConfig({ PUBLIC_URL: 'https://encore.example' }).store.shopUrl).toBe(
      'https://encore.example/shop',
    );
    expect(() => loadConfig({ PAYMENTS: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET.*required when PAYMENTS=stripe/s,
    );
    expect(
      loadConfig({
        PAYMENTS: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
      }).store.payments,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: 'https://api.stripe.com',
    });
  });
});
