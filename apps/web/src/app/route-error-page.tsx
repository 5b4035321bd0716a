import { RotateCw } from 'lucide-react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteHeader } from '../components/layout/site-header';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** Shown when a route throws while loading or rendering (e.g. a chunk that failed to load). */
export function RouteErrorPage() {
  useDocumentTitle('Something went wrong');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 items-center justify-center px-5 py-12">
        <section className="w-full max-w-md text-center">
          <h1 className="text-3xl font-bold tracking-tight">Something went wrong</h1>
          <p className="mt-3 text-muted-foreground">
            This page could not be shown. Reloading usually fixes it.
          </p>
          {detail && <p className="mt-3 font-mono text-xs text-muted-foreground/70">{detail}</p>}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" />
              Reload
            </Button>
            <Button asChild variant="secondary">
              <Link to="/v2">Go to Encore</Link>
            </Button>
          </div>
        </section>
      </main>
    </div>
  );
}
