import type { Design } from '@encore/contracts';
import { useCallback, useMemo, useState } from 'react';

/**
 * The designs picked for the store (spec §4.3 "Selection"): toggling adds or removes one. Ids
 * of designs no longer in the list are ignored, so a refetch never leaves a ghost selection.
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

  const selected = useMemo(() => designs.filter((design) => ids.has(design.id)), [designs, ids]);
  const isSelected = useCallback((id: string) => ids.has(id), [ids]);

  return { selected, isSelected, toggle };
}
