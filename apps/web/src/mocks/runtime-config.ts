import { http, HttpResponse } from 'msw';
import type { RuntimeConfig } from '../lib/runtime-config';

/** The server's `GET /api/config` on a fresh installation (no analytics key, no LEGAL_* set). */
export const defaultRuntimeConfig: RuntimeConfig = {
  posthogKey: null,
  posthogHost: 'https://eu.i.posthog.com',
  legal: {
    operator: 'Encore',
    businessAddress: null,
    jurisdiction: 'the country where the operator of this service is established',
    privacyEmail: 'privacy@localhost',
    contactEmail: 'legal@localhost',
  },
  debugPanel: false,
};

export function runtimeConfigHandler(config: RuntimeConfig = defaultRuntimeConfig) {
  return http.get('/api/config', () => HttpResponse.json(config));
}
