import { designSlot, type Design } from '@encore/contracts';
import { useCallback, useMemo, useState } from 'react';
import { z } from 'zod';
import { browserStorage, readJson, writeJson } from '../../../lib/storage';

const storedSelectionSchema = z.array(z.string());

/**
 * The designs picked for the store (spec §4.3 "Selection"): toggling adds or removes one. Ids
 * of designs no longer in the list are ignored, so a refetch never leaves a ghost selection.
 * Keyed by card (`designSlot`): when "Generate another" replaces a selected card's design, the
 * new design is the one selected, as the card shows. With `storageKey` (the first generation's
 * 'selected designs', spec §3) the selection survives a reload.
 */
export function useDesignSelection(designs: readonly Design[], storageKey?: string) {
  const [ids, setIds] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        storageKey ? (readJson(browserStorage, storageKey, storedSelectionSchema) ?? []) : [],
      ),
  );

  const toggle = useCallback(
    (id: string) => {
      setIds((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        if (storageKey) writeJson(browserStorage, storageKey, [...next]);
        return next;
      });
    },
    [storageKey],
  );

  const selected = useMemo(
    () => designs.filter((design) => ids.has(designSlot(design))),
    [designs, ids],
  );
  const isSelected = useCallback((id: string) => ids.has(id), [ids]);

  return { selected, isSelected, toggle };
}
