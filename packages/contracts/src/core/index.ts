// What every domain builds on: the error body, the user_context every body may carry, the field
// builders that name the bad field in a 400, the endpoint definition, the GET query and the
// debug panel's request log. Nothing here knows a domain, so any domain may import it.
// fields.ts is left out: its builders are how the domains write request schemas, not something the
// apps use, so the package's root does not offer them.
export * from './errors.ts';
export * from './user-context.ts';
export * from './define-endpoint.ts';
export * from './user-id-query.ts';
export * from './debug-log.ts';
export * from './text-hygiene.ts';
