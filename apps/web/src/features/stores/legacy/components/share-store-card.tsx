import type { StoreDetails } from '@encore/contracts';
import { ExternalLink, Link2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { storeVisitLink } from '../../lib/store-links';
import { useCopyShareLink } from '../hooks/use-copy-share-link';

/**
 * 'Share your store' (spec §2.6): the store URL, 'Copy Link' (the share link with the §9 tracking
 * parameters, and a private store's key) and 'Preview' in a new tab.
 */
export function ShareStoreCard({ store }: { store: StoreDetails }) {
  const copy = useCopyShareLink(store);
  const preview = storeVisitLink(store);

  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-4">
        <CardTitle>Share your store</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Label htmlFor="legacy-store-url">Store URL</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="legacy-store-url"
            readOnly
            value={store.shopifyStoreUrl ?? ''}
            placeholder="Available after launch"
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm sm:flex-1 sm:text-sm"
          />
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <Button disabled={copy.link === null} onClick={() => void copy.run()}>
              <Link2 aria-hidden="true" />
              Copy Link
            </Button>
            {preview ? (
              <Button asChild variant="outline">
                <a href={preview} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  Preview
                </a>
              </Button>
            ) : (
              <Button variant="outline" disabled>
                <ExternalLink aria-hidden="true" />
                Preview
              </Button>
            )}
          </div>
        </div>
        {store.isStorePrivate !== false && store.shareUrl && (
          <p className="text-xs text-muted-foreground">
            The copied link opens your private store without the password.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
