// The part of the environment that bounds first-party analytics (decision 052): how often one
// address may post page views, and how long they are kept. Parsed by config.ts with the rest.
import { z } from 'zod';
import { optionalString } from './config-fields.ts';

function wholeNumber(unit: string, defaultValue: number, max: number) {
  return optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: `expected a number of ${unit}` })
      .int(`expected a whole number of ${unit}`)
      .min(1)
      .max(max)
      .default(defaultValue),
  );
}

export const analyticsEnvShape = {
  /** POST /api/analytics/page-views per minute and client IP address (each up to 20 events). */
  RATE_LIMIT_ANALYTICS_PER_MINUTE: wholeNumber('requests per minute', 60, 100_000),
  /** Page views older than this many days are deleted. */
  ANALYTICS_RETENTION_DAYS: wholeNumber('days', 90, 3650),
};

type Vars = z.output<z.ZodObject<typeof analyticsEnvShape>>;

export interface AnalyticsConfig {
  /** Page-view batches per minute and client IP address. */
  readonly pageViewsPerMinute: number;
  readonly retentionDays: number;
}

export function analyticsFrom(vars: Vars): AnalyticsConfig {
  return {
    pageViewsPerMinute: vars.RATE_LIMIT_ANALYTICS_PER_MINUTE,
    retentionDays: vars.ANALYTICS_RETENTION_DAYS,
  };
}
