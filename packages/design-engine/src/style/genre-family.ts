/**
 * Maps an artist's genres (free-form strings, as streaming services list them) to one of the
 * brief's style families. Each genre votes for the first family whose pattern it matches
 * (specific patterns first, so "indie pop" is indie and "latin pop" is latin); earlier genres
 * weigh more because services list the most representative first.
 */

export type GenreFamily =
  | 'metal'
  | 'hiphop'
  | 'electronic'
  | 'pop'
  | 'indie'
  | 'country'
  | 'jazz'
  | 'latin'
  | 'classical'
  | 'neutral';

const RULES: readonly [GenreFamily, RegExp][] = [
  ['metal', /metal|core\b|doom|sludge|thrash|grind|djent|black ?gaze|death|stoner/],
  [
    'latin',
    /latin|reggaeton|urbano|salsa|bachata|cumbia|dembow|merengue|corrido|banda|tango|bossa|samba|mpb|flamenco|mariachi|perreo/,
  ],
  ['hiphop', /hip ?hop|rap|trap|drill|grime|boom ?bap|phonk|crunk|g-funk/],
  [
    'classical',
    /classical|orchestra|baroque|opera|choral|chamber|symphon|score|soundtrack|compositional|romantic era|minimalism|early music|string quartet/,
  ],
  [
    'jazz',
    /jazz|soul|r&b|rnb|rhythm and blues|funk|blues|gospel|motown|swing|bebop|lounge|quiet storm/,
  ],
  [
    'country',
    /country|folk|americana|bluegrass|honky|western|outlaw|singer-songwriter|celtic|appalachian/,
  ],
  [
    'electronic',
    /house|techno|edm|electro|trance|dubstep|drum and bass|dnb|jungle|synth|ambient|idm|garage(?! rock)|club|rave|hardstyle|breakbeat|disco|downtempo|chillwave|vaporwave|footwork|uk bass|future bass/,
  ],
  [
    'indie',
    /indie|alt|punk|emo|grunge|shoegaze|post-|garage rock|rock|lo-fi|lofi|dream pop|bedroom|noise|math/,
  ],
  ['pop', /pop|idol|dance|boy band|girl group|teen|bubblegum|j-pop|k-pop|c-pop|mandopop|cantopop/],
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
