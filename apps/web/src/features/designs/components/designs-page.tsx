import { DESIGN_STATUS_PROCESSING } from '@encore/contracts';
import { SignOutButton } from '../../../components/auth/sign-out-button';

import { Navigate } from 'react-router';
import { BottomNav } from '../../../components/layout/bottom-nav';
import { SiteHeader } from '../../../components/layout/site-header';
import { useAuthUser } from '../../../lib/api/get-auth-user';
import { useStoreData } from '../../../lib/store/get-store-data';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGenerateAnother } from '../api/generate-another';
import { useDesigns } from '../api/get-designs';
import { useDesignSelection } from '../hooks/use-design-selection';
import { useLaunchCtaDismissal } from '../hooks/use-launch-cta-dismissal';
import { useLaunchStore } from '../hooks/use-launch-store';
import { useNewDesignNotices } from '../hooks/use-new-design-notices';
import { DesignGrid, DesignListStates } from './design-grid';
import { DesignGridSkeleton, DesignsProcessingNotice } from './design-grid-states';
import { LaunchBanner } from './launch-banner';

/**
 * /v2/main (spec §2.7): the user's designs. Before a store exists they pick designs and launch
 * it; afterwards the designs in the store carry a badge. Spec §4.5: without a stored user id
 * the user goes to /v2, and a user whose state is not app to /v2/processing.
 */
export function DesignsPage() {
  useDocumentTitle('Your designs');
  const userId = browserStorage.getItem(storageKeys.v2UserId);
  const authUser = useAuthUser();
  const isApp = authUser.data?.userState === 'app';
  const designs = useDesigns(userId);
  const store = useStoreData(userId);
  const storeState = store.data?.storeState ?? 'pre-store';
  const list = designs.data ?? [];
  const selection = useDesignSelection(list);
  const { launch, launching } = useLaunchStore(userId ?? '');
  const cta = useLaunchCtaDismissal();
  // `mutate` is stable, so the memoised cards keep their props.
  const { mutate: generateAnother } = useGenerateAnother(userId ?? '');
  useNewDesignNotices({ userId, enabled: isApp });

  if (userId === null) return <Navigate replace to="/v2" />;
  if (authUser.data && !isApp) return <Navigate replace to="/v2/processing" />;

  // A failed auth-user check doesn't lock the user out: the designs call has its own answer.
  const loading = authUser.isPending || store.isPending || designs.isPending;
  const preStore = storeState === 'pre-store';
  const showBanner = !loading && preStore && list.length > 0 && !cta.dismissed;

  return (
    <div className="min-h-dvh pb-52">
      <SiteHeader>
        <SignOutButton label="Sign out" size="sm" className="text-muted-foreground" />
      </SiteHeader>

      <main className="mx-auto w-full max-w-6xl px-5 pt-2 sm:px-8">
        <h1 className="mb-5 text-2xl font-bold tracking-tight sm:text-3xl">
          {store.isPending ? (
            // The title depends on whether a store exists; no flash of the wrong one.
            <span className="inline-block h-8 w-56 animate-pulse rounded-lg bg-muted align-middle" />
          ) : preStore ? (
            'Choose your merch'
          ) : (
            'Your Store Designs'
          )}
        </h1>

        {list.some((design) => design.status === DESIGN_STATUS_PROCESSING) && (
          <DesignsProcessingNotice />
        )}

        {loading ? (
          <DesignGridSkeleton />
        ) : (
          <DesignListStates count={list.length} query={designs}>
            <DesignGrid
              designs={list}
              selection={selection}
              preStore={preStore}
              onGenerateAnother={generateAnother}
            />
          </DesignListStates>
        )}
      </main>

      {showBanner && (
        <LaunchBanner
          selectedCount={selection.selected.length}
          launching={launching}
          onLaunch={() => void launch(selection.selected)}
          onDismiss={cta.dismiss}
        />
      )}
      <BottomNav storeState={storeState} />
    </div>
  );
}
