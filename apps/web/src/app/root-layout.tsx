import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { DebugPanelGate } from '../features/debug/debug-panel-gate';
import { AnalyticsTracker } from './analytics-tracker';

// Every full page load starts on the key 'default', so keying scroll positions by location.key
// alone would restore one page's position on another after a reload; fall back to the URL.
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function RootLayout() {
  return (
    <>
      <Outlet />
      {/* After the page: sibling effects run in order, so the page has set its title by the
          time the tracker reads it. */}
      <AnalyticsTracker />
      <ScrollRestoration getKey={scrollKey} />
      <DebugPanelGate />
    </>
  );
}
