// Admission: how a user gets in — the v2 user state, onboarding (the legacy records and v2's
// submit-onboarding with its invite code and capacity) and the waiting list's notification
// preference. The endpoints reach the apps through the registry (../endpoints.ts).
export * from './user-state.ts';
export * from './onboarding-records.ts';
export * from './platform-urls.ts';
export * from './notification.ts';
export * from './calls.ts';
