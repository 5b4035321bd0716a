/**
 * The country family's figures that only belong to North America's West: the bison and the
 * water tower are drawn for a United States or Canadian act; a sertanejo duo from Goiás or a
 * country act from Australia or Norway gets the bull, the horse and the cactus instead. The
 * game-icons windmill is a Dutch one, so it is drawn for nobody.
 */
import type { TemplateContext } from '../../layout/template.ts';
import { homeCountry } from '../shared/art.ts';
import { COUNTRY_DEFAULTS } from './motifs.ts';

/** Whether the act is from the US or Canada (the country is the only detail a layout gets). */
export function fromAmericanWest(ctx: TemplateContext): boolean {
  return /^(united states|usa?|canada)$/i.test(homeCountry(ctx) ?? '');
}

/** The family's emblem defaults, without the bison outside North America. */
export function countryDefaults(ctx: TemplateContext): readonly string[] {
  return fromAmericanWest(ctx) ? COUNTRY_DEFAULTS : COUNTRY_DEFAULTS.filter((m) => m !== 'bison');
}

/** The animal on a buckle or trophy plate. */
export function buckleAnimals(ctx: TemplateContext): readonly string[] {
  return fromAmericanWest(ctx) ? ['bison', 'bison', 'bull', 'horse-head'] : ['bull', 'horse-head'];
}

/** The figure standing on the horizon of a sunset over furrows. */
export function horizonFigures(ctx: TemplateContext): readonly string[] {
  return fromAmericanWest(ctx) ? ['water-tower', 'cactus', 'water-tower'] : ['cactus'];
}
