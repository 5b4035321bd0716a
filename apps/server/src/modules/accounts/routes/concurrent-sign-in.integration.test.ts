import { expect, it } from 'vitest';
import { signInWithLocalProvider } from '../../../testing/sign-in.ts';
import { useTestApp } from '../../../testing/use-test-app.ts';

const server = useTestApp();

// Regression: on the embedded database, concurrent sign-ins once failed with "portal does not
// exist" because statements from several pool connections interleaved in PGlite's one session.
it('signs several people in at the same time', async () => {
  const stamp = Date.now();
  const results = await Promise.all(
    [1, 2, 3, 4].map((i) =>
      signInWithLocalProvider(server.baseUrl, {
        email: `p${i}-${stamp}@example.com`,
        name: `P${i}`,
      }),
    ),
  );
  const userIds = new Set(results.map((result) => result.tokens.user.id));
  expect(userIds.size).toBe(4);
});
