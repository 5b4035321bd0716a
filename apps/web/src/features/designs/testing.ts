import type { DesignInput } from '@encore/contracts';

let sequence = 0;

/** Starts the designs' numbering again (before each test, so ids and paths are predictable). */
export function resetWireDesigns(): void {
  sequence = 0;
}

/**
 * A design as the server sends it, with unique ids and a createdAt a minute after the last; a
 * mockup per product named (the legacy tests use the tee alone).
 */
export function makeWireDesign(
  overrides: Partial<DesignInput> = {},
  products: readonly string[] = ['tee', 'hoodie'],
): DesignInput {
  sequence += 1;
  return {
    id: `design-${sequence}`,
    designAssetId: `asset-${sequence}`,
    design: `/files/designs/${sequence}/design.webp`,
    mocks: products.map((product) => `/files/designs/${sequence}/${product}.webp`),
    trackName: `Track ${sequence}`,
    hook: `Hook line ${sequence}`,
    createdAt: new Date(Date.UTC(2025, 5, 1, 12, sequence)).toISOString(),
    status: null,
    products: null,
    ...overrides,
  };
}
