/** @encore/design-engine: artist profile → print-ready merch designs. */
export {
  generateDesigns,
  designId,
  emptyTimings,
  MAX_DESIGNS,
  type GenerateOptions,
} from './design/generate.ts';
export { renderContactSheet, type ContactSheetEntry } from './contact-sheet.ts';
export { extractPalette, type PaletteColor } from './color/palette.ts';
export { contrastRatio } from './color/color.ts';
export { ensureContrast } from './color/contrast.ts';
export { genreFamily, type GenreFamily } from './style/genre-family.ts';
export { TEMPLATE_IDS } from './genres/index.ts';
export { GENRE_FAMILIES } from './style/genre-family.ts';
/** The blanks and paper stocks designs are sold on; the store names them (stores/colour-names). */
export { GARMENTS, PAPERS } from './style/garments.ts';
export type {
  ArtistInput,
  CheckReport,
  GenerateInput,
  GeneratedDesign,
  Product,
  Scale,
  StageTimings,
  TemplateId,
  TrackInput,
} from './types.ts';
export * from './mockups/index.ts';
export {
  printManifest,
  readPrintManifest,
  withPrintManifest,
  type PrintManifest,
} from './render/print-manifest.ts';
export {
  DERIVED_PRINT_PRODUCTS,
  derivedPrintFiles,
  type DerivedPrintProduct,
} from './render/product-prints.ts';
export { mapLimit } from './util/map-limit.ts';
export { ASSET_CREDITS, creditsInMarkup, type AssetCredit } from './motifs/credits.ts';
