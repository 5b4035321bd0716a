/**
 * Maps an artist's genres (free-form strings, as streaming services list them) to one of the
 * style families the engine draws for. Each genre votes for the first family whose pattern it
 * matches (specific patterns first, so "indie pop" is indie, "latin pop" is latin and "hardcore
 * punk" is punk, not metal); earlier genres weigh more because services list the most
 * representative first.
 */
import { HARDCORE_TECHNO } from '../genres/techno/sub-genres.ts';

export const GENRE_FAMILIES = [
  'metal',
  'punk',
  'hiphop',
  'rnb',
  'techno',
  'electronic',
  'pop',
  'kpop',
  'indie',
  'country',
  'folk',
  'jazz',
  'latin',
  'reggae',
  'classical',
  'neutral',
] as const;

export type GenreFamily = (typeof GENRE_FAMILIES)[number];

const RULES: readonly [GenreFamily, RegExp][] = [
  // K-pop's idol merch vocabulary (photocards, lightsticks) is its own; J-pop and C-pop are
  // drawn as pop. Korean hip hop, r&b and indie sell as their genre does (a rapper's merch is a
  // rapper's, not a lightstick), so only pop, ballads, idols and OSTs match "korean" here.
  ['kpop', /k-?pop|k-?ballad|korean (pop|idol|ost|ballad|girl group|boy group)|^korean$|idol/],
  // Internet pop's "-core" names are not metal.
  ['pop', /hyperpop|digicore|glitchcore|nightcore|pc music/],
  // Nor are indie's: slowcore and sadcore are hushed guitar music, emocore is emo.
  ['indie', /slowcore|sadcore|emocore/],
  // Hardcore techno and its kin (gabber, happy hardcore, frenchcore, speedcore) are the rave's,
  // not the hardcore punk show's.
  ['techno', HARDCORE_TECHNO],
  ['punk', /punk|hardcore|\boi\b|crust|screamo|d-beat|powerviolence|riot grrrl/],
  [
    'metal',
    // "-core" names metalcore's kin, never a film's score ("film score" was dressed as metal).
    /metal|(?<!s)core\b|doom|sludge|thrash|grind|djent|black ?gaze|death|stoner|power metal|nwobhm/,
  ],
  // Jamaica's music and its offspring (ska, rocksteady, roots, dub, dancehall, lovers rock, and
  // reggae sung anywhere, "reggae en español" included) before pop's "dance" and latin: but
  // reggaeton is urbano (latin), ska punk stays punk (matched above), and dub techno, dubstep and
  // ragga jungle are club music.
  [
    'reggae',
    /\breggae(?!ton)|dancehall|\bdub\b(?! ?techno)|\bska\b|rocksteady|lovers rock|ragga(?!.*jungle)|roots rock|nyahbinghi|\bmento\b|\b2 ?tone\b/,
  ],
  // Trap sung in Spanish is trap first: its merch is hip hop's (chrome, heavy type), not folk craft.
  ['hiphop', /\btrap\b|latin hip hop|rap latino/],
  // Blues rock is a rock band's (loud rock's bank), not a jazz club's: The Gravel Saints got a
  // saxophone and swing script.
  ['indie', /blues[- ]rock|boogie rock|electric blues rock/],
  // Chiptune and 8-bit are club music made on game consoles: electronic, not the neutral emblem.
  ['electronic', /chiptune|chip music|8-?bit|bitpop|video game music/],
  // Bossa nova's look is the mid-century record sleeve (Verve, Elenco): jazz's, not carnival's;
  // Latin jazz plays the jazz club, not the carnival.
  ['jazz', /bossa|latin jazz|afro-cuban jazz|cubop/],
  // West and Central Africa's band musics (highlife, jùjú, soukous…) wear afropop's sun and
  // pattern bands, not a neutral emblem.
  [
    'pop',
    /highlife|\bjuju\b|palm ?wine|makossa|soukous|congolese rumba|bongo flava|coup[ée]-d[ée]cal[ée]|mbalax|\bbenga\b/,
  ],
  // Amapiano, gqom and afro house are house music: club art, with afro pattern bands borrowed.
  ['electronic', /amapiano|gqom|afro ?house|afro tech|3-step/],
  // Desert blues and the griot traditions: guitar, dunes and woodcut, not a jazz club's sax.
  ['folk', /desert blues|tuareg|assouf|griot|kora|wassoulou|mande/],
  // Visual kei dresses gothic: roses, lace, ornate black, like gothic metal's.
  ['metal', /visual kei/],
  // Southern rock sells like country: trucks, highways, stars and bars of the road.
  ['country', /southern rock|country rock|red dirt/],
  // Brazilian funk is the favela's party: urbano's street, not r&b's satin.
  ['latin', /funk carioca|baile funk|brazilian funk|funk brasileiro|funk mandel|funk ostenta/],
  // Bluegrass and old-time are Appalachian: banjos and mountains, not cactus and sheriff stars.
  ['folk', /bluegrass|old-time|appalachian|mountain music/],
  // Fado and the Celtic traditions are folk's (the azulejo panel, the knotwork), however they
  // are named: 'fado' alone, 'irish trad', 'sean-nós', 'breton'.
  ['folk', /\bfado|fadista|sean-n[oó]s|irish trad|scottish trad|\bbreton|\bceilidh/],
  // Forró, baião and xote are north-eastern Brazil's (accordion, zabumba, the sertão's cactus),
  // not US country's; bolero is Latin America's romantic song, not a jazz club's.
  ['latin', /forró|forro|baião|baiao|\bxote|xaxado|piseiro|arrocha|\bbolero/],
  [
    'latin',
    /latin|reggaeton|urbano|salsa|bachata|cumbia|dembow|merengue|corrido|banda|tango|samba|mpb|flamenco|mariachi|perreo|norteño|norteno|regional mexican|son cubano|timba|vallenato/,
  ],
  ['rnb', /r&b|rnb|rhythm and blues|soul|funk|motown|quiet storm|new jack|gospel/],
  ['hiphop', /hip ?hop|rap|trap|drill|grime|boom ?bap|phonk|plugg|\brage\b|crunk|g-funk|afrobeats/],
  [
    'classical',
    /classical|orchestra|baroque|opera|choral|chamber music|symphon|score|soundtrack|compositional|romantic era|minimalism|early music|string quartet/,
  ],
  // India's art music by its own names ("carnatic", "hindustani vocal", "dhrupad"), not only as
  // "indian classical": ragas, the tanpura and the lotus (genres/classical/sub-genres.ts).
  ['classical', /carnatic|karnatic|hindustani|dhrupad|khayal|thumri|^ragas?$|^sitar$|^veena$/],
  ['jazz', /jazz|blues|swing|bebop|big band|lounge|bossa|cabaret/],
  // Sertanejo is Brazil's country music: boots, hats and duo portraits, not Mexican folk craft.
  ['country', /country|americana|bluegrass|honky|western|outlaw|red dirt|nashville|sertanejo/],
  ['folk', /folk|singer-songwriter|celtic|appalachian|acoustic|traditional|chanson/],
  // Psychedelic rock is guitar music (indie's psych bank): acid rock is not acid house, garage
  // psych not UK garage, and 'turkish psych' or 'neo-psychedelia' name no other family. Psych
  // soul, folk and doom matched their families above; psytrance and psychill stay electronic.
  ['indie', /^(?!.*(trance|psychill|psybient)).*(psych|acid rock|space rock|krautrock)/],
  // Greek art song (éntechno) is no club music, however it is spelled.
  ['techno', /(?<!en)techno|industrial|minimal|acid|hard ?style|trance|idm|ebm|darkwave/],
  [
    'electronic',
    /house|edm|electro|dubstep|drum and bass|dnb|jungle|synth|ambient|garage(?! rock)|club|rave|breakbeat|disco|downtempo|chillwave|vaporwave|footwork|uk bass|future bass|electronica/,
  ],
  [
    'indie',
    /indie|alt|emo|grunge|shoegaze|gaze\b|post-|garage rock|rock|lo-fi|lofi|dream pop|bedroom|noise|math|chillhop|chill beats|study beats|skramz|entec?hno/,
  ],
  // Film music and the regional pops (filmi, mizrahi, khaleeji, arabesk) are sold as pop: the
  // star's name and face; the pop family has layouts drawn for them (see genres/pop).
  [
    'pop',
    /pop|dance|boy band|girl group|teen|bubblegum|j-?rock|anime|filmi|bollywood|tollywood|kollywood|desi|bhangra|punjabi|mizrahi|khaleeji|arabesk|dabke/,
  ],
];

export function familyOfGenre(genre: string): GenreFamily {
  const normalised = genre.toLowerCase().trim();
  for (const [family, pattern] of RULES) if (pattern.test(normalised)) return family;
  return 'neutral';
}

export function genreFamily(genres: readonly string[]): GenreFamily {
  const votes = new Map<GenreFamily, number>();
  genres.forEach((genre, index) => {
    const family = familyOfGenre(genre);
    if (family === 'neutral') return;
    votes.set(family, (votes.get(family) ?? 0) + 1 / (1 + index * 0.5));
  });
  let best: GenreFamily = 'neutral';
  let bestScore = 0;
  for (const [family, score] of votes) {
    if (score > bestScore) {
      best = family;
      bestScore = score;
    }
  }
  return best;
}
