import { describe, expect, it } from 'vitest';
import { designsNewerThan, newDesignsMessage, newestCreatedAt } from './new-designs';

const at = (createdAt: string | null, id = createdAt ?? 'none', slotId?: string) => ({
  id,
  createdAt,
  ...(slotId === undefined ? {} : { slotId }),
});

describe('new designs (spec §4.4)', () => {
  it('finds the newest createdAt, ignoring undated and unreadable ones', () => {
    expect(newestCreatedAt([])).toBeNull();
    expect(newestCreatedAt([at(null), at('not a date')])).toBeNull();
    expect(
      newestCreatedAt([at('2025-06-01T12:00:00Z'), at(null), at('2025-06-01T12:05:00Z')]),
    ).toBe(Date.parse('2025-06-01T12:05:00Z'));
  });

  it('lists designs newer than the baseline, newest first', () => {
    const baseline = Date.parse('2025-06-01T12:00:00Z');
    const designs = [
      at('2025-06-01T11:00:00Z'),
      at('2025-06-01T12:00:00Z'),
      at('2025-06-01T12:01:00Z'),
      at(null),
      at('2025-06-01T12:09:00Z'),
    ];
    expect(designsNewerThan(designs, baseline).map((d) => d.id)).toEqual([
      '2025-06-01T12:09:00Z',
      '2025-06-01T12:01:00Z',
    ]);
  });

  it('does not count a Generate another design, which takes an existing card, as new', () => {
    const baseline = Date.parse('2025-06-01T12:00:00Z');
    const designs = [
      at('2025-06-01T11:00:00Z', 'd1', 'd1'),
      at('2025-06-01T12:05:00Z', 'd1b', 'd1'),
      at('2025-06-01T12:06:00Z', 'd2', 'd2'),
    ];
    expect(designsNewerThan(designs, baseline).map((d) => d.id)).toEqual(['d2']);
  });

  it('treats every dated design as new after an empty baseline', () => {
    expect(designsNewerThan([at(null), at('2025-06-01T12:00:00Z')], null)).toHaveLength(1);
  });

  it("words the notice as 'N new design(s) ready!'", () => {
    expect(newDesignsMessage(1)).toBe('1 new design ready!');
    expect(newDesignsMessage(3)).toBe('3 new designs ready!');
  });
});
