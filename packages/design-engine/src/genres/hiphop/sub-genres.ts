/**
 * Hip hop's sub-genres whose merch speaks its own language, as patterns over the artist's genres.
 * Each sub-genre layout is `onlyFor` one of these, so a drill MC, a boom-bap crew and an emo
 * rapper stop sharing one chrome-and-sticker set with the name swapped (see index.ts). Patterns
 * are tested on single genre strings as streaming services list them ("uk drill", "jazz rap").
 * Plain "hip hop", "rap", "trap" and "southern hip hop" match none: the family's own set (chrome,
 * ice, money) is trap's. National scenes ("german hip hop") get their own layout beside these.
 */

/** UK, Chicago, Brooklyn and the other drills, and grime: cold, stark, the estate. */
export const DRILL = /drill|grime/;

/**
 * Drill, grime and trap print hard: one clean hue at full strength with black and white (see
 * color/street-inks.ts). Plain "hip hop" and "rap" keep the family's own inks.
 */
export const HARD_STREET = new RegExp(`${DRILL.source}|\\btrap\\b`);

export const printsHard = (genres: readonly string[]): boolean =>
  genres.some((g) => HARD_STREET.test(g.toLowerCase()));

/** Boom bap, the golden era and the east coast: the boombox, the turntable, the subway. */
export const BOOM_BAP =
  /boom ?bap|golden age|old school hip hop|east coast hip hop|underground hip hop|turntablism|hardcore hip hop/;

/** Cloud, emo and sad rap, rage, plugg, phonk: gothic letters, butterflies, crosses, glitch. */
export const CLOUD_EMO = /cloud rap|emo rap|emo hip hop|sad rap|\brage\b|plugg|phonk|dark trap/;

/** Conscious, jazz rap and the alternative scene: the record crate, liner notes, woven prints. */
export const CONSCIOUS =
  /conscious|jazz rap|jazz hip hop|alternative hip hop|abstract hip hop|experimental hip hop|political hip hop|lo-?fi hip hop|afrocentric/;

/** Words streaming services put before "hip hop" or "rap" to name a national scene. */
const SCENES =
  'german|french|uk|british|russian|ukrainian|polish|czech|dutch|belgian|swiss|austrian|' +
  'italian|spanish|portuguese|swedish|norwegian|danish|finnish|greek|turkish|arabic|egyptian|' +
  'moroccan|algerian|tunisian|lebanese|israeli|persian|kurdish|desi|indian|pakistani|bangla|' +
  'nepali|japanese|chinese|taiwanese|vietnamese|thai|indonesian|filipino|malaysian|nigerian|' +
  'ghanaian|kenyan|south african|tanzanian|brazilian|australian|canadian|irish|scottish|kazakh|' +
  'georgian|armenian';

/** The national scenes: "german hip hop", "french rap", and the scenes' own words for it. */
export const REGIONAL = new RegExp(
  `^(${SCENES}) (hip ?hop|rap)$|deutschrap|rap fran[cç]ais|rap arabe`,
);
