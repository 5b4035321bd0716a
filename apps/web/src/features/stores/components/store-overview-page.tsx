import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BlurredPreview } from './blurred-preview';
import { useStoreData } from '../../../lib/store/get-store-data';
import { resetLaunchCtaDismissal } from '../../../lib/store/launch-cta';
import { browserStorage } from '../../../lib/storage';
import { storageKeys } from '../../../lib/storage-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BuildingNotice } from './building-notice';
import { OverviewReady } from './overview-ready';
import { OverviewSkeleton } from './overview-skeleton';
import { StorePageLayout } from './store-page-layout';

/** Spec §2.7: without a store the overview sends the user to launch one, call-to-action shown. */
function BackToDesigns() {
  const navigate = useNavigate();
  useEffect(() => {
    resetLaunchCtaDismissal();
    void navigate('/v2/main', { replace: true });
  }, [navigate]);
  return null;
}

/** The figures are live: re-read on arrival and every minute while the page is open. */
const OVERVIEW_REFRESH_MS = 60_000;

/**
 * /v2/store/overview (spec §2.7): the figures only once the store is ready. Processing shows the
 * page blurred and inert; pre-store goes to /v2/main.
 */
export function StoreOverviewPage() {
  useDocumentTitle('Store overview');
  const userId = browserStorage.getItem(storageKeys.v2UserId);
  const { data: store } = useStoreData(userId, { readyPollMs: OVERVIEW_REFRESH_MS });

  if (userId === null) return <Navigate replace to="/v2" />;
  if (store?.storeState === 'pre-store') return <BackToDesigns />;

  return (
    <StorePageLayout storeState={store?.storeState} width="wide">
      {store?.storeState === 'ready' ? (
        <OverviewReady store={store} />
      ) : (
        <>
          <h1 className="sr-only">Store Overview</h1>
          {store === undefined ? (
            <OverviewSkeleton />
          ) : (
            <BlurredPreview overlay={<BuildingNotice />}>
              <OverviewSkeleton />
            </BlurredPreview>
          )}
        </>
      )}
    </StorePageLayout>
  );
}
