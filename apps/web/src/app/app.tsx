import { useState, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AfterFirstScreen } from './after-first-screen';
import { createAppRouter } from './router';

/**
 * The app as the browser runs it. TanStack Query is provided by the routes that read data
 * (lib/data-layer); the Toaster and the analytics backend come once the first route has
 * rendered and painted. Tests render the routes inside `Providers` instead.
 */
export function App() {
  const [router] = useState(createAppRouter);
  const firstRouteRendered = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state.initialized,
  );
  return (
    <>
      <RouterProvider router={router} />
      {firstRouteRendered && <AfterFirstScreen />}
    </>
  );
}
