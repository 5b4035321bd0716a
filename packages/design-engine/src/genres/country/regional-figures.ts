/**
 * The country family's figures that only belong to North America's West: the bison and the
 * water tower are drawn for a United States or Canadian act; a sertanejo duo from Goiás or a
 * country act from Australia or Norway gets the bull, the horse and the cactus instead. The
 * game-icons windmill is a Dutch one, so it is drawn for nobody.
 */
import type { TemplateContext } from '../../layout/template.ts';
import { homeCountry } from '../shared/art.ts';
import { hasIcon } from '../../motifs/game-icons.ts';
import { wordsOf } from '../../motifs/word-match.ts';
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
  return fromAmericanWest(ctx)
    ? ['bison', 'bison', 'desert-skull', 'horse-head']
    : ['desert-skull', 'horse-head'];
}

/** Words for a buckle's animal, and the head each calls for. */
const BUCKLE_WORDS: readonly (readonly [RegExp, string])[] = [
  [
    /^(horse|horses|pony|stallion|mustang|bronco|rodeo|ride|rider|riding|cowboy|cowgirl)$/,
    'horse-head',
  ],
  [/^(bull|bulls|longhorn|longhorns|steer|cattle|buck)$/, 'desert-skull'],
  [/^(eagle|eagles|freedom|liberty|america|american)$/, 'eagle-head'],
  [/^(wolf|wolves|coyote|howl|howlin|howling)$/, 'wolf-head'],
  [/^(bear|bears|grizzly)$/, 'bear-head'],
  [/^(deer|elk|stag|antlers)$/, 'deer-head'],
  // The band's dogs ("Dusty Road Dogs", a "Hound Dog" song): the sitting dog, as on its other
  // designs; a pair faces over the name on the trophy plate.
  [
    /^(dog|dogs|hound|hounds|houndog|coonhound|coonhounds|bloodhound|pup|puppy|perro|perros)$/,
    'sitting-dog',
  ],
];

/**
 * The buckle's animal: the one this design's song or the name names ("Bronco Summer" → the
 * horse, "Longhorn Line" → the bull, "Wolf Creek" → the wolf), else a seeded pick of the
 * region's buckle animals.
 */
export function buckleAnimal(ctx: TemplateContext): string {
  for (const text of [ctx.track, `${ctx.name} ${ctx.altName ?? ''}`]) {
    const words = wordsOf([text]);
    for (const [pattern, head] of BUCKLE_WORDS)
      if (hasIcon(head) && words.some((w) => pattern.test(w))) return head;
  }
  return ctx.rng.pick(buckleAnimals(ctx));
}

/** The figure standing on the horizon of a sunset over furrows. */
export function horizonFigures(ctx: TemplateContext): readonly string[] {
  return fromAmericanWest(ctx) ? ['water-tower', 'cactus', 'water-tower'] : ['cactus'];
}
