import type { Design } from '@encore/contracts';

/** A design's creation time in ms, or null when it has none (or an unreadable one). */
function createdAtMs(design: Pick<Design, 'createdAt'>): number | null {
  if (design.createdAt === null) return null;
  const time = Date.parse(design.createdAt);
  return Number.isNaN(time) ? null : time;
}

/** The newest createdAt of a list in ms; null for a list without dated designs. */
export function newestCreatedAt(designs: readonly Pick<Design, 'createdAt'>[]): number | null {
  let newest: number | null = null;
  for (const design of designs) {
    const time = createdAtMs(design);
    if (time !== null && (newest === null || time > newest)) newest = time;
  }
  return newest;
}

/** A "Generate another" design in an existing card (its card is named after an earlier one). */
const replacesAnother = (design: Pick<Design, 'id' | 'slotId'>): boolean =>
  design.slotId !== undefined && design.slotId !== design.id;

/**
 * The new cards created after `baseline` (spec §4.4), newest first. A null baseline means none
 * of the earlier designs were dated, so every dated design is new. A design that took an existing
 * card's place (Generate another) is not a new design: its card shows it already.
 */
export function designsNewerThan<T extends Pick<Design, 'createdAt' | 'id' | 'slotId'>>(
  designs: readonly T[],
  baseline: number | null,
): T[] {
  const dated = designs
    .filter((design) => !replacesAnother(design))
    .map((design) => ({ design, time: createdAtMs(design) }))
    .filter(
      (entry): entry is { design: T; time: number } =>
        entry.time !== null && (baseline === null || entry.time > baseline),
    );
  return dated.sort((a, b) => b.time - a.time).map((entry) => entry.design);
}

/** 'N new design(s) ready!' of spec §4.4. */
export function newDesignsMessage(count: number): string {
  return `${count} new ${count === 1 ? 'design' : 'designs'} ready!`;
}

/** The DOM id of a design's card, for scrolling to it. */
export function designCardId(designId: string): string {
  return `design-${designId}`;
}
