// The server's whole environment, parsed once. Nothing else in the server reads process.env
// (test helpers under src/testing excepted): code receives the Config it needs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { httpUrl, optionalString } from './config-fields.ts';
import {
  designGenerationFrom,
  filesAndDesignsEnvShape,
  refineFilesAndDesigns,
  storageFrom,
  type DesignGenerationConfig,
  type StorageConfig,
} from './config-storage-and-designs.ts';
import { analyticsEnvShape, analyticsFrom, type AnalyticsConfig } from './config-analytics.ts';
import { legalEnvShape, legalFrom, type LegalConfig } from './config-legal.ts';
import {
  embeddedSignInEnvShape,
  embeddedSignInFrom,
  refineEmbeddedSignIn,
  type EmbeddedSignInMode,
} from './config-sign-in.ts';
import { refineStore, storeEnvShape, storeFrom, type StoreConfig } from './config-store.ts';

export type { DesignGenerationConfig, StorageConfig, StoreConfig };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// The built SPA, found from this file so it does not depend on the working directory.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

const publicHttpUrl = httpUrl('https://encore.example');

const smtpUrl = z.url({
  protocol: /^smtps?$/,
  error: 'expected an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465',
});

const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'expected a postgres:// URL, e.g. postgres://user:password@host:5432/encore',
});

function perMinute(defaultValue: number) {
  return optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a number of requests per minute' })
      .int('expected a whole number of requests per minute')
      .min(1)
      .default(defaultValue),
  );
}

const envSchema = z.object({
  NODE_ENV: optionalString.pipe(
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a port number' })
      .int('expected a whole port number')
      .min(0)
      .max(65535)
      .default(3000),
  ),
  HOST: optionalString.pipe(z.string().default('0.0.0.0')),
  PUBLIC_URL: optionalString.pipe(publicHttpUrl.optional()),
  LOG_LEVEL: optionalString.pipe(z.enum(LOG_LEVELS).default('info')),
  DATA_DIR: optionalString.pipe(z.string().default('./data')),
  DATABASE_URL: optionalString.pipe(postgresUrl.optional()),
  WORKERS: optionalString.pipe(z.enum(['inline', 'off']).default('inline')),
  JOB_WORKER_TIMEOUT_SECONDS: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a number of seconds' })
      .int('expected a whole number of seconds')
      .min(3)
      .max(600)
      .default(30),
  ),
  POSTHOG_KEY: optionalString,
  POSTHOG_HOST: optionalString.pipe(publicHttpUrl.default('https://eu.i.posthog.com')),
  WEB_DIST_DIR: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  RATE_LIMIT_SIGN_IN_PER_MINUTE: perMinute(60),
  RATE_LIMIT_TOKEN_PER_MINUTE: perMinute(30),
  RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE: perMinute(60),
  RATE_LIMIT_SIGNED_IN_PER_SECOND: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a number of calls per second' })
      .int('expected a whole number of calls per second')
      .min(1)
      .default(20),
  ),
  SIGNED_IN_MAX_IN_FLIGHT: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a number of calls' })
      .int('expected a whole number of calls')
      .min(1)
      .default(4),
  ),
  // Check each call's answer against its contract; defaults to on unless NODE_ENV=production.
  VALIDATE_RESPONSES: optionalString.pipe(z.enum(['true', 'false']).optional()),
  // Behind a reverse proxy, trust its X-Forwarded-* headers (client IP for rate limits, https).
  MUSIC_CATALOG: optionalString.pipe(z.enum(['offline', 'spotify']).default('offline')),
  SPOTIFY_CLIENT_ID: optionalString,
  SPOTIFY_CLIENT_SECRET: optionalString,
  TRUST_PROXY: optionalString.pipe(z.enum(['true', 'false']).default('false')),
  // The SPA's debug panel (spec §2.6) in a production build; development builds always have it.
  DEBUG_PANEL: optionalString.pipe(z.enum(['true', 'false']).default('false')),
  // The web app's source maps at /assets/*.map (built, but not named in the bundles); 404 otherwise.
  PUBLIC_SOURCE_MAPS: optionalString.pipe(z.enum(['true', 'false']).default('false')),
  // How many users are admitted (onboarded or app) before newcomers join the waiting list. The
  // value set with `npm run admin -- capacity --set N` is stored in the database and wins.
  CAPACITY: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: 'expected a number of users' })
      .int('expected a whole number of users')
      .min(0)
      .default(1000),
  ),
  // Without SMTP_URL, emails are written as .eml files to <DATA_DIR>/outbox.
  SMTP_URL: optionalString.pipe(smtpUrl.optional()),
  MAIL_FROM: optionalString,
  // Set by npm to the directory `npm …` was typed in; see resolveFromInvocation.
  INIT_CWD: optionalString,
  // STORAGE, S3_*, DESIGN_*: see config-storage-and-designs.ts.
  ...filesAndDesignsEnvShape,
  ...storeEnvShape,
  ...legalEnvShape,
  ...embeddedSignInEnvShape,
  ...analyticsEnvShape,
});

export type LogLevel = (typeof LOG_LEVELS)[number];

/** Every environment variable the server reads (deployment files are checked against it). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * Who signs people in: Google when its OAuth client is configured, else the OpenID provider built
 * into Encore (`<publicUrl>/oidc`), a stand-in for Google on a fresh installation.
 */
export type IdentityProviderConfig =
  | { readonly kind: 'embedded'; readonly signIn: EmbeddedSignInMode }
  | { readonly kind: 'google'; readonly clientId: string; readonly clientSecret: string };

/** Where artist profiles come from: the offline demo catalog, or Spotify's Web API. */
export type MusicCatalogConfig =
  | { readonly provider: 'offline' }
  | {
      readonly provider: 'spotify';
      readonly spotify: { readonly clientId: string; readonly clientSecret: string };
    };

/** Where notification emails go: an SMTP server, or .eml files in `outboxDir`. */
export interface MailConfig {
  readonly smtpUrl: string | undefined;
  /** The From header, e.g. `Encore <no-reply@encore.example>`. */
  readonly from: string;
  /** Absolute. Messages not sent through an outside service are written here. */
  readonly outboxDir: string;
}

/** Requests per minute and client IP address on the routes that are worth guessing at. */
export interface RateLimitConfig {
  /** GET /auth/login, GET /auth/callback and the local sign-in form. */
  readonly signInPerMinute: number;
  /** POST /auth/token. */
  readonly tokenPerMinute: number;
  /** The two public artist lookups. */
  readonly artistLookupPerMinute: number;
  /** Per session rather than per IP: each signed-in call, on average, in bursts of 3 s' worth. */
  readonly signedInPerSecond: number;
  /** Signed-in calls of one session being answered at once. */
  readonly signedInMaxInFlight: number;
}

export interface Config {
  readonly nodeEnv: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  /** Origin the product is reached at, without a trailing slash. */
  readonly publicUrl: string;
  readonly logLevel: LogLevel;
  /** Absolute. Holds the embedded database (`<dataDir>/pglite`) and other local state. */
  readonly dataDir: string;
  /** PostgreSQL server to use; when absent the embedded PGlite database under dataDir is used. */
  readonly databaseUrl: string | undefined;
  /** `inline`: the web process runs the job workers; `off`: a separate `npm run worker` does. */
  readonly workers: 'inline' | 'off';
  /**
   * A job-working process silent this long on PostgreSQL is dead; its jobs are retried at once
   * (decision 056). It beats every sixth of it; others look every third.
   */
  readonly jobWorkerTimeoutSeconds: number;
  readonly posthogKey: string | undefined;
  readonly posthogHost: string;
  /** Absolute path of the built web app served by the server. */
  readonly webDistDir: string;
  readonly identityProvider: IdentityProviderConfig;
  readonly rateLimits: RateLimitConfig;
  readonly musicCatalog: MusicCatalogConfig;
  /** Only behind a proxy that sets X-Forwarded-For; otherwise clients could spoof their IP. */
  readonly trustProxy: boolean;
  /** The SPA loads its debug panel (request log, auth status, clear data) in production builds. */
  readonly debugPanel: boolean;
  /** Each workflow call's answer is checked against its response schema (http/calls). */
  readonly validateResponses: boolean;
  /** The server serves the web app's source maps (and names them in a SourceMap header). */
  readonly publicSourceMaps: boolean;
  /** Capacity (admitted users) when none is stored in the database. */
  readonly defaultCapacity: number;
  readonly mail: MailConfig;
  /** Where generated files (design prints, previews, mockups) are stored. */
  readonly storage: StorageConfig;
  readonly designs: DesignGenerationConfig;
  /** Storefront address, payments and fulfilment. */
  readonly store: StoreConfig;
  /** What the legal pages state about the operator. */
  readonly legal: LegalConfig;
  /** First-party page views: intake rate limit and retention. */
  readonly analytics: AnalyticsConfig;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Relative paths are taken from where the user typed the command. `npm start -w @encore/server`
 * runs with cwd apps/server, but npm keeps the directory it was invoked from in INIT_CWD, so
 * `DATA_DIR=./data npm start` at the repo root means <repo>/data, not apps/server/data.
 */
function resolveFromInvocation(value: string, initCwd: string | undefined): string {
  return path.resolve(initCwd ?? process.cwd(), value);
}

function describeIssues(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? 'environment');
    const received = env[variable];
    const shown = received === undefined ? '' : ` (got ${JSON.stringify(received)})`;
    return `  - ${variable}: ${issue.message}${shown}`;
  });
  return `Invalid environment configuration:\n${lines.join('\n')}`;
}

// Google's OAuth client is a pair: one without the other is a mistake worth stopping for.
const configSchema = envSchema.superRefine((vars, ctx) => {
  refineFilesAndDesigns(vars, ctx);
  refineStore(vars, ctx);
  refineEmbeddedSignIn(vars, ctx);
  const hasId = vars.GOOGLE_CLIENT_ID !== undefined;
  const hasSecret = vars.GOOGLE_CLIENT_SECRET !== undefined;
  if (hasId !== hasSecret) {
    ctx.addIssue({
      code: 'custom',
      path: [hasId ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
      message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    });
  }
  if (vars.MUSIC_CATALOG === 'spotify') {
    for (const key of ['SPOTIFY_CLIENT_ID', 'SPOTIFY_CLIENT_SECRET'] as const) {
      if (vars[key] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'required when MUSIC_CATALOG=spotify',
        });
      }
    }
  }
});

function musicCatalogFrom(vars: z.infer<typeof envSchema>): MusicCatalogConfig {
  if (
    vars.MUSIC_CATALOG === 'spotify' &&
    vars.SPOTIFY_CLIENT_ID !== undefined &&
    vars.SPOTIFY_CLIENT_SECRET !== undefined
  ) {
    return {
      provider: 'spotify',
      spotify: { clientId: vars.SPOTIFY_CLIENT_ID, clientSecret: vars.SPOTIFY_CLIENT_SECRET },
    };
  }
  return { provider: 'offline' };
}

function identityProviderFrom(vars: z.infer<typeof envSchema>): IdentityProviderConfig {
  if (vars.GOOGLE_CLIENT_ID !== undefined && vars.GOOGLE_CLIENT_SECRET !== undefined) {
    return {
      kind: 'google',
      clientId: vars.GOOGLE_CLIENT_ID,
      clientSecret: vars.GOOGLE_CLIENT_SECRET,
    };
  }
  return { kind: 'embedded', signIn: embeddedSignInFrom(vars) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(describeIssues(parsed.error, env));
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const dataDir = resolveFromInvocation(vars.DATA_DIR, vars.INIT_CWD);
  return Object.freeze({
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    publicUrl,
    logLevel: vars.LOG_LEVEL,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    workers: vars.WORKERS,
    jobWorkerTimeoutSeconds: vars.JOB_WORKER_TIMEOUT_SECONDS,
    posthogKey: vars.POSTHOG_KEY,
    posthogHost: vars.POSTHOG_HOST.replace(/\/+$/, ''),
    webDistDir:
      vars.WEB_DIST_DIR === undefined
        ? DEFAULT_WEB_DIST_DIR
        : resolveFromInvocation(vars.WEB_DIST_DIR, vars.INIT_CWD),
    identityProvider: Object.freeze(identityProviderFrom(vars)),
    trustProxy: vars.TRUST_PROXY === 'true',
    debugPanel: vars.DEBUG_PANEL === 'true',
    validateResponses:
      (vars.VALIDATE_RESPONSES ?? String(vars.NODE_ENV !== 'production')) === 'true',
    publicSourceMaps: vars.PUBLIC_SOURCE_MAPS === 'true',
    musicCatalog: Object.freeze(musicCatalogFrom(vars)),
    rateLimits: Object.freeze({
      signInPerMinute: vars.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      tokenPerMinute: vars.RATE_LIMIT_TOKEN_PER_MINUTE,
      artistLookupPerMinute: vars.RATE_LIMIT_ARTIST_LOOKUP_PER_MINUTE,
      signedInPerSecond: vars.RATE_LIMIT_SIGNED_IN_PER_SECOND,
      signedInMaxInFlight: vars.SIGNED_IN_MAX_IN_FLIGHT,
    }),
    defaultCapacity: vars.CAPACITY,
    storage: Object.freeze(storageFrom(vars, dataDir)),
    designs: Object.freeze(designGenerationFrom(vars)),
    store: Object.freeze(storeFrom(vars, publicUrl)),
    legal: Object.freeze(legalFrom(vars, publicUrl)),
    analytics: Object.freeze(analyticsFrom(vars)),
    mail: Object.freeze({
      smtpUrl: vars.SMTP_URL,
      from: vars.MAIL_FROM ?? `Encore <no-reply@${new URL(publicUrl).hostname}>`,
      outboxDir: path.join(dataDir, 'outbox'),
    }),
  });
}
