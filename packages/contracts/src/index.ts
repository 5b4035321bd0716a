// The package's one public face (with ./testing): apps import '@encore/contracts' and nothing
// deeper. Each domain folder holds its entities, its calls' request and response schemas and its
// endpoint definitions; core/ is what every domain builds on; endpoints.ts is the registry that
// gathers the domains' endpoints in spec §7 order.
export * from './core/index.ts';
export * from './accounts/index.ts';
export * from './admission/index.ts';
export * from './catalog/index.ts';
export * from './designs/index.ts';
export * from './stores/index.ts';
export * from './analytics/index.ts';
export * from './endpoints.ts';
export * from './live-events.ts';
