import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../lib/analytics/analytics-queue';
import { useSession } from '../lib/auth/use-session';

/**
 * Sends one page view per route change (spec §2.1) and keeps the analytics identity in step
 * with the session, including sign-outs that happen in another tab.
 */
export function AnalyticsTracker() {
  const { pathname, search } = useLocation();
  const { status, session } = useSession();
  const userId = session?.user.id;
  const email = session?.user.email;
  const lastTracked = useRef<string | null>(null);

  // Declared first: effects run in order, so the identity is current for the page view below.
  useEffect(() => {
    if (userId !== undefined && email !== undefined) analytics.identify({ id: userId, email });
    else if (status === 'unauthenticated') analytics.reset();
  }, [status, userId, email]);

  const loading = status === 'loading';
  useEffect(() => {
    // Wait for the session so the view is attributed correctly; count each location once.
    if (loading) return;
    const location = `${pathname}${search}`;
    if (lastTracked.current === location) return;
    lastTracked.current = location;
    analytics.capturePageView({
      url: `${window.location.origin}${location}`,
      path: pathname,
      search,
      // RootLayout renders the tracker after the page, whose effects (its title) ran first.
      title: document.title,
    });
  }, [loading, pathname, search]);

  return null;
}
