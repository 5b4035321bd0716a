// Accounts: who the user is — Encore's session API (sign-in, tokens, sign-out), the user and their
// identity profile, the legacy user status, and deleting the account. The endpoints reach the apps
// through the registry (../endpoints.ts).
export * from './session-api.ts';
export * from './user.ts';
export * from './calls.ts';
export * from './data-export.ts';
