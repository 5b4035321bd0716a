// One running server per test file: `const server = useTestApp(env, options)` at the top of an
// integration test starts it before the file's tests and closes it after them, so no file copies
// the start-up and shut-down. Use `server` inside tests and hooks (it is started by then).
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.ts';

export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current)
        throw new Error('the test app starts in beforeAll: use it inside tests and hooks');
      return Reflect.get(current, key);
    },
  });
}
