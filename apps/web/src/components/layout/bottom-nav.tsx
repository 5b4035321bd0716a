import type { StoreState } from '@encore/contracts';
import { LayoutGrid, Store, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { resetLaunchCtaDismissal } from '../../lib/store/launch-cta';

interface BottomNavProps {
  /** Decides where Store leads and whether it shows the red dot (spec §2.7). */
  storeState?: StoreState;
}

/** Store: /v2/main before a store exists, settings while it builds, overview once ready. */
export function storeTabPath(storeState: StoreState): string {
  if (storeState === 'processing') return '/v2/store/settings';
  if (storeState === 'ready') return '/v2/store/overview';
  return '/v2/main';
}

interface Tab {
  label: string;
  to: string;
  icon: LucideIcon;
  active: boolean;
  dot?: boolean;
  onClick?: () => void;
}

/** The v2 tab bar: Designs, Store, Profile. Fixed to the bottom of the screen. */
export function BottomNav({ storeState = 'pre-store' }: BottomNavProps) {
  const { pathname } = useLocation();
  const tabs: Tab[] = [
    { label: 'Designs', to: '/v2/main', icon: LayoutGrid, active: pathname === '/v2/main' },
    {
      label: 'Store',
      to: storeTabPath(storeState),
      icon: Store,
      active: pathname.startsWith('/v2/store/'),
      dot: storeState !== 'ready',
      // Before a store exists the Store tab leads to the designs and brings the launch
      // call-to-action back (spec §2.5 'show build call-to-action').
      onClick: storeState === 'pre-store' ? resetLaunchCtaDismissal : undefined,
    },
    { label: 'Profile', to: '/v2/profile', icon: UserRound, active: pathname === '/v2/profile' },
  ];

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/85 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-3">
        {tabs.map(({ label, to, icon: Icon, active, dot, onClick }) => (
          <li key={label}>
            <Link
              to={to}
              onClick={onClick}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-5" />
                {dot && (
                  <span className="absolute -top-0.5 -right-1 flex size-2.5" aria-hidden="true">
                    <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75" />
                    <span className="relative inline-flex size-2.5 rounded-full bg-red-500" />
                  </span>
                )}
              </span>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
