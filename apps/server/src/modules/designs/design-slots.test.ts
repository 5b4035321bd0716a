import { describe, expect, it } from 'vitest';
import { currentDesigns, type SlotRow } from './design-slots.ts';

const row = (id: string, slotId: string | null, status: SlotRow['status'] = 'ready'): SlotRow => ({
  id,
  slotId,
  status,
});

describe('currentDesigns', () => {
  it('shows the newest ready design of each card in the place of the first', () => {
    const rows = [row('a', null), row('b', null), row('c', null), row('a2', 'a'), row('a3', 'a')];
    expect(currentDesigns(rows).map((r) => r.id)).toEqual(['a3', 'b', 'c']);
  });

  it('keeps the current design while its replacement is still processing', () => {
    const rows = [row('a', null), row('b', null), row('b2', 'b', 'processing')];
    expect(currentDesigns(rows).map((r) => r.id)).toEqual(['a', 'b']);
  });

  it('shows a first design that is still processing', () => {
    expect(currentDesigns([row('a', null, 'processing')]).map((r) => r.id)).toEqual(['a']);
  });
});
