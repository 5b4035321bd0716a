/**
 * Hip hop's sub-genres whose merch speaks its own language, as patterns over the artist's genres.
 * Each sub-genre layout is `onlyFor` one of these, so a drill MC, a boom-bap crew and an emo
 * rapper stop sharing one chrome-and-sticker set with the name swapped (see index.ts). Patterns
 * are tested on single genre strings as streaming services list them ("uk drill", "jazz rap").
 * Plain "hip hop", "rap", "trap" and "southern hip hop" match none: the family's own set (chrome,
 * ice, money) is trap's.
 */

/** UK, Chicago, Brooklyn and the other drills, and grime: cold, stark, the estate. */
export const DRILL = /drill|grime/;

/** Boom bap, the golden era and the east coast: the boombox, the turntable, the subway. */
export const BOOM_BAP =
  /boom ?bap|golden age|old school hip hop|east coast hip hop|underground hip hop|turntablism|hardcore hip hop/;

/** Cloud, emo and sad rap, rage, plugg, phonk: gothic letters, butterflies, crosses, glitch. */
export const CLOUD_EMO = /cloud rap|emo rap|emo hip hop|sad rap|\brage\b|plugg|phonk|dark trap/;

/** Conscious, jazz rap and the alternative scene: the record crate, liner notes, woven prints. */
export const CONSCIOUS =
  /conscious|jazz rap|jazz hip hop|alternative hip hop|abstract hip hop|experimental hip hop|political hip hop|lo-?fi hip hop|afrocentric/;
