import { lazy, Suspense, useEffect, useState } from 'react';
import { recordDebugRequests } from '../../lib/debug-request-log';
import { loadRuntimeConfig, type RuntimeConfig } from '../../lib/runtime-config';

// Everything the panel shows lives in its own chunk, loaded only where the panel is on: a
// production build without DEBUG_PANEL never downloads it. This file only decides, and is
// itself loaded after the first screen (see RootLayout).
const DebugPanel = lazy(() => import('./components/debug-panel'));

/** Development builds (not the test runner, whose screens must stay as users see them). */
const developmentBuild = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/** The server's settings, read once when the gate mounts (once a page); null if unavailable. */
function useRuntimeConfig(): RuntimeConfig | null | undefined {
  const [config, setConfig] = useState<RuntimeConfig | null | undefined>(undefined);
  useEffect(() => {
    if (developmentBuild) return;
    let current = true;
    void loadRuntimeConfig().then((loaded) => {
      if (current) setConfig(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return config;
}

/** Mounts the debug panel (spec §2.6) in development builds, or when the server enables it. */
export function DebugPanelGate() {
  const config = useRuntimeConfig();
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
