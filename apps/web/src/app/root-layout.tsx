import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { useAfterPaint } from '../lib/after-paint';
import { AnalyticsTracker } from './analytics-tracker';

// Loaded once the first screen has painted: not needed to paint it. If it fails to load (offline), it
// renders nothing rather than taking the page down.
const nothing = () => null;
const DebugPanelGate = lazy(() =>
  import('../features/debug/debug-panel-gate').then(
    (module) => ({ default: module.DebugPanelGate }),
    () => ({ default: nothing }),
  ),
);

// Every full page load starts on the key 'default', so keying scroll positions by location.key
// alone would restore one page's position on another after a reload; fall back to the URL.
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function RootLayout() {
  const painted = useAfterPaint();
  return (
    <>
      <Outlet />
      {/* After the page: sibling effects run in order, so the page has set its title by the
          time the tracker reads it. */}
      <AnalyticsTracker />
      <ScrollRestoration getKey={scrollKey} />
      {painted && (
        <Suspense fallback={null}>
          <DebugPanelGate />
        </Suspense>
      )}
    </>
  );
}
