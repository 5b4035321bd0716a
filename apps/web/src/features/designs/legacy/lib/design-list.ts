import type { Design } from '@encore/contracts';

// Spec §4.3: /main filters its designs by track name and sorts them. Unlike the first
// generation, where only the track-name sort changed the order, all three sort.

export const DESIGN_SORTS = ['newest', 'oldest', 'trackName'] as const;
export type DesignSort = (typeof DESIGN_SORTS)[number];

export const designSortLabels: Record<DesignSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  trackName: 'Track name',
};

function timeOf(design: Pick<Design, 'createdAt'>): number | null {
  if (design.createdAt === null) return null;
  const time = Date.parse(design.createdAt);
  return Number.isNaN(time) ? null : time;
}

/** Case- and accent-insensitive containment, so 'cafe' finds 'Café'. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/**
 * The designs whose track name contains `query`, in `sort` order. Undated designs go last in both
 * date orders; ties keep the server's order.
 */
export function filterAndSortDesigns<T extends Pick<Design, 'trackName' | 'createdAt'>>(
  designs: readonly T[],
  query: string,
  sort: DesignSort,
): T[] {
  const needle = fold(query);
  const kept =
    needle === '' ? [...designs] : designs.filter((d) => fold(d.trackName).includes(needle));
  const indexed = kept.map((design, index) => ({ design, index, time: timeOf(design) }));
  indexed.sort((a, b) => {
    if (sort === 'trackName') {
      const byName = a.design.trackName.localeCompare(b.design.trackName, undefined, {
        sensitivity: 'base',
        numeric: true,
      });
      return byName || a.index - b.index;
    }
    if (a.time === null || b.time === null) {
      if (a.time === b.time) return a.index - b.index;
      return a.time === null ? 1 : -1;
    }
    const byTime = sort === 'newest' ? b.time - a.time : a.time - b.time;
    return byTime || a.index - b.index;
  });
  return indexed.map((entry) => entry.design);
}
