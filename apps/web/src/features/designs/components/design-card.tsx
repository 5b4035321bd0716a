import { designSlot, isDesignBeingReplaced, type Design } from '@encore/contracts';
import { Check, Store } from 'lucide-react';
import { memo, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { displayedHook } from '../lib/displayed-hook';
import { designCardId } from '../lib/new-designs';
import { DesignCarousel } from './design-carousel';
import { GenerateAnotherButton, ReplacementOverlay } from './generate-another';

interface DesignCardProps {
  design: Design;
  /** Pre-store: the card and its check button toggle the selection. */
  selectable: boolean;
  selected: boolean;
  /** Once a store exists: the design is one of the store's (it has products). */
  inStore: boolean;
  /** Toggles the card (its `designSlot`) in the selection. */
  onToggle: (slot: string) => void;
  /** "Generate another"; absent where the design may not be replaced. */
  onGenerateAnother?: (design: Design) => void;
  /**
   * How a design in the store is marked: v2's 'In Your Store' badge, or (first generation,
   * spec §4.3) shown as selected, with the check that can no longer be changed.
   */
  storeMark?: 'badge' | 'selected';
}

/** One design (spec §2.5, §2.7): images, track name, optional hook, selection or store badge. */
export const DesignCard = memo(function DesignCard({
  design,
  selectable,
  selected,
  inStore,
  onToggle,
  onGenerateAnother,
  storeMark = 'badge',
}: DesignCardProps) {
  const titleId = useId();
  const chosen = selectable ? selected : inStore;
  const hook = displayedHook(design);
  const slot = designSlot(design);
  const replacing = isDesignBeingReplaced(design);
  // A failure the user has read and closed (by replacement id; a new failure shows again).
  const [dismissed, setDismissed] = useState<string | null>(null);
  const replacement =
    design.replacement && design.replacement.id !== dismissed ? design.replacement : undefined;

  return (
    <article
      id={designCardId(design.id)}
      aria-busy={replacing}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-selected={chosen}
      onClick={selectable ? () => onToggle(slot) : undefined}
      className={cn(
        'group relative flex scroll-mt-24 flex-col overflow-hidden rounded-2xl border bg-card/80 shadow-lg shadow-black/25 transition-[border-color,box-shadow] outline-none',
        chosen
          ? 'border-primary shadow-primary/15 ring-2 ring-primary'
          : 'border-border focus-visible:ring-2 focus-visible:ring-ring',
        selectable && !chosen && 'cursor-pointer hover:border-primary/50',
        selectable && chosen && 'cursor-pointer',
      )}
    >
      <div className="relative aspect-square w-full overflow-hidden bg-muted">
        {/* Keyed by design: a new design in this card starts at its own first image. */}
        <DesignCarousel key={design.id} design={design} />
        {replacement && onGenerateAnother && (
          <ReplacementOverlay
            replacement={replacement}
            onRetry={() => onGenerateAnother(design)}
            onDismiss={() => setDismissed(replacement.id)}
          />
        )}

        {selectable && (
          <button
            type="button"
            aria-pressed={selected}
            aria-label={`Select ${design.trackName}`}
            onClick={(event) => {
              event.stopPropagation();
              onToggle(slot);
            }}
            className={cn(
              'absolute top-3 right-3 flex size-9 cursor-pointer items-center justify-center rounded-full border-2 shadow-md backdrop-blur-sm transition-colors',
              selected
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-white/80 bg-black/35 text-transparent hover:bg-black/55 hover:text-white/70',
            )}
          >
            <Check aria-hidden="true" className="size-5" strokeWidth={3} />
          </button>
        )}

        {inStore && storeMark === 'selected' && (
          <span
            role="img"
            aria-label="In your store"
            className="absolute top-3 right-3 flex size-9 items-center justify-center rounded-full border-2 border-primary bg-primary text-primary-foreground shadow-md"
          >
            <Check aria-hidden="true" className="size-5" strokeWidth={3} />
          </span>
        )}

        {inStore && storeMark === 'badge' && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground shadow-md">
            <Store aria-hidden="true" className="size-3.5" />
            In Your Store
          </span>
        )}
      </div>

      <div className="flex min-h-[4.5rem] flex-1 flex-col justify-center gap-1 px-4 py-3.5">
        <h2 id={titleId} className="truncate text-base leading-snug font-semibold">
          {design.trackName}
        </h2>
        {hook && <p className="line-clamp-2 text-sm text-muted-foreground">{hook}</p>}
        {onGenerateAnother && (
          // Its own row: the track name keeps the card's full width.
          <div className="mt-auto pt-2">
            <GenerateAnotherButton
              design={design}
              busy={replacing}
              onGenerate={onGenerateAnother}
            />
          </div>
        )}
      </div>
    </article>
  );
});
