import { Trash2 } from 'lucide-react';
import { Navigate } from 'react-router';
import { BrandedLoadingScreen } from '../../../../components/brand/branded-loading-screen';
import { LegacyBottomNav } from '../../../../components/layout/legacy-bottom-nav';
import { SiteHeader } from '../../../../components/layout/site-header';
import { Button } from '../../../../components/ui/button';
import { useSession, type Session } from '../../../../lib/auth';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { DangerZone, deleteAccountSummary } from '../../components/danger-zone';
import { DeleteAccountDialog } from '../../components/delete-account-dialog';
import { DownloadMyDataButton } from '../../components/download-my-data-button';
import { SettingsSection } from '../../components/settings-section';
import { legacyDeleteWording } from '../../lib/delete-wording';
import { useLegacyArtist } from '../api/get-legacy-artist';
import { useLegacyStoreDot } from '../hooks/use-legacy-store-dot';
import { AccountCard } from './account-card';
import { ArtistProfileCard } from './artist-profile-card';

/**
 * /settings, the first generation's account screen (spec §2.6). A public route in the table, but
 * it shows an account: like the protected wrapper, it sends a signed-out visitor to /.
 */
export function LegacySettingsPage() {
  useDocumentTitle('Settings');
  const { status, session } = useSession();
  if (status === 'loading') return <BrandedLoadingScreen />;
  if (session === null) return <Navigate replace to="/" />;
  return <SettingsContent session={session} />;
}

function SettingsContent({ session }: { session: Session }) {
  const { user } = session;
  const artist = useLegacyArtist(user);
  const storeDot = useLegacyStoreDot(user.id);
  // The artist the server keeps is the name it accepts (spec §5). Unknown after a failed check:
  // DELETE, which the server accepts from anyone, confirms instead.
  const known = artist.isError ? null : artist.data;
  const wording = legacyDeleteWording(known?.name ?? null);

  return (
    <div className="min-h-dvh pb-28">
      <SiteHeader />
      <main className="mx-auto flex max-w-lg animate-fade-in flex-col gap-7 px-5 pt-2">
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <ArtistProfileCard
          artist={known}
          onRetry={artist.isError ? () => void artist.refetch() : undefined}
        />
        <AccountCard user={user} />
        <SettingsSection title="Your Data">
          <div className="p-4">
            <DownloadMyDataButton userId={user.id} appearance="button" />
          </div>
        </SettingsSection>
        <DangerZone description={deleteAccountSummary}>
          {known === undefined ? (
            <Button variant="destructive" className="w-full sm:w-auto" disabled>
              <Trash2 aria-hidden="true" />
              Delete Account
            </Button>
          ) : (
            <DeleteAccountDialog userId={user.id} wording={wording} />
          )}
        </DangerZone>
      </main>
      <LegacyBottomNav
        storeDot={storeDot}
        avatarUrl={artist.data?.imageUrl ?? user.avatarUrl ?? null}
        email={user.email}
      />
    </div>
  );
}
