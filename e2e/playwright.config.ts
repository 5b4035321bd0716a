import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { debianChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Every run starts from an empty installation, like a fresh clone.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'encore-e2e-'));

/** Debian's Chromium, never a downloaded browser build (see docs/decisions). */
const chromium = debianChromium;

/** Specs that read apps/web/dist rather than drive a browser. */
const builtFileChecks = /\.built\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: builtFileChecks,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop',
      testIgnore: builtFileChecks,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Checks that read the built files instead of a screen: run once, not per viewport.
    { name: 'built-app', testMatch: builtFileChecks },
  ],
  webServer: {
    // The production entry point, on the already-built SPA (npm run test:e2e builds it first).
    command: 'npm run serve --prefix ..',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // PUBLIC_URL: sign-in redirects must come back to the origin the browser started on, or
    // the sign-in's state cookie (set on 127.0.0.1) would not be sent to localhost.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      // Real generation jobs, but without the 300 dpi print files, so journeys stay fast.
      DESIGN_PRINT_SCALE: 'preview',
      DESIGN_MOCKUP_WIDTH: '600',
    },
  },
});
