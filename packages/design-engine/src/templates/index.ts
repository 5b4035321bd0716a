/** The layouts several genre families share (each family lists the ones it uses). */
export { circularSeal } from './circular-seal.ts';
export { collage } from './collage.ts';
export { crest } from './crest.ts';
export { halftonePortrait } from './halftone-portrait.ts';
export { hookType } from './hook-type.ts';
export { monogram } from './monogram.ts';
export { neonGrid } from './neon-grid.ts';
export { retroSunset } from './retro-sunset.ts';
export { stackedType } from './stacked-type.ts';
export { tourPoster } from './tour-poster.ts';
