import { designSlot, type Design } from '@encore/contracts';
import { useCallback, useMemo, useState } from 'react';

/**
 * The designs picked for the store (spec §4.3 "Selection"): toggling adds or removes one. Ids
 * of designs no longer in the list are ignored, so a refetch never leaves a ghost selection.
 * Keyed by card (`designSlot`): when "Generate another" replaces a selected card's design, the
 * new design is the one selected, as the card shows.
 */
export function useDesignSelection(designs: readonly Design[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());

  const toggle = useCallback((id: string) => {
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const selected = useMemo(
    () => designs.filter((design) => ids.has(designSlot(design))),
    [designs, ids],
  );
  const isSelected = useCallback((id: string) => ids.has(id), [ids]);

  return { selected, isSelected, toggle };
}
