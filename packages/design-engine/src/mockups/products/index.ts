import type { ProductKind } from '../types.ts';
import type { ProductScene } from './scene.ts';
import { hoodie } from './hoodie.ts';
import { mug } from './mug.ts';
import { poster } from './poster.ts';
import { tote } from './tote.ts';
import { tshirt } from './tshirt.ts';

export const PRODUCT_SCENES: Record<ProductKind, ProductScene> = {
  tshirt,
  hoodie,
  poster,
  mug,
  tote,
};
