// Every table of the server, one file per domain. drizzle-kit reads the files in this folder to
// generate migrations (see drizzle.config.ts); the server passes this module to drizzle for typed
// relational queries. Add a file here and re-export it.
export * from './app-secrets.ts';
export * from './auth.ts';
export * from './designs.ts';
export * from './job-heartbeats.ts';
export * from './job-workers.ts';
export * from './notifications.ts';
export * from './oidc.ts';
export * from './onboarding.ts';
export * from './page-views.ts';
export * from './rate-limits.ts';
export * from './stores.ts';
export * from './users.ts';
export * from './visitor-counting.ts';
export * from './waitlist.ts';
