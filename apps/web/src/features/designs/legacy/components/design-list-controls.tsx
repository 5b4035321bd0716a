import { ArrowDownUp, Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../../components/ui/input';
import { DESIGN_SORTS, designSortLabels, type DesignSort } from '../lib/design-list';

/** Filter by track name and sort (spec §4.3), above the design cards. */
export function DesignListControls({
  query,
  onQueryChange,
  sort,
  onSortChange,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  sort: DesignSort;
  onSortChange: (sort: DesignSort) => void;
}) {
  const sortId = useId();
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center">
      <label className="relative flex-1">
        <span className="sr-only">Filter by track name</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder="Filter by track name"
          className="pl-10"
        />
      </label>
      <div className="flex items-center gap-2">
        <ArrowDownUp aria-hidden="true" className="size-4 text-muted-foreground" />
        <label htmlFor={sortId} className="text-sm text-muted-foreground">
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => {
            const picked = DESIGN_SORTS.find((option) => option === event.target.value);
            if (picked) onSortChange(picked);
          }}
          className="h-11 cursor-pointer rounded-xl border border-input bg-muted/60 px-3 text-sm text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          {DESIGN_SORTS.map((option) => (
            <option key={option} value={option}>
              {designSortLabels[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
