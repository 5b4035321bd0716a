import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useLegacyStore } from '../hooks/use-legacy-store';
import { ShareStoreCard } from './share-store-card';
import { VisibilityCard } from './visibility-card';

/**
 * /store/settings, the legacy store settings (spec §2.6): share the store and choose its
 * visibility. Both sections are dimmed and inactive while the store is being built.
 */
export function StoreSettingsPage() {
  useDocumentTitle('Store settings');
  const { userId, store, building } = useLegacyStore();

  return (
    <div
      data-testid="store-settings-sections"
      className={
        building ? 'flex flex-col gap-6 opacity-50' : 'flex animate-fade-in flex-col gap-6'
      }
      inert={building}
    >
      <h2 className="sr-only">Settings</h2>
      <ShareStoreCard store={store} />
      <VisibilityCard userId={userId} store={store} disabled={building} />
    </div>
  );
}
