import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EncoreLogo } from '../brand/encore-logo';

/**
 * Top bar with the Encore logo (home link) and an optional action on the right. `homeTo` is where
 * the logo leads: the v2 landing, or a first-generation screen's own home (/main).
 */
export function SiteHeader({
  children,
  homeTo = '/v2',
}: {
  children?: ReactNode;
  homeTo?: string;
}) {
  return (
    <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
      <Link to={homeTo} aria-label="Encore home" className="rounded-lg">
        <EncoreLogo />
      </Link>
      {children}
    </header>
  );
}
