import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';

// RouterProvider comes from 'react-router', not 'react-router/dom': under Vitest the latter
// resolves to the CommonJS build while app code gets the ESM one, and two copies of the router
// contexts don't see each other. The DOM variant only adds flushSync support.

/** Renders the real route table at `entries` (the last one is current) in memory. */
export function renderRoute(...entries: string[]) {
  const router = createMemoryRouter(routes, {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  // The app's caching rules (what stays fresh for how long), without retries to wait through.
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}
