import { Bell, FileText, KeyRound, Mail, Shield, Smartphone } from 'lucide-react';
import { SignOutButton } from '../../../components/auth/sign-out-button';
import { BottomNav } from '../../../components/layout/bottom-nav';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useSession } from '../../../lib/auth';
import { browserStorage } from '../../../lib/storage';
import { useStoreData } from '../../../lib/store/get-store-data';
import { storageKeys } from '../../../lib/storage-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DangerZone, deleteAccountSummary } from './danger-zone';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadMyDataButton } from './download-my-data-button';
import { ProfileAvatar } from './profile-avatar';
import { LinkRow, SettingsSection, UnavailableRow } from './settings-section';

/** /v2/profile (spec §2.7). Shown inside the protected route, so a session exists. */
export function ProfilePage() {
  useDocumentTitle('Profile');
  const { session } = useSession();
  const authUser = useAuthUser();

  // auth-user's profile, or the session's user until it arrives (or if it fails).
  const profile = authUser.data?.profile;
  const name = profile?.name ?? session?.user.name ?? null;
  const email = profile?.email ?? session?.user.email ?? null;
  const avatar = profile?.avatar ?? session?.user.avatarUrl ?? null;
  const storedUserId = browserStorage.getItem(storageKeys.v2UserId);
  const userId = authUser.data?.userId ?? storedUserId ?? session?.user.id ?? '';
  // The Store tab leads by store state (spec §2.7).
  const store = useStoreData(storedUserId);

  return (
    <div className="min-h-dvh pb-28">
      <header className="mx-auto flex h-16 max-w-lg items-center px-5">
        <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
      </header>

      <main className="mx-auto flex max-w-lg animate-fade-in flex-col gap-7 px-5">
        <section
          aria-label="Account"
          className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-card/70 px-5 py-7 text-center"
        >
          <ProfileAvatar imageUrl={avatar} name={name} email={email} />
          <div className="min-w-0 max-w-full">
            <p className="truncate text-xl font-semibold">{name?.trim() || 'User'}</p>
            {email && <p className="truncate text-sm text-muted-foreground">{email}</p>}
          </div>
        </section>

        <SettingsSection title="Account Settings">
          <UnavailableRow icon={Mail} label="Change Email" note="Managed by your Google account" />
          <UnavailableRow
            icon={KeyRound}
            label="Change Password"
            note="Managed by your Google account"
          />
        </SettingsSection>

        <SettingsSection title="Notifications">
          <UnavailableRow icon={Bell} label="Email Notifications" note="Coming soon" />
          <UnavailableRow icon={Smartphone} label="Push Notifications" note="Coming soon" />
        </SettingsSection>

        <SettingsSection title="Your Data">
          <DownloadMyDataButton userId={userId} appearance="row" />
        </SettingsSection>

        <SettingsSection title="Legal">
          <LinkRow icon={FileText} label="Terms of Service" to="/terms" />
          <LinkRow icon={Shield} label="Privacy Policy" to="/privacy" />
        </SettingsSection>

        <SignOutButton label="Sign Out" variant="outline" size="lg" />

        <DangerZone description={deleteAccountSummary}>
          <DeleteAccountDialog userId={userId} />
        </DangerZone>
      </main>

      <BottomNav storeState={store.data?.storeState} />
    </div>
  );
}
