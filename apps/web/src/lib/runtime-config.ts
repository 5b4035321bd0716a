import { z } from 'zod';

/** `GET /api/config`: settings the server decides at run time, so one build fits every deploy. */
const legalSchema = z.object({
  operator: z.string().min(1),
  businessAddress: z.string().min(1).nullable(),
  jurisdiction: z.string().min(1),
  privacyEmail: z.string().min(1),
  contactEmail: z.string().min(1),
});

const runtimeConfigSchema = z.object({
  posthogKey: z.string().min(1).nullable(),
  posthogHost: z.string().min(1),
  /** What the legal pages state about the operator (the server's LEGAL_* settings). */
  legal: legalSchema.optional(),
  /** The server offers the debug panel to production builds (its DEBUG_PANEL setting). */
  debugPanel: z.boolean().optional(),
});

export type LegalSettings = z.infer<typeof legalSchema>;

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

const runtimeConfigEndpoint = '/api/config';

let pending: Promise<RuntimeConfig | null> | undefined;

/** The runtime config, fetched once per page; null when the server can't provide it. */
export function getRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig | null> {
  pending ??= loadRuntimeConfig(fetcher);
  return pending;
}

/** One request for the runtime config (screens cache it with TanStack Query). */
export async function loadRuntimeConfig(
  fetcher: typeof fetch = fetch,
): Promise<RuntimeConfig | null> {
  try {
    const response = await fetcher(runtimeConfigEndpoint, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const parsed = runtimeConfigSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
