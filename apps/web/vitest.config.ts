import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The `web` project of the root Vitest workspace: React unit tests in a browser-like DOM.
export default defineProject({
  plugins: [react()],
  root: import.meta.dirname,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A lazily loaded screen's first render can take seconds on a busy two-core machine; the
    // tests' own waits (up to 5 s) must end before the test does.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
