/** Loads the mockup renderer when the package has one (built alongside the designs). */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface MockupResult {
  product: string;
  webp: Buffer;
  width: number;
  height: number;
}

export type RenderMockups = (input: {
  design: Buffer;
  kind: 'garment' | 'poster';
  garmentColor: string;
}) => Promise<MockupResult[]>;

export async function loadMockupRenderer(): Promise<RenderMockups | null> {
  const entry = new URL('../src/mockups/index.ts', import.meta.url);
  if (!existsSync(fileURLToPath(entry))) return null;
  const module = (await import(entry.href)) as { renderMockups?: RenderMockups };
  return module.renderMockups ?? null;
}
