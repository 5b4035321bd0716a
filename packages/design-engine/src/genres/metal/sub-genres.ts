/**
 * Metal's sub-genres whose merch speaks its own language, as patterns over the artist's genres.
 * Each sub-genre layout is `onlyFor` one of these, so a black-metal band and a stoner band no
 * longer share a set with the name swapped (see index.ts). Patterns are tested on single genre
 * strings as streaming services list them ("atmospheric black metal", "stoner rock").
 */

/** Black metal and its offshoots: pale landscapes, symmetric spiked logos, black and white. */
export const BLACK_METAL =
  /black ?metal|blackened|black ?gaze|\bdsbm\b|depressive|pagan black|war metal/;

/** Doom, stoner, sludge and the 70s-revival heavy: occult posters, suns, peaks, warm desert. */
export const DOOM_STONER = /doom|stoner|sludge|desert rock|drone metal|occult|heavy psych/;

/** Thrash, speed, crossover, death and grind: angular logos, skulls, toxic energy. */
export const THRASH_DEATH =
  /thrash|speed metal|crossover|death ?metal|deathgrind|grind|groove metal/;

/** Power, symphonic, folk, viking and epic heavy metal: swords, shields, knotwork, capitals. */
export const EPIC_METAL =
  /power metal|symphonic|folk metal|viking|pagan metal|epic|celtic metal|medieval|melodic metal\b/;

/** Metalcore, deathcore, nu metal and djent: clean modern sans, sparse art, the band's picture. */
export const CORE_METAL =
  /metalcore|deathcore|nu ?-?metal|djent|mathcore|post-metal|alternative metal|rap metal/;

/**
 * The extreme sub-genres: death metal (melodic death aside), brutal and technical death, slam,
 * grind and black metal. Their merch is bone and blood on black: never a pastel or pink ink,
 * never a cartoon skull.
 */
export const EXTREME_METAL = new RegExp(
  `${BLACK_METAL.source}|brutal|technical death|tech(?:nical)? ?death|(?<!melodic )death metal|death doom|slam|grind|gore|war metal`,
);

export function isExtremeMetal(genres: readonly string[]): boolean {
  return genres.some((g) => EXTREME_METAL.test(g.toLowerCase()));
}

export function isCoreMetal(genres: readonly string[]): boolean {
  return genres.some((g) => CORE_METAL.test(g.toLowerCase()));
}

/**
 * The metal whose merch is bone and one hard colour on black, with a fierce skull: the extreme
 * styles and the core styles (deathcore and metalcore shirts are as hard as death metal's, only
 * cleaner in their type).
 */
export function isHardMetal(genres: readonly string[]): boolean {
  return isExtremeMetal(genres) || isCoreMetal(genres);
}
