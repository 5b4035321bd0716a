import { z } from 'zod';

// A design as the workflows send it (spec §3). Identifiers arrive under several names and types,
// and optional parts arrive as null, '' or the text 'undefined', so the wire shape is lenient and
// `normalizeDesign` turns it into the one `Design` shape the screens use.

const wireId = z.union([z.string(), z.number()]);

/** Where a "Generate another" of a design stands; the job's own progress. */
export const DESIGN_REPLACEMENT_STATUSES = ['queued', 'running', 'failed'] as const;
export const designReplacementSchema = z.object({
  id: z.string().min(1),
  status: z.enum(DESIGN_REPLACEMENT_STATUSES),
  /** 0–100 towards the new design with its mockups. */
  progress: z.number().int().min(0).max(100),
  /** What the job is doing now, e.g. 'Making mockups'. */
  step: z.string(),
});
export type DesignReplacement = z.infer<typeof designReplacementSchema>;

export const designInputSchema = z.object({
  id: wireId.nullish(),
  designAssetId: wireId.nullish(),
  /** Misspelt variant some workflows send; accepted as designAssetId. */
  desingAssetId: wireId.nullish(),
  /** Main design image URL. */
  design: z.string().nullish(),
  /** Mockup image URLs. */
  mocks: z.array(z.string().nullable()).nullish(),
  trackName: z.string(),
  hook: z.string().nullish(),
  createdAt: z.string().nullish(),
  /** Only 'processing' has been seen; other values are passed through. */
  status: z.string().nullish(),
  /** Present when the design is already in the store; the item shape is not specified. */
  products: z.array(z.unknown()).nullish(),
  /** Encore: the card's place in the list; stays the same when "Generate another" replaces it. */
  slotId: wireId.nullish(),
  /** Encore: a "Generate another" of this design under way or failed. */
  replacement: designReplacementSchema.nullish(),
});

export type DesignInput = z.input<typeof designInputSchema>;

export const designSchema = z.object({
  id: z.string().min(1),
  designAssetId: z.string().nullable(),
  design: z.string().nullable(),
  mocks: z.array(z.string()),
  trackName: z.string(),
  hook: z.string().nullable(),
  createdAt: z.string().nullable(),
  status: z.string().nullable(),
  products: z.array(z.unknown()).nullable(),
  /** Present when the source names it; see `designSlot`. */
  slotId: z.string().optional(),
  replacement: designReplacementSchema.optional(),
});

export type Design = z.infer<typeof designSchema>;

export const DESIGN_STATUS_PROCESSING = 'processing';

function presentId(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function presentText(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return value;
}

// FNV-1a: a small, stable hash so a design without any id gets the same id on every fetch
// (selection and React keys stay stable, and the function stays pure).
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Applies the design rules of spec §3:
 * - designAssetId is taken from `designAssetId`, else from the misspelt `desingAssetId`;
 * - id falls back to the designAssetId, else to an id generated from the design's content and
 *   its position in the list (`index`), so identical designs in one list still differ;
 * - hook is dropped (null) when empty or the text 'undefined';
 * - empty image URLs are dropped.
 */
export function normalizeDesign(input: DesignInput, index = 0): Design {
  const designAssetId = presentId(input.designAssetId) ?? presentId(input.desingAssetId);
  const design = presentText(input.design);
  const createdAt = presentText(input.createdAt);
  const hook = presentText(input.hook);
  const slotId = presentId(input.slotId);
  const id =
    presentId(input.id) ??
    designAssetId ??
    `generated-${fnv1a(JSON.stringify([index, input.trackName, design, createdAt]))}`;

  return {
    id,
    designAssetId,
    design,
    mocks: (input.mocks ?? []).filter((url): url is string => presentText(url) !== null),
    trackName: input.trackName,
    hook: hook === null || hook.trim() === 'undefined' ? null : hook,
    createdAt,
    status: presentText(input.status),
    products: input.products ?? null,
    ...(slotId === null ? {} : { slotId }),
    ...(input.replacement ? { replacement: input.replacement } : {}),
  };
}

/**
 * The card a design fills: its slot when the source names one, else the design itself. Selection
 * keys on it, so a selected card stays selected when "Generate another" replaces its design.
 */
export function designSlot(design: Pick<Design, 'id' | 'slotId'>): string {
  return design.slotId ?? design.id;
}

/** A "Generate another" of the design is queued or running. */
export function isDesignBeingReplaced(design: Pick<Design, 'replacement'>): boolean {
  return design.replacement !== undefined && design.replacement.status !== 'failed';
}

export function normalizeDesigns(inputs: readonly DesignInput[]): Design[] {
  return inputs.map((input, index) => normalizeDesign(input, index));
}

/** Parses the wire list and normalizes it: `z.input` is the wire shape, `z.infer` is `Design[]`. */
export const designListSchema = z.array(designInputSchema).transform(normalizeDesigns);

/** A design with products is already in the store (spec §4.3). */
export function isDesignInStore(design: Pick<Design, 'products'>): boolean {
  return design.products !== null && design.products.length > 0;
}
