/** Every layout template, by id. */
import type { Template } from '../layout/template.ts';
import type { TemplateId } from '../style/styles.ts';
import { circularSeal } from './circular-seal.ts';
import { collage } from './collage.ts';
import { crest } from './crest.ts';
import { halftonePortrait } from './halftone-portrait.ts';
import { hookType } from './hook-type.ts';
import { monogram } from './monogram.ts';
import { neonGrid } from './neon-grid.ts';
import { retroSunset } from './retro-sunset.ts';
import { stackedType } from './stacked-type.ts';
import { tourPoster } from './tour-poster.ts';

export const TEMPLATES: Record<TemplateId, Template> = {
  'tour-poster': tourPoster,
  'circular-seal': circularSeal,
  'stacked-type': stackedType,
  'halftone-portrait': halftonePortrait,
  'retro-sunset': retroSunset,
  crest,
  'neon-grid': neonGrid,
  monogram,
  'hook-type': hookType,
  collage,
};

export const TEMPLATE_IDS = Object.keys(TEMPLATES) as TemplateId[];
