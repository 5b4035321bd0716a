import type { StoreDetails } from '@encore/contracts';
import { ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { CopyField } from './copy-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { copyText } from '../../../lib/copy-text';
import { storeShareLink, storeVisitLink } from '../lib/store-links';

/**
 * The store's address (spec §2.7): read-only, with a copy button that copies the share link
 * (tracking parameters, and a private store's access key, spec §9) and Visit in a new tab.
 */
export function StoreUrlCard({ store }: { store: StoreDetails }) {
  const shareLink = storeShareLink(store);
  const visitLink = storeVisitLink(store);
  const isPrivate = store.isStorePrivate === true;

  async function copy(): Promise<boolean> {
    const copied = shareLink !== null && (await copyText(shareLink));
    if (copied) toast.success('Store URL copied to clipboard');
    else toast.error('Could not copy the store URL');
    return copied;
  }

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>Share your store</CardTitle>
      </CardHeader>
      <CardContent>
        <CopyField
          id="store-url"
          label="Store URL"
          value={store.shopifyStoreUrl ?? visitLink ?? ''}
          copyLabel="Copy store URL"
          onCopy={copy}
          description={
            isPrivate ? 'The copied link opens your private store without the password.' : undefined
          }
        >
          {visitLink && (
            <Button asChild variant="outline">
              <a href={visitLink} target="_blank" rel="noopener noreferrer">
                Visit
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          )}
        </CopyField>
      </CardContent>
    </Card>
  );
}
