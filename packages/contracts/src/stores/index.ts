// Stores: the artist's own store — launching it (both generations), its data, build progress,
// overview figures and settings (status, privacy, password). The public shop is storefront's and
// is rendered by the server, so it has no contracts. The endpoints reach the apps through the
// registry (../endpoints.ts).
export * from './store-data.ts';
export * from './store-build.ts';
export * from './store-overview.ts';
export * from './store-details.ts';
export * from './calls.ts';
