import { lazy, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint';
import { loadSonner, whenSonnerRequested } from '../lib/lazy-toast';

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  return {
    default: () => <SonnerToaster theme="dark" position="top-center" richColors closeButton />,
  };
});

/**
 * What the first screen does without, started once it has painted (App mounts this when the
 * first route has rendered): the analytics backend (page views wait in memory until then) and
 * sonner's Toaster, with Providers' settings. A toast made earlier mounts the Toaster at once;
 * it shows the toast when it subscribes.
 */
export function AfterFirstScreen() {
  const [toaster, setToaster] = useState(false);
  useEffect(() => {
    const mountToaster = () => setToaster(true);
    const stopWaiting = whenSonnerRequested(mountToaster);
    const cancel = afterNextPaint(() => {
      mountToaster();
      void import('../lib/analytics').then(({ initAnalytics }) => initAnalytics());
    });
    return () => {
      stopWaiting();
      cancel();
    };
  }, []);
  if (!toaster) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
