/** Game-icons motifs for indie, country and folk: guitars, the west, woodland and birds. */
import { CACTUS, MOON, MOUNTAIN, SUN } from './motif-words.ts';
import { EAGLE_NAMES, OWL_NAMES, SNAKE_NAMES } from './creature-words.ts';
import { PINE_NAMES } from './thing-words.ts';
import type { IconMotifSpec } from './types.ts';

export const ROOTS_ICONS: readonly IconMotifSpec[] = [
  // Indie and rock: guitars, the sun and moon, eyes, hands, planets.
  {
    icon: 'guitar',
    families: ['indie', 'country', 'latin', 'folk'],
    words: ['guitar', 'guitarra', 'guitare', 'gitarre', 'strings', 'song', 'play', 'rock', 'chord'],
  },
  {
    icon: 'guitar-head',
    families: ['indie', 'country'],
    words: ['guitar', 'tune', 'string', 'strings', 'rock', 'riff'],
  },
  {
    icon: 'moon',
    families: ['indie', 'jazz', 'rnb', 'folk', 'kpop', 'latin', 'pop', 'classical', 'neutral'],
    words: MOON,
  },
  { icon: 'sun', families: ['indie', 'latin', 'folk', 'neutral', 'reggae'], words: SUN },
  {
    icon: 'eyeball',
    families: ['indie', 'punk'],
    words: ['eye', 'eyes', 'see', 'watch', 'stare', 'look', 'vision', 'ojo', 'oeil', 'auge'],
  },
  {
    icon: 'hand',
    families: ['indie'],
    words: ['hand', 'hands', 'hold', 'touch', 'mano', 'reach', 'high five'],
  },
  {
    icon: 'swan',
    families: ['indie', 'classical', 'folk'],
    words: ['swan', 'lake', 'cisne', 'cygne', 'schwan', 'grace', 'white'],
  },
  // Country: the west.
  {
    icon: 'horseshoe',
    families: ['country'],
    words: ['luck', 'lucky', 'horse', 'horses', 'ride', 'rodeo', 'ranch', 'shoe'],
  },
  {
    icon: 'rattlesnake',
    families: ['country'],
    words: [
      ...SNAKE_NAMES,
      'rattlesnake',
      'rattler',
      'snake',
      'viper',
      'venom',
      'diamondback',
      'coiled',
    ],
  },
  {
    icon: 'cowboy-boot',
    families: ['country'],
    words: ['boot', 'boots', 'cowboy', 'cowgirl', 'honky', 'tonk', 'two step', 'boot scootin'],
  },
  {
    icon: 'cactus',
    families: ['country', 'latin'],
    words: [
      ...CACTUS,
      'desert',
      'cactus',
      'texas',
      'arizona',
      'mexico',
      'dry',
      'dust',
      'dusty',
      'sand',
      'west',
    ],
  },
  {
    icon: 'eagle-emblem',
    families: ['country', 'hiphop'],
    words: [
      ...EAGLE_NAMES,
      'eagle',
      'eagles',
      'freedom',
      'america',
      'american',
      'águila',
      'aigle',
      'adler',
      'soar',
      'fly',
    ],
  },
  {
    icon: 'western-hat',
    families: ['country'],
    words: ['hat', 'cowboy', 'cowgirl', 'stetson', 'rodeo', 'outlaw', 'sheriff', 'west', 'western'],
  },
  {
    icon: 'lasso',
    families: ['country'],
    words: ['rope', 'lasso', 'tie', 'tied', 'ranch', 'rodeo', 'wrangle'],
  },
  {
    icon: 'desert-skull',
    families: ['country', 'metal'],
    words: ['desert', 'skull', 'bones', 'bull', 'cattle', 'longhorn', 'dry', 'drought', 'west'],
  },
  {
    icon: 'wheat',
    families: ['country', 'folk'],
    words: [
      'wheat',
      'field',
      'fields',
      'harvest',
      'farm',
      'grain',
      'home',
      'homegrown',
      'country',
      'summer',
    ],
  },
  // Folk: woodland, mountains, birds, leaves.
  {
    icon: 'mountains',
    families: ['folk', 'country', 'indie'],
    words: [...MOUNTAIN, 'montaña', 'montagne', 'berg', 'berge', 'valley', 'north', 'high'],
  },
  {
    icon: 'pine-tree',
    families: ['folk', 'country', 'indie'],
    words: [
      ...PINE_NAMES,
      'forest',
      'woods',
      'tree',
      'trees',
      'winter',
      'snow',
      'wald',
      'bosque',
      'forêt',
      'christmas',
    ],
  },
  {
    icon: 'birch-trees',
    families: ['folk'],
    words: ['birch', 'forest', 'woods', 'trees', 'grove', 'wald', 'skog'],
  },
  {
    icon: 'deer',
    families: ['folk', 'country'],
    words: ['deer', 'doe', 'fawn', 'ciervo', 'cerf', 'hirsch', 'gentle', 'wild'],
  },
  {
    icon: 'stag-head',
    families: ['folk', 'metal', 'country'],
    words: ['stag', 'antlers', 'hart', 'king', 'hirsch', 'hunt', 'forest'],
  },
  {
    icon: 'oak-leaf',
    families: ['folk', 'classical'],
    words: [
      'leaf',
      'leaves',
      'oak',
      'autumn',
      'fall',
      'october',
      'hoja',
      'feuille',
      'blatt',
      'herbst',
    ],
  },
  {
    icon: 'tree-branch',
    families: ['folk', 'rnb'],
    words: ['branch', 'branches', 'leaves', 'spring', 'grow', 'roots', 'nature'],
  },
  {
    icon: 'barn-owl',
    families: ['folk', 'indie'],
    words: [...OWL_NAMES, 'owl', 'owls', 'night', 'wise', 'búho', 'hibou', 'eule', 'hoot'],
  },
  {
    icon: 'hummingbird',
    families: ['folk', 'latin', 'rnb'],
    words: [
      'hummingbird',
      'colibri',
      'colibrí',
      'bird',
      'birds',
      'sing',
      'song',
      'nectar',
      'flutter',
    ],
  },
  {
    icon: 'feather',
    families: ['folk', 'indie'],
    words: ['feather', 'feathers', 'float', 'pluma', 'plume', 'feder', 'wing'],
  },
];
