import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { mswServer } from './msw-server';

// Sonner shows a toast transparent until its mount effect has run (data-mounted), then fades it
// in; a test that finds the toast's text in between (a busy machine widens that gap) would call it
// invisible. Tests judge what a toast says, not its fade. jsdom's cascade goes by sheet order, and
// sonner's sheet was added when it was imported above, so this later rule wins.
const noToastFadeIn = document.createElement('style');
noToastFadeIn.textContent = "[data-sonner-toast][data-mounted='false']{opacity:1}";
document.head.append(noToastFadeIn);

// A test that logs console.error fails (conventions: "Tests"). Calls are collected and reported
// after the test, so the failure lands on the test that caused it. A test that expects an error
// silences it with `vi.spyOn(console, 'error').mockImplementation(() => {})`.
let consoleErrors: unknown[][] = [];

// The server's answers come from MSW handlers (src/mocks); an unanswered request fails the test.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mswServer.close());

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  mswServer.resetHandlers();
  // Sonner keeps its toasts in a module-level list; start every test without any.
  toast.dismiss();
  window.localStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const text = errors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});
