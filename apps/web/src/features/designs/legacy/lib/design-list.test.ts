import { describe, expect, it } from 'vitest';
import { filterAndSortDesigns } from './design-list';

const designs = [
  { trackName: 'Night Drive', createdAt: '2025-06-01T12:02:00Z' },
  { trackName: 'café society', createdAt: '2025-06-01T12:01:00Z' },
  { trackName: 'Aurora', createdAt: null },
  { trackName: 'Track 10', createdAt: '2025-06-01T12:03:00Z' },
  { trackName: 'Track 9', createdAt: '2025-06-01T12:00:00Z' },
];
const names = (list: { trackName: string }[]) => list.map((d) => d.trackName);

describe('filter and sort (spec §4.3)', () => {
  it('sorts newest first, undated last', () => {
    expect(names(filterAndSortDesigns(designs, '', 'newest'))).toEqual([
      'Track 10',
      'Night Drive',
      'café society',
      'Track 9',
      'Aurora',
    ]);
  });

  it('sorts oldest first, undated last', () => {
    expect(names(filterAndSortDesigns(designs, '', 'oldest'))).toEqual([
      'Track 9',
      'café society',
      'Night Drive',
      'Track 10',
      'Aurora',
    ]);
  });

  it('sorts by track name, ignoring case and reading numbers as numbers', () => {
    expect(names(filterAndSortDesigns(designs, '', 'trackName'))).toEqual([
      'Aurora',
      'café society',
      'Night Drive',
      'Track 9',
      'Track 10',
    ]);
  });

  it('filters by track name, ignoring case and accents', () => {
    expect(names(filterAndSortDesigns(designs, ' CAFE ', 'newest'))).toEqual(['café society']);
    expect(names(filterAndSortDesigns(designs, 'track', 'oldest'))).toEqual([
      'Track 9',
      'Track 10',
    ]);
    expect(filterAndSortDesigns(designs, 'zzz', 'newest')).toEqual([]);
  });
});
