/**
 * The singular and plain forms of a title word, so a motif word listed once ("wolf", "owl",
 * "conejo") also meets its plural ("Wolves", "Tame Owls") and its diminutive ("Bad Conejito",
 * "Marcianita", "Coelhinho"). Only Latin-script words; other scripts keep their own forms.
 */

/** Plurals that are words of their own, whose singular would name something else. */
const KEEP_PLURAL = new Set(['mars', 'news', 'lens', 'series', 'species', 'blues', 'always']);

/** Spanish and Portuguese diminutive endings and what the plain word ends in instead. */
const DIMINUTIVES: readonly (readonly [RegExp, string])[] = [
  [/(?<=..)cit([oa])s?$/, ''], // corazoncito → corazon
  [/(?<=...)it([oa])s?$/, '$1'], // conejito → conejo, marcianita → marciana
  [/(?<=...)ill([oa])s?$/, '$1'], // caballillo → caballo
  [/(?<=..)zinh([oa])s?$/, ''], // florzinha → flor
  [/(?<=...)inh([oa])s?$/, '$1'], // coelhinho → coelho
];

/** Other forms of `word` (lower case), not including the word itself; [] when none. */
export function baseForms(word: string): string[] {
  if (!/^\p{Script=Latin}+$/u.test(word) || word.length < 4) return [];
  const out = new Set<string>();
  for (const [pattern, plain] of DIMINUTIVES) {
    if (pattern.test(word)) out.add(word.replace(pattern, plain));
  }
  if (!KEEP_PLURAL.has(word) && !/(ss|us|is)$/.test(word)) {
    if (word.endsWith('ves')) out.add(`${word.slice(0, -3)}f`); // wolves → wolf
    if (word.endsWith('ies') && word.length > 4) out.add(`${word.slice(0, -3)}y`);
    if (/[^aeiou]es$/.test(word) && word.length > 4) out.add(word.slice(0, -2)); // leones → leon
    if (word.endsWith('s')) out.add(word.slice(0, -1)); // owls → owl, roses → rose
  }
  out.delete(word);
  return [...out].filter((w) => w.length >= 3);
}
