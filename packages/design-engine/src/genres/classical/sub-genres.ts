/**
 * The traditions inside the classical family whose merch must speak its own language, read off
 * the artist's genres (lowercase, one genre string at a time). A carnatic singer wearing a treble
 * clef, a laurel and a grand piano reads as a Western conservatoire's shirt with the name
 * swapped; a baroque ensemble under a grand piano is a century out. Each tradition names what
 * its emblems, wreaths and notation may be (medal-emblem.ts, instruments.ts, and the layouts
 * that swap the laurel for a lotus garland).
 */

/**
 * Indian art music: carnatic and hindustani, their forms (raga, dhrupad, khayal, thumri) and
 * their instruments as streaming services list them ("sitar", "carnatic violin"). Ragas have
 * no staff, and a lotus, not a laurel, crowns them.
 */
export const INDIAN_CLASSICAL =
  /carnatic|karnatic|hindustani|indian classical|(^|\s)ragas?($|\s)|dhrupad|khayal|thumri|sitar|sarod|veena|vina\b|bansuri|tabla|mridangam|santoor|shehnai|tanpura|jugalbandi/;

/**
 * Early music: baroque, renaissance and medieval repertoire and the period-instrument ensembles
 * that play it. Baroque pop is a pop style and no concern of this family.
 */
export const EARLY_MUSIC =
  /baroque(?! pop)|early music|renaissance|medieval|harpsichord|\blute|viola da gamba|\bviols?\b|consort|period instrument|historically informed/;

export type ClassicalTradition = 'indian' | 'early' | 'western';

/** The artist's tradition: the first of its genres that names one; else Western art music. */
export function classicalTradition(genres: readonly string[] | undefined): ClassicalTradition {
  const listed = (genres ?? []).map((g) => g.toLowerCase());
  if (listed.some((g) => INDIAN_CLASSICAL.test(g))) return 'indian';
  if (listed.some((g) => EARLY_MUSIC.test(g))) return 'early';
  return 'western';
}
