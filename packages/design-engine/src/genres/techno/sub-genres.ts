/**
 * Hard techno, industrial techno, schranz, gabber and hardstyle, EBM: warehouse merch prints a
 * hard ink (a full red, an acid green) with black and white, never the salmon or mint a soft
 * lift gives (KRNL PANIC's red printed salmon on charcoal). Plan-set prints them with the
 * street inks (color/street-inks.ts), as drill and trap.
 */
export const HARD_TECHNO =
  /hard ?techno|industrial|schranz|gabber|hardcore techno|hard ?style|frenchcore|\bebm\b|rave techno|hard ?groove/;

export const isHardTechno = (genres: readonly string[]): boolean =>
  genres.some((g) => HARD_TECHNO.test(g.toLowerCase()));

/**
 * Hardcore techno (gabber, frenchcore, speedcore, happy hardcore): the Thunderdome's merch is
 * loud, a skull and a hard logo, not melodic techno's hairline grids (a reviewer found Gabber
 * Goblins 'polite', with no hardcore aggression).
 */
export const HARDCORE_TECHNO =
  /gabber|hardcore techno|happy hardcore|frenchcore|speedcore|terrorcore|uptempo/;
