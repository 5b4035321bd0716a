import { z } from 'zod';
import { designListSchema } from './design.ts';
import { storeFlagsSchema } from '../stores/store-data.ts';

const designsWithStoreFlagsSchema = storeFlagsSchema.extend({ designs: designListSchema });

export type DesignsWithStoreFlags = z.infer<typeof designsWithStoreFlagsSchema>;

/**
 * get-designs and getDesignsAndMocks answer either a bare list of designs or
 * `{ designs, isStoreEnabled, isStorePrivate, shopifyStoreUrl }` (spec §7). Parsing turns both
 * into the object form with normalized designs; the store flags are absent for a bare list.
 */
export const designsResponseSchema = z.union([
  designListSchema.transform((designs): DesignsWithStoreFlags => ({ designs })),
  designsWithStoreFlagsSchema,
]);
