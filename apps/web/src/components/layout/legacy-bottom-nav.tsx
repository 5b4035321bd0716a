import { House, Store } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

interface LegacyBottomNavProps {
  /** Spec §2.5: the Store tab shows a red dot unless a store is enabled and not being polled. */
  storeDot: boolean;
  avatarUrl: string | null;
  email: string | null;
}

/** The first-generation tab bar (spec §2.5): Main, Store (any /store/ path), Profile. */
export function LegacyBottomNav({ storeDot, avatarUrl, email }: LegacyBottomNavProps) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/85 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-3">
        <Tab to="/main" label="Main" active={pathname === '/main'}>
          <House aria-hidden="true" className="size-5" />
        </Tab>
        <Tab to="/store/dashboard" label="Store" active={pathname.startsWith('/store/')}>
          <span className="relative">
            <Store aria-hidden="true" className="size-5" />
            {storeDot && (
              <span
                data-testid="store-dot"
                aria-hidden="true"
                className="absolute -top-0.5 -right-1 size-2.5 rounded-full bg-red-500"
              />
            )}
          </span>
        </Tab>
        <Tab to="/settings" label="Profile" active={pathname === '/settings'}>
          <Avatar url={avatarUrl} email={email} />
        </Tab>
      </ul>
    </nav>
  );
}

function Tab(props: { to: string; label: string; active: boolean; children: ReactNode }) {
  return (
    <li>
      <Link
        to={props.to}
        aria-current={props.active ? 'page' : undefined}
        className={cn(
          'flex h-full flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
          props.active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
        )}
      >
        {props.children}
        {props.label}
      </Link>
    </li>
  );
}

/** The artist image, else the account's, else the email's first letter, else 'U'. */
function Avatar({ url, email }: { url: string | null; email: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && url !== failed) {
    return (
      <img
        src={url}
        alt=""
        className="size-5 rounded-full object-cover"
        onError={() => setFailed(url)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-5 items-center justify-center rounded-full bg-secondary text-[0.625rem] font-bold"
    >
      {email?.trim().charAt(0).toUpperCase() || 'U'}
    </span>
  );
}
