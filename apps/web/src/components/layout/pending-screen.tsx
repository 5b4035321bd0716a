import { SiteHeader } from './site-header';

/**
 * A first-generation screen whose build is under way: its route is wired, its content lands next.
 * Delete this file once no screen uses it.
 */
export function PendingScreen({ title }: { title: string }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex flex-1 items-center justify-center px-5">
        <h1 className="text-2xl font-semibold">{title}</h1>
      </main>
    </div>
  );
}
