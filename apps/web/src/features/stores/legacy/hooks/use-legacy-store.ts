import type { StoreDetails } from '@encore/contracts';
import { useOutletContext } from 'react-router';

/** What the store area's layout hands its two pages. */
export interface LegacyStoreContext {
  userId: string;
  /** The store as get-store-data last answered; never pre-store (the layout leaves then). */
  store: StoreDetails;
  /** The store is being built: sections are dimmed and inactive. */
  building: boolean;
}

export function useLegacyStore(): LegacyStoreContext {
  return useOutletContext<LegacyStoreContext>();
}
