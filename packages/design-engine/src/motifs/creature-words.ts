/**
 * Words that NAME an animal or an emblem thing, in the languages artists name themselves in
 * (Spanish, Portuguese, French, German, Scandinavian, Icelandic, Russian, Japanese, Korean,
 * Thai, Arabic, Hebrew, Hindi). Each list is a naming group (motif-words.ts): a band called
 * "Wolves of Hrafnfell", "Bad Conejito", "ØRN" or "สิงโต นำโชค" gets its animal as the emblem.
 * Singular forms are enough for Latin-script words: plurals and diminutives are reduced to them
 * by word-match.ts ("wolves" → "wolf", "conejito" → "conejo").
 */

import { EMBLEM_THING_GROUPS } from './thing-words.ts';

/** Comma-separated words to a list (phrases keep their spaces). */
const list = (words: string): string[] => words.split(/\s*,\s*/).filter((w) => w.length > 0);

export const WOLF_NAMES = list(
  'wolf, wolves, lobo, loba, loup, louve, lupo, ulv, varg, vargr, úlfur, ulfur, ' +
    'susi, волк, волки, 狼, オオカミ, 늑대, หมาป่า, ذئب, ذئاب, זאב, זאבים, भेड़िया, bhediya, werewolf, direwolf',
);

export const EAGLE_NAMES = list(
  'eagle, águila, aguila, águia, aguia, aigle, adler, aquila, ørn, örn, orn, örninn, ' +
    'kotka, орёл, орел, 鷲, ワシ, 독수리, อินทรี, نسر, עיט, गरुड़, baaz, garuda',
);

export const RAVEN_NAMES = list(
  'raven, crow, rabe, krähe, cuervo, corvo, corbeau, corneille, ravn, korp, hrafn, hrafnar, ' +
    'ворон, 烏, カラス, 까마귀, อีกา, غراب, עורב, कौआ, kauwa, huginn, muninn',
);

export const OWL_NAMES = list(
  'owl, búho, buho, lechuza, tecolote, coruja, hibou, chouette, eule, gufo, civetta, ugle, ' +
    'uggla, сова, 梟, フクロウ, 부엉이, 올빼미, นกฮูก, بومة, ינשוף, उल्लू, ullu',
);

export const LION_NAMES = list(
  'lion, león, leon, leão, leao, löwe, lowe, leone, løve, lejon, лев, 獅子, ライオン, 사자, ' +
    'สิงโต, أسد, asad, אריה, शेर, sher, simba, lionheart',
);

export const TIGER_NAMES = list(
  'tiger, tigre, tigresa, tigris, тигр, 虎, トラ, 호랑이, เสือ, نمر, נמר, बाघ, baagh, bagh',
);

export const SNAKE_NAMES = list(
  'snake, serpent, serpiente, serpente, cobra, víbora, vibora, schlange, slange, ' +
    'змея, 蛇, ヘビ, 뱀, งู, ثعبان, أفعى, נחש, साँप, saanp, naag, nagin, viper',
);

export const RABBIT_NAMES = list(
  'rabbit, bunny, hare, conejo, coneja, coelho, coelha, lapin, lapine, hase, kaninchen, ' +
    'kanin, кролик, заяц, 兎, うさぎ, ウサギ, 토끼, กระต่าย, أرنب, ארנב, खरगोश',
);

export const HORSE_NAMES = list(
  'horse, stallion, mustang, pony, caballo, yegua, cavalo, égua, cheval, pferd, ' +
    'cavallo, hest, häst, лошадь, конь, 馬, ウマ, ม้า, حصان, خيل, סוס, घोड़ा, ghoda',
);

export const BEAR_NAMES = list(
  'bear, oso, osa, urso, ursa, ours, ourse, bär, orso, bjørn, björn, bjorn, karhu, ' +
    'медведь, 熊, クマ, 곰, หมี, דוב, भालू, bhalu',
);

export const FOX_NAMES = list(
  'fox, vixen, zorro, zorra, raposa, renard, fuchs, volpe, räv, refur, лиса, лис, ' +
    '狐, キツネ, 여우, จิ้งจอก, ثعلب, שועל, लोमड़ी',
);

export const SKULL_NAMES = list(
  'skull, calavera, cráneo, caveira, crâne, schädel, teschio, hodeskalle, dödskalle, череп, ' +
    '髑髏, ドクロ, 해골, กะโหลก, جمجمة, גולגולת, खोपड़ी',
);

export const CROWN_NAMES = list(
  'crown, corona, coroa, couronne, krone, krona, kóróna, корона, 王冠, 왕관, มงกุฎ, تاج, ' +
    'כתר, मुकुट',
);

/**
 * Dogs and hounds ("Dusty Road Dogs"); not Thai "หมา", which is inside หมาป่า (the wolf), nor
 * Italian "cane" (sugar cane), nor a lone French "chien" (a Chinese surname in romanisation).
 */
export const DOG_NAMES = list(
  'dog, dogs, hound, hounds, puppy, pup, doggy, perro, perra, cachorro, cão, chiens, le chien, ' +
    'chienne, hund, hunde, koira, собака, собаки, 犬, イヌ, 狗, 강아지, สุนัข, كلب, ' +
    'كلاب, כלב, कुत्ता, kutta, bloodhound, bulldog',
);

/**
 * Cats and kittens; not French "chat" (the English word), Russian "кот" (inside который), "neko"
 * (Neko Case), Hindi "billi" (billion) nor Arabic "قط" (inside قطار).
 */
export const CAT_NAMES = list(
  'cat, cats, kitty, kitten, kittens, gato, gata, gatinho, gatinha, katze, gatto, ' +
    'katt, kissa, коты, кошка, котик, 猫, ネコ, 고양이, แมว, قطة, חתול, बिल्ली',
);

/** Rockets, saucers and Martians: cumbia espacial and chicha's space age. */
export const SPACE_NAMES = list(
  'rocket, cohete, foguete, fusée, rakete, spaceship, ufo, ovni, ovnis, platillo, saucer, ' +
    'martian, marciano, marciana, marcianita, marcianito, alien, extraterrestre, espacial, ' +
    'galáctico, galactico, galáctica, cosmonauta, astronauta, astronaut',
);

/** The squeeze-box: forró's sanfona, norteño's and vallenato's acordeón. */
export const ACCORDION_NAMES = list(
  'accordion, acordeón, acordeon, acordeão, acordeao, sanfona, sanfoneiro, gaita, akkordeon, ' +
    'harmonika, аккордеон, баян, アコーディオン, 아코디언',
);

/** The naming groups of this file, for motif-words.ts's NAMING_GROUPS. */
export const CREATURE_GROUPS: readonly (readonly string[])[] = [
  WOLF_NAMES,
  EAGLE_NAMES,
  RAVEN_NAMES,
  OWL_NAMES,
  LION_NAMES,
  TIGER_NAMES,
  SNAKE_NAMES,
  RABBIT_NAMES,
  HORSE_NAMES,
  BEAR_NAMES,
  FOX_NAMES,
  SKULL_NAMES,
  CROWN_NAMES,
  SPACE_NAMES,
  ACCORDION_NAMES,
  DOG_NAMES,
  CAT_NAMES,
];

/**
 * Every word of CREATURE_GROUPS and of the emblem things (a train, a fiddle, a sunflower): a name
 * built on one is the band's animal or emblem itself.
 */
export const CREATURE_WORDS: ReadonlySet<string> = new Set(
  [...CREATURE_GROUPS, ...EMBLEM_THING_GROUPS].flat(),
);
