import { NavLink } from 'react-router';
import { cn } from '../../../../lib/cn';

const tabs = [
  { label: 'Settings', to: '/store/settings' },
  { label: 'Overview', to: '/store/dashboard' },
] as const;

/** The legacy store area's header (spec §2.1, §2.6): artist name, 'Store', two tabs. */
export function StoreHeader({ artistName }: { artistName: string | null }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        {artistName && (
          <p className="truncate text-sm font-medium text-muted-foreground">{artistName}</p>
        )}
        <h1 className="text-3xl font-bold tracking-tight">Store</h1>
      </div>
      <nav aria-label="Store sections">
        <ul className="flex gap-1 rounded-2xl border border-border bg-card/60 p-1 sm:w-fit">
          {tabs.map((tab) => (
            <li key={tab.to} className="flex-1 sm:flex-none">
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center justify-center rounded-xl px-5 text-sm font-semibold transition-colors',
                    isActive
                      ? 'bg-primary text-primary-foreground shadow-lg shadow-primary/20'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
