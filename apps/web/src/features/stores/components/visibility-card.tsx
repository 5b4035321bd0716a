import type { StoreDetails } from '@encore/contracts';
import { SwitchRow } from './switch-row';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useVisibilitySwitches } from '../hooks/use-visibility-switches';
import { StorePasswordCard } from './store-password-card';

/** 'Store Visibility' (spec §2.7): 'Store Online' and 'Private Store', each saved at once. */
export function VisibilityCard({ userId, store }: { userId: string; store: StoreDetails }) {
  const visibility = useVisibilitySwitches(userId, store);
  return (
    <>
      <Card>
        <CardHeader className="pb-0 sm:pb-0">
          <CardTitle>Store Visibility</CardTitle>
        </CardHeader>
        <CardContent className="divide-y divide-border">
          <SwitchRow
            id="store-online"
            label="Store Online"
            description="Make the store accessible to customers"
            checked={visibility.isStoreEnabled}
            disabled={visibility.saving}
            busy={visibility.savingStatus}
            onCheckedChange={visibility.setOnline}
          />
          <SwitchRow
            id="store-private"
            label="Private Store"
            description="Require password for access"
            checked={visibility.isStorePrivate}
            disabled={visibility.saving}
            busy={visibility.savingPrivacy}
            onCheckedChange={visibility.setPrivate}
          />
        </CardContent>
      </Card>
      {visibility.isStorePrivate && (
        <StorePasswordCard userId={userId} password={store.storePassword ?? null} />
      )}
    </>
  );
}
