import { LogOut } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { SessionUser } from '../../../../lib/auth';
import { ProfileAvatar } from '../../components/profile-avatar';
import { SettingsSection } from '../../components/settings-section';
import { useLegacyLogOut } from '../hooks/use-legacy-log-out';

/** Spec §2.6: the identity-provider account (avatar, name, email) and 'Log Out'. */
export function AccountCard({ user }: { user: SessionUser }) {
  const { logOut, loggingOut } = useLegacyLogOut();
  const name = user.name?.trim() || null;
  return (
    <SettingsSection title="Account">
      <div className="flex items-center gap-4 p-4">
        <ProfileAvatar
          imageUrl={user.avatarUrl ?? null}
          name={name}
          email={user.email}
          className="size-12 text-lg ring-2"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name ?? 'User'}</p>
          {user.email && <p className="truncate text-sm text-muted-foreground">{user.email}</p>}
        </div>
      </div>
      <div className="p-4">
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void logOut()}
          disabled={loggingOut}
        >
          <LogOut aria-hidden="true" />
          {loggingOut ? 'Logging out...' : 'Log Out'}
        </Button>
      </div>
    </SettingsSection>
  );
}
