/**
 * Indie's sub-genres whose merch speaks its own language, as patterns over the artist's genres
 * (lowercase, one genre string at a time, as streaming services list them). "Indie" is the
 * engine's catch-all: a shoegaze band, a midwest emo band, a lo-fi beats producer and a Thai or
 * Korean indie act all land in it, so each gets a layout bank of its own (see index.ts) and no
 * longer shares one set with the name swapped.
 */

/** Shoegaze, dream pop and slowcore: hazy type, blooms and walls of sound. */
export const DREAM_GAZE = /shoegaze|nu ?gaze|dream ?pop|slowcore|ethereal wave|dreamgaze/;

/** Emo, midwest emo and math rock: hand-drawn line art, lowercase handwriting, the porch. */
export const EMO_MATH = /(^|[\s-])emo($|[\s-])|emocore|math rock|math pop|twinkle|skramz|screamo/;

/** Lo-fi beats, chillhop and bedroom pop: a cosy window, the moon and a tape, rounded type. */
export const LOFI_BEDROOM =
  /^lo-?fi$|lo-?fi (beats|chill|study|jazz|house|sleep)|chillhop|jazzhop|chill ?beats|study beats|bedroom pop|bedroom indie/;

/**
 * Psychedelic rock and its kin (Anatolian rock, Turkish psych, acid, space, kraut and desert rock,
 * neo-psychedelia, garage psych): 70s poster lettering, suns, eyes and warm inks. Psychedelic
 * soul, folk and trance belong to their own families and never reach this bank.
 */
export const PSYCH_ROCK =
  /psych(?!edelic (soul|folk|trance))|acid rock|space rock|krautrock|desert rock|anadolu rock|anatolian rock/;

/**
 * Rock with no softer word (plain, hard, classic, glam, garage, rock and roll, grunge; J-rock and
 * Japanese rock): loud shirts (the flyer, the photocopied photo, the gig poster), not the
 * polaroid, the tape or the liner notes. Indie rock and alternative rock stay plain indie, the
 * national scenes' "<country> rock" tags stay in their scene, math rock is emo's.
 */
export const LOUD_ROCK =
  /^(hard |heavy |classic |arena |album |glam |garage |modern )?rock( and roll| ?'?n'? ?roll| revival)?$|garage rock|^j-?rock$|japanese rock|rock ?(and|&|'?n'?) ?roll|rockabilly|(^|[\s-])grunge$/;

/**
 * National indie scenes written in their own script (Hebrew, Thai, Hangul, Greek, Japanese,
 * Chinese, Arabic, Cyrillic, Devanagari): the name set large in it, a night city or the sea.
 */
export const SCRIPT_SCENES = new RegExp(
  [
    'israeli',
    'hebrew',
    'thai',
    'k-indie',
    'korean (indie|rock|folk)',
    'greek',
    'entec?hno',
    'j-indie',
    // Japanese rock and J-rock are loud rock first (LOUD_ROCK), not the night-city scene.
    'japanese (indie|alternative|alternative rock|post-rock|shoegaze)',
    'c-indie',
    'chinese indie',
    'taiwan(ese)? indie',
    'mandopop indie',
    'cantonese indie',
    'arab(ic)? (indie|rock|alternative)',
    'lebanese (indie|rock)',
    'egyptian (indie|rock)',
    'persian (indie|rock)',
    'iranian (indie|rock)',
    'russian (indie|rock|post-punk)',
    'ukrainian (indie|rock)',
    'hindi indie',
    'indian indie',
    'bengali (indie|rock)',
    'georgian (indie|rock)',
    'armenian (indie|rock)',
  ].join('|'),
);
