// What the fault tests (`*.faults.test.ts`, `npm run test:faults`) share: they run on PostgreSQL
// only (several processes on one database), and FAULTS=fast (CI) keeps to the quick ones.
import { describe } from 'vitest';

/** The PostgreSQL server the fault tests make their databases on. */
export function faultsDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'npm run test:faults needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  return url;
}

/** `describe` for a fault test that takes minutes: skipped when FAULTS=fast. */
export const describeSlowFault = process.env.FAULTS === 'fast' ? describe.skip : describe;
