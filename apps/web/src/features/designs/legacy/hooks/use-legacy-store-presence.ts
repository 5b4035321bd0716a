import type { DesignsWithStoreFlags, StoreFlags } from '@encore/contracts';
import { useEffect, useMemo } from 'react';
import { saveStoreData } from '../../../../lib/store/build-polling-flag';
import { isStoreBeingBuilt, readSavedStoreData } from '../../../../lib/store/legacy-store-records';
import { liveStoreFlags, type UserStatusOutcome } from '../lib/user-status';

export interface LegacyStorePresence {
  /** The live store's flags, as local storage holds them (or is about to). */
  storeFlags: StoreFlags | null;
  /** A store is live or being built: /main shows its designs instead of a selection. */
  storeExists: boolean;
}

/**
 * Whether /main's user has a store (spec §4.3): the user-status check's verdict, the flags the
 * designs answer carries (kept when they describe a live store, spec §7), else what this browser
 * kept — store data, or a build it started.
 */
export function useLegacyStorePresence(
  designs: DesignsWithStoreFlags | undefined,
  outcome: UserStatusOutcome | null,
): LegacyStorePresence {
  const designFlags = useMemo(() => (designs ? liveStoreFlags(designs) : null), [designs]);
  useEffect(() => {
    if (designFlags) saveStoreData(designFlags);
  }, [designFlags]);

  // What local storage holds once the check's outcome is applied (its effect runs after render).
  const action = outcome?.store;
  const storeFlags =
    action?.kind === 'save'
      ? action.data
      : action?.kind === 'clear'
        ? designFlags
        : (designFlags ?? readSavedStoreData());
  const building = action?.kind !== 'clear' && isStoreBeingBuilt();
  return { storeFlags, storeExists: storeFlags !== null || building };
}
