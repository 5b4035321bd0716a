import type { StoreDetails } from '@encore/contracts';
import { toast } from 'sonner';
import { copyText } from '../../../../lib/copy-text';
import { storeShareLink } from '../../lib/store-links';

/**
 * Copies the store's share link: the tracking parameters of spec §9 and, for a private store, the
 * key that lets its holder in. Resolves true once copied.
 */
export function useCopyShareLink(store: Pick<StoreDetails, 'shareUrl' | 'shopifyStoreUrl'>) {
  const link = storeShareLink(store);
  async function run(): Promise<boolean> {
    const copied = link !== null && (await copyText(link));
    if (copied) toast.success('Store URL copied to clipboard');
    else toast.error('Could not copy the store URL');
    return copied;
  }
  return { link, run };
}
