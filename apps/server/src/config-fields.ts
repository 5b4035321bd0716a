// zod building blocks for environment variables, shared by config.ts and its companion files.
import { z } from 'zod';

// `KEY=` in a .env file or a shell means "not set", not "set to the empty string".
export const optionalString = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

export function httpUrl(example: string) {
  return z.url({ protocol: /^https?$/, error: `expected an http(s) URL, e.g. ${example}` });
}
