import { sessionStore, useSession } from '../../../lib/auth';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { useNow } from '../../../lib/use-now';
import { DebugSection, Fact } from './debug-section';

const statusText = {
  loading: 'Checking…',
  authenticated: 'Signed in',
  unauthenticated: 'Signed out',
} as const;

function expiry(expiresAt: number, now: number): string {
  const minutes = Math.round((expiresAt - now) / 60_000);
  const at = new Date(expiresAt).toLocaleTimeString('en-US', { hour12: false });
  return minutes >= 0 ? `${at} (in ${minutes} min)` : `${at} (expired)`;
}

/** Who is signed in, and whether tokens are held: never the tokens themselves. */
export function AuthStatusSection() {
  const { status, session } = useSession();
  const now = useNow(10_000);
  const stored = sessionStore.getStoredSession();
  return (
    <DebugSection title="Authentication">
      <dl>
        <Fact label="Status">
          <span className={status === 'authenticated' ? 'text-emerald-400' : undefined}>
            {statusText[status]}
          </span>
        </Fact>
        <Fact label="User ID">{session?.user.id ?? '—'}</Fact>
        <Fact label="Email">{session?.user.email ?? '—'}</Fact>
        <Fact label="Access token">
          {stored ? `held, expires ${expiry(stored.expiresAt, now)}` : 'none'}
        </Fact>
        <Fact label="Refresh token">{stored?.refreshToken ? 'held' : 'none'}</Fact>
        <Fact label="v2 user state">{browserStorage.getItem(storageKeys.v2UserState) ?? '—'}</Fact>
      </dl>
    </DebugSection>
  );
}
