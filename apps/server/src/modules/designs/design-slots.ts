// Cards, not rows: a "Generate another" design takes the place of the design it
// replaces, and the designs before it stay stored (the user may want one back later).
import type { DesignRow } from '../../db/schema/index.ts';

export type SlotRow = Pick<DesignRow, 'id' | 'slotId' | 'status'>;

/** The card a design fills. */
export const slotOf = (row: Pick<DesignRow, 'id' | 'slotId'>): string => row.slotId ?? row.id;

/**
 * One design per card, in the order the cards were first made (`rows` in creation order): the
 * newest ready design of each card, or its first design while none is ready.
 */
export function currentDesigns<Row extends SlotRow>(rows: readonly Row[]): Row[] {
  const shown = new Map<string, Row>();
  for (const row of rows) {
    const slot = slotOf(row);
    const current = shown.get(slot);
    // Map keeps the first insertion's position: the card stays where its first design was.
    if (current === undefined || row.status === 'ready') {
      if (current === undefined && row.slotId !== null) continue; // its first design is gone
      shown.set(slot, row);
    }
  }
  return [...shown.values()];
}
