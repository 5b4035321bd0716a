/**
 * Which instrument the jazz instrument layout draws: the one the artist's own words name ("Oud
 * Nights", "Sax in the City", "Sanfona"), looked for in this design's track first, then the
 * other tracks, then the name; else a neutral bandstand pick. An orchestral French horn is no
 * jazz default, and a band whose tracks name an instrument the icon set lacks (the oud, the
 * qanun) gets the club microphone rather than someone else's instrument.
 */
import type { Rng } from '../../random/prng.ts';
import { wordsOf } from '../../motifs/word-match.ts';

/** Words (several languages) and the game-icons instrument each names; null: none drawable. */
const INSTRUMENT_WORDS: readonly (readonly [readonly string[], string | null])[] = [
  [
    [
      'sax',
      'saxo',
      'saxophone',
      'saxofón',
      'saxofone',
      'saxofon',
      'tenor',
      'alto',
      'サックス',
      '색소폰',
    ],
    'saxophone',
  ],
  [
    [
      'trumpet',
      'trompeta',
      'trompete',
      'trompette',
      'tromba',
      'horn',
      'brass',
      'cornet',
      'flugelhorn',
      'トランペット',
      '트럼펫',
      'بوق',
    ],
    'trumpet',
  ],
  [['clarinet', 'clarinete', 'clarinette', 'klarinette', 'clarinetto'], 'clarinet'],
  [
    [
      'piano',
      'pianos',
      'keys',
      'klavier',
      'ivory',
      'ivories',
      'ピアノ',
      '피아노',
      'بيانو',
      'פסנתר',
    ],
    'grand-piano',
  ],
  [
    ['guitar', 'guitarra', 'guitare', 'gitarre', 'chitarra', 'violão', 'violao', 'ギター', '기타'],
    'guitar',
  ],
  // Bossa nova, samba, MPB and choro are the nylon-string guitar's music: Caetano Brisa's bossa
  // nova drew a saxophone.
  [['bossa', 'samba', 'mpb', 'choro', 'flamenco', 'manouche', 'gypsy'], 'guitar'],
  [['bass', 'contrabass', 'contrabajo', 'contrebasse', 'kontrabass'], 'guitar-bass-head'],
  [
    [
      'drum',
      'drums',
      'drummer',
      'batería',
      'bateria',
      'batterie',
      'schlagzeug',
      'snare',
      'ドラム',
      '드럼',
    ],
    'drum-kit',
  ],
  [
    [
      'violin',
      'violín',
      'violino',
      'violon',
      'geige',
      'fiddle',
      'كمان',
      'כינור',
      'バイオリン',
      '바이올린',
    ],
    'violin',
  ],
  [
    [
      'accordion',
      'acordeón',
      'acordeon',
      'acordeão',
      'sanfona',
      'bandoneón',
      'bandoneon',
      'akkordeon',
    ],
    'accordion',
  ],
  // The icon is a fipple flute: kwela's pennywhistle and the tin whistle as much as the flute.
  [
    ['flute', 'flauta', 'flûte', 'flöte', 'ney', 'ناي', 'pennywhistle', 'whistle', 'recorder'],
    'flute',
  ],
  [['vibes', 'vibraphone', 'xylophone', 'marimba'], 'xylophone'],
  [['harp', 'arpa', 'harpe', 'harfe'], 'harp'],
  // A singer's instrument is the microphone: vocal jazz drew a trumpet or a clarinet (review).
  [
    [
      'vocal',
      'vocals',
      'vocalese',
      'voice',
      'singer',
      'crooner',
      'chanteuse',
      'cantante',
      'sängerin',
      'scat',
    ],
    'old-microphone',
  ],
  // Named, but not in the icon set: no other instrument stands in for these.
  [['oud', 'ud', 'عود', 'qanun', 'kanun', 'قانون', 'sitar', 'सितार', 'buzuq', 'bouzouki'], null],
];

/** The bandstand when no word names an instrument. */
const NEUTRAL = ['saxophone', 'saxophone', 'trumpet', 'clarinet', 'grand-piano'];
/** When the words name an instrument with no silhouette. */
const UNDRAWABLE = 'old-microphone';

function named(text: string): string | null | undefined {
  const words = wordsOf([text]);
  for (const [names, icon] of INSTRUMENT_WORDS) {
    const hit = names.some((n) =>
      /\p{Script=Latin}/u.test(n) ? words.includes(n) : words.some((w) => w.includes(n)),
    );
    if (hit) return icon;
  }
  return undefined;
}

/** The instrument for these texts (this design's track first, then other tracks, the name). */
export function jazzInstrumentFor(texts: readonly string[], rng: Rng): string {
  for (const text of texts) {
    const icon = named(text);
    if (icon !== undefined) return icon ?? UNDRAWABLE;
  }
  return rng.pick(NEUTRAL);
}
