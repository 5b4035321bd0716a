import type { StoreState } from '@encore/contracts';
import type { ReactNode } from 'react';
import { BottomNav } from '../../../components/layout/bottom-nav';
import { SiteHeader } from '../../../components/layout/site-header';
import { cn } from '../../../lib/cn';

interface StorePageLayoutProps {
  storeState: StoreState | undefined;
  /** Content width: the settings form reads best narrow, the overview's cards want room. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of the v2 store pages: logo bar, content, tab bar. */
export function StorePageLayout({ storeState, width = 'narrow', children }: StorePageLayoutProps) {
  return (
    <div className="min-h-dvh pb-28">
      <SiteHeader />
      <main
        className={cn(
          'mx-auto flex w-full flex-col gap-6 px-5 pt-2 sm:px-8',
          width === 'narrow' ? 'max-w-2xl' : 'max-w-5xl',
        )}
      >
        {children}
      </main>
      <BottomNav storeState={storeState} />
    </div>
  );
}
