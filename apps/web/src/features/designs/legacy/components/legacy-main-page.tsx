import type { Design } from '@encore/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { BrandedLoadingScreen } from '../../../../components/brand/branded-loading-screen';
import { LegacyBottomNav } from '../../../../components/layout/legacy-bottom-nav';
import { SiteHeader } from '../../../../components/layout/site-header';
import { useSession } from '../../../../lib/auth';
import { storageKeys } from '../../../../lib/storage-keys';
import { readSavedArtist } from '../../../../lib/saved-artist';
import { isBuildPollingFlagged } from '../../../../lib/store/build-polling-flag';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { designsAndMocksQueryOptions, useDesignsAndMocks } from '../../api/get-designs';
import { DesignGrid, DesignListStates } from '../../components/design-grid';
import { LaunchBanner } from '../../components/launch-banner';
import { useDesignSelection } from '../../hooks/use-design-selection';
import { useLaunchCtaDismissal } from '../../hooks/use-launch-cta-dismissal';
import { useNewDesignNotices } from '../../hooks/use-new-design-notices';
import { useLegacyLaunch } from '../hooks/use-legacy-launch';
import { useLegacyStorePresence } from '../hooks/use-legacy-store-presence';
import { useLegacyUserStatus } from '../hooks/use-legacy-user-status';
import { filterAndSortDesigns, type DesignSort } from '../lib/design-list';
import { PICK_DESIGNS_HINT, launchCtaCopy } from '../lib/launch-cta-copy';
import { DesignListControls } from './design-list-controls';

export const DESIGNS_LOAD_FAILED_TITLE = 'Unable to load designs';
export const DESIGNS_LOAD_FAILED_MESSAGE =
  'There was an issue loading your designs. Please try refreshing.';

const noDesigns: Design[] = [];

/**
 * /main (spec §2.5, §4.3): the user's designs. Before a store exists they pick designs and launch
 * it; afterwards the store's designs show selected. The user-status check may send them to
 * /processing or /onboard first.
 */
export function LegacyMainPage() {
  useDocumentTitle('Your designs');
  const { session } = useSession();
  const user = session?.user ?? null;
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();

  const designs = useDesignsAndMocks(userId);
  const list = designs.data?.designs ?? noDesigns;
  const status = useLegacyUserStatus({
    user,
    designsSettled: !designs.isPending,
    designsCount: list.length,
  });
  useDesignsLoadErrorToast(designs.isError, designs.errorUpdatedAt);
  const { storeFlags, storeExists } = useLegacyStorePresence(designs.data, status.outcome);

  const selection = useDesignSelection(list, storageKeys.selectedDesigns);
  const cta = useLaunchCtaDismissal();
  const { launch, launching, hidden } = useLegacyLaunch(userId ?? '');
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<DesignSort>('newest');
  const shown = useMemo(() => filterAndSortDesigns(list, query, sort), [list, query, sort]);

  const load = useCallback(
    async (first: boolean) => {
      const options = designsAndMocksQueryOptions(userId ?? '');
      const answer = await queryClient.fetchQuery(first ? options : { ...options, staleTime: 0 });
      return answer.designs;
    },
    [queryClient, userId],
  );
  const redirect = status.outcome?.redirect ?? null;
  useNewDesignNotices({ userId, enabled: !status.checking && redirect === null, load });

  if (redirect) return <Navigate replace to={redirect} />;
  if (status.checking || designs.isPending) return <BrandedLoadingScreen />;

  const showCta = !storeExists && list.length > 0 && !cta.dismissed && !hidden;
  const artist = readSavedArtist();

  return (
    <div className="min-h-dvh pb-52">
      <SiteHeader homeTo="/main">
        {user && (
          <button
            type="button"
            aria-label="Notifications"
            onClick={() => toast('Notifications coming soon!')}
            className="flex size-10 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <Bell aria-hidden="true" className="size-5" />
          </button>
        )}
      </SiteHeader>

      <main className="mx-auto w-full max-w-6xl px-5 pt-2 sm:px-8">
        <div className="mb-5">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {storeExists ? 'Your Store Designs' : 'Choose your merch'}
          </h1>
          {!storeExists && (
            <p className="mt-1 text-sm text-muted-foreground">{PICK_DESIGNS_HINT}</p>
          )}
        </div>

        <DesignListStates count={list.length} query={designs}>
          <DesignListControls
            query={query}
            onQueryChange={setQuery}
            sort={sort}
            onSortChange={setSort}
          />
          {shown.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">
              No designs match &ldquo;{query.trim()}&rdquo;.
            </p>
          ) : (
            <DesignGrid
              designs={shown}
              selection={selection}
              preStore={!storeExists}
              storeMark="selected"
            />
          )}
        </DesignListStates>
      </main>

      {showCta && (
        <LaunchBanner
          selectedCount={selection.selected.length}
          launching={launching}
          onLaunch={() => void launch(selection.selected)}
          onDismiss={cta.dismiss}
          copy={launchCtaCopy(selection.selected.length)}
        />
      )}
      <LegacyBottomNav
        storeDot={!(storeFlags?.isStoreEnabled === true && !isBuildPollingFlagged())}
        avatarUrl={artist?.imageUrl ?? user?.avatarUrl ?? null}
        email={user?.email ?? null}
      />
    </div>
  );
}

/** Spec §8: a failed designs load is told once per failure, as a destructive toast. */
function useDesignsLoadErrorToast(isError: boolean, errorUpdatedAt: number): void {
  useEffect(() => {
    if (!isError) return;
    toast.error(DESIGNS_LOAD_FAILED_TITLE, { description: DESIGNS_LOAD_FAILED_MESSAGE });
  }, [isError, errorUpdatedAt]);
}
