import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Three projects run by `npm test`: fast node unit tests, browser-like web unit tests, and
// integration tests that talk HTTP to a real server on a real database (PGlite by default,
// PostgreSQL with DATABASE_URL). A fourth, `faults`, runs only by `npm run test:faults`: it kills
// processes and cuts the database on PostgreSQL (FAULTS=fast keeps to the quick ones, as CI does).
export default defineConfig({
  test: {
    // Vitest's default leaves a core free (one worker on a 2-core machine, which ran the suite
    // file by file); a file's time is mostly its own imports and database, so every core works.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.integration.test.ts', '**/*.faults.test.ts', '**/node_modules/**'],
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.integration.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'faults',
          environment: 'node',
          include: ['apps/server/src/**/*.faults.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // Each file starts processes of its own: one file at a time keeps their timing honest.
          fileParallelism: false,
        },
      },
    ],
  },
});
