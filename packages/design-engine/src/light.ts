/**
 * `@encore/design-engine/light`: what a process may import without loading the engine itself
 * (fonts, HarfBuzz's WebAssembly, resvg, sharp). The server's web process reads these at start
 * and imports the engine only when a job first draws (decision 050).
 */
export { ensureContrast } from './color/contrast.ts';
export { contrastRatio } from './color/color.ts';
export { ASSET_CREDITS, type AssetCredit } from './motifs/asset-credits.ts';
