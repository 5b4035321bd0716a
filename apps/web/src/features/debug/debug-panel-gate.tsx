import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { recordDebugRequests } from '../../lib/debug-request-log';
import { loadRuntimeConfig } from '../../lib/runtime-config';

// Everything the panel shows lives in its own chunk, loaded only where the panel is on: a
// production build without DEBUG_PANEL never downloads it. This file only decides.
const DebugPanel = lazy(() => import('./components/debug-panel'));

/** Development builds (not the test runner, whose screens must stay as users see them). */
const developmentBuild = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/** Mounts the debug panel (spec §2.6) in development builds, or when the server enables it. */
export function DebugPanelGate() {
  // The same query as the legal pages: one /api/config request per page.
  const { data: config } = useQuery({
    queryKey: ['runtime-config'],
    queryFn: () => loadRuntimeConfig(),
    staleTime: Infinity,
    enabled: !developmentBuild,
  });
  const on = developmentBuild || config?.debugPanel === true;
  const decided = developmentBuild || config !== undefined;
  useEffect(() => {
    if (decided) recordDebugRequests(on);
  }, [decided, on]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <DebugPanel />
    </Suspense>
  );
}
