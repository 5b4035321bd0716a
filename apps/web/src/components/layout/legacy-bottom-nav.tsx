import { House, Store } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { showLaunchCta } from '../../lib/store/launch-cta';
import { legacyStoreTabTarget } from '../../lib/store/legacy-store-records';

interface LegacyBottomNavProps {
  /** Spec §2.5: the Store tab shows a red dot unless a store is enabled and not being polled. */
  storeDot: boolean;
  avatarUrl: string | null;
  email: string | null;
}

/**
 * The first-generation tab bar (spec §2.5): Main, Store (active on any /store/ path; leads to the
 * store area once a store exists or is being built, else back to /main with the build
 * call-to-action), Profile.
 */
export function LegacyBottomNav({ storeDot, avatarUrl, email }: LegacyBottomNavProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Spec §2.5: decided on the click, from what local storage says then.
  function openStore(event: MouseEvent) {
    event.preventDefault();
    const target = legacyStoreTabTarget();
    if (target === '/main') showLaunchCta();
    void navigate(target);
  }

  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/85 pb-[env(safe-area-inset-bottom)] backdrop-blur-lg"
    >
      <ul className="mx-auto grid h-16 max-w-lg grid-cols-3">
        <Tab to="/main" label="Main" active={pathname === '/main'}>
          <House aria-hidden="true" className="size-5" />
        </Tab>
        <Tab
          to={legacyStoreTabTarget()}
          label="Store"
          active={pathname.startsWith('/store/')}
          onClick={openStore}
        >
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

function Tab(props: {
  to: string;
  label: string;
  active: boolean;
  onClick?: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={props.to}
        onClick={props.onClick}
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
