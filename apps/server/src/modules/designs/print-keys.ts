// Where a garment design's other print files live. A garment design is sold as a poster and a mug
// too, and each needs a file of its own shape (the engine's derivedPrintFiles); they are stored
// beside the garment print file under keys made from its key, so a design row keeps one print key
// and a store product finds its file from that key and its kind.
import type { DerivedPrintProduct } from '@encore/design-engine';

/** `prints/<sha256>.png` → `prints/<sha256>-poster.png` (or `-mug`). */
export function derivedPrintKey(printKey: string, product: DerivedPrintProduct): string {
  return printKey.replace(/\.png$/, '') + `-${product}.png`;
}
