export type ProductKind = 'tshirt' | 'hoodie' | 'poster' | 'mug' | 'tote';

export const PRODUCT_KINDS: readonly ProductKind[] = ['tshirt', 'hoodie', 'poster', 'mug', 'tote'];

export interface MockupInput {
  /** Transparent garment PNG (4500×5400 print file or a same-aspect preview) or a poster PNG (18×24 aspect). */
  design: Buffer;
  kind: 'garment' | 'poster';
  /** Hex colour of the fabric the design is sold on; also the paper/mug/tote colour for garment designs. */
  garmentColor: string;
  /** Default: all five for 'garment', ['poster'] for 'poster'. */
  products?: ProductKind[];
  /** Output width in px (the mockups are square), default 1200, at most 1200. */
  width?: number;
}

export interface Mockup {
  product: ProductKind;
  webp: Buffer;
  width: number;
  height: number;
}
