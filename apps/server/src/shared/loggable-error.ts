/**
 * What of an error may be logged: its name, message and the OAuth error fields. Never the
 * request, the response body or a `cause`, which can hold codes and tokens (OIDC libraries put
 * the provider's response there).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const details: Record<string, unknown> = { name: error.name, message: error.message };
  for (const key of ['code', 'error', 'error_description', 'status'] as const) {
    const value: unknown = Reflect.get(error, key);
    if (typeof value === 'string' || typeof value === 'number') details[key] = value;
  }
  return details;
}
