import {
  DESIGN_STATUS_PROCESSING,
  designSlot,
  isDesignInStore,
  type Design,
} from '@encore/contracts';
import type { ReactNode } from 'react';
import { DesignCard } from './design-card';
import { DesignsLoadError, NoDesignsYet, gridClassName } from './design-grid-states';

/** The parts of the designs query the states read (the v2 and legacy calls differ in data). */
interface DesignsQueryState {
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface DesignListStatesProps {
  count: number;
  /** A failed load only shows while there is nothing else to show. */
  query: DesignsQueryState;
  /** What shows once there are designs. */
  children: ReactNode;
}

/** The designs screens' body: the load error, 'No designs yet', or the designs. */
export function DesignListStates({ count, query, children }: DesignListStatesProps) {
  if (query.isError && count === 0) {
    return (
      <DesignsLoadError
        message={query.error?.message ?? ''}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (count === 0) return <NoDesignsYet />;
  return <>{children}</>;
}

/**
 * "Generate another" is offered for a finished design the store does not sell (replacing one the
 * store sells would change the store behind the artist's back).
 */
function canGenerateAnother(design: Design): boolean {
  return design.status !== DESIGN_STATUS_PROCESSING && !isDesignInStore(design);
}

interface DesignGridProps {
  designs: readonly Design[];
  selection: { isSelected: (slot: string) => boolean; toggle: (slot: string) => void };
  /** Before a store exists designs are picked; afterwards the store's designs are marked. */
  preStore: boolean;
  storeMark?: 'badge' | 'selected';
  /** Offered on the cards where generating another is allowed; stable, so memoised cards keep their props. */
  onGenerateAnother?: (design: Design) => void;
}

/** The grid of design cards both designs screens show. */
export function DesignGrid({
  designs,
  selection,
  preStore,
  storeMark,
  onGenerateAnother,
}: DesignGridProps) {
  return (
    <div className={gridClassName}>
      {designs.map((design) => (
        <DesignCard
          // Keyed by card: "Generate another" puts a new design in the same card.
          key={designSlot(design)}
          design={design}
          selectable={preStore}
          selected={selection.isSelected(designSlot(design))}
          inStore={!preStore && isDesignInStore(design)}
          onToggle={selection.toggle}
          storeMark={storeMark}
          onGenerateAnother={
            onGenerateAnother && canGenerateAnother(design) ? onGenerateAnother : undefined
          }
        />
      ))}
    </div>
  );
}
