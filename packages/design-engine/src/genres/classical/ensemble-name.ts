/**
 * How a concert bill sets an ensemble's name: the distinctive words huge, the kind of ensemble
 * small ("Ensemble / ARDENT", "ROYAL PHILHARMONIC / Orchestra of the Northern Provinces &
 * Chamber Choir", "AURELIA / String Quartet"). A 74-character name set whole can only be small;
 * set this way its words that identify it are the hero and the rest still reads on, in order.
 * Names without an ensemble word (a soloist, a name in another script) stay whole.
 */
export interface EnsembleName {
  /** Small words before the hero ("Ensemble"), or ''. */
  lead: string;
  /** The words set large. */
  hero: string;
  /** Small words after the hero ("Orchestra of the Northern Provinces & Chamber Choir"), or ''. */
  tail: string;
}

/** Words that say what kind of ensemble it is, not which one. */
const KIND =
  /^(orchestra|orchester|orchestre|orquesta|orquestra|orkest|ensemble|ensemb|choir|chorus|chor|chœur|coro|consort|quartet|quartett|quatuor|cuarteto|quintet|quintett|trio|duo|sextet|octet|players|singers|soloists|sinfonietta|camerata|chamber|string|strings|symphony|baroque)$/i;

/** Words that end the identifying part: what follows them is the long form. */
const BREAK = /^(of|the|&|and|und|et|y|with|for|de|des|du|der|des)$/i;

const split = (name: string): string[] => name.trim().split(/\s+/).filter(Boolean);

/**
 * The name split into a small lead, the hero and a small tail. Short names (≤ 18 characters)
 * with no ensemble word before or after the rest stay whole: "Hilary Hahn" is all hero.
 */
export function ensembleName(name: string): EnsembleName {
  const words = split(name);
  const whole: EnsembleName = { lead: '', hero: name.trim(), tail: '' };
  if (words.length < 2) return whole;
  const isKind = (w: string): boolean => KIND.test(w.replace(/[.,]$/, ''));
  // Leading kind words ("Ensemble Ardent", "Orchestra Mozart"), only when something follows.
  let start = 0;
  while (start < words.length - 1 && isKind(words[start] ?? '')) start += 1;
  // The hero runs to the next kind word or "of"/"&": "Royal Philharmonic | Orchestra of …".
  let end = start;
  while (end < words.length && !isKind(words[end] ?? '') && !BREAK.test(words[end] ?? '')) end += 1;
  if (end === start) return whole;
  const hero = words.slice(start, end).join(' ');
  const lead = words.slice(0, start).join(' ');
  const tail = words.slice(end).join(' ');
  // A tail of only "the"/"and" words would read broken: keep the name whole.
  if (tail && split(tail).every((w) => BREAK.test(w))) return whole;
  // Soloists' names and names already short read best whole.
  if (!lead && !tail) return whole;
  if (hero.length < 3) return whole;
  return { lead, hero, tail };
}

/** An alternate name that goes on from the name ("of the Northern Provinces…"), not a translation. */
const CONTINUES =
  /^(?:&|\+|and|y|e|et|und|with|con|avec|feat\.?|ft\.?|featuring|of|de|del|des|du|della|di|von|van|för|af)\s/iu;

export interface EnsembleLockup extends EnsembleName {
  /** The name's romanisation or translation, still to print small; null when merged or none. */
  alt: string | null;
}

/**
 * The parts of the name as the engine passes it: a long name arrives as its lead phrase
 * ("Royal Philharmonic Orchestra") with the rest as `altName` ("of the Northern Provinces &
 * Chamber Choir"); that rest reads on from the name, so it joins the small tail
 * ("Orchestra of the Northern Provinces & Chamber Choir") instead of standing as a translation.
 */
export function ensembleLockup(name: string, altName: string | null): EnsembleLockup {
  const parts = ensembleName(name);
  if (!altName || !CONTINUES.test(altName)) return { ...parts, alt: altName };
  if (parts.tail) return { ...parts, tail: `${parts.tail} ${altName}`, alt: null };
  // The lead phrase was all hero: the rest is its tail.
  return { ...parts, tail: altName, alt: null };
}
