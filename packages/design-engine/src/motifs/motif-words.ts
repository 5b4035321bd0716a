/**
 * Words shared by several motifs' tags, in the languages Spotify artists name themselves and
 * their songs in. Each group first lists the words that NAME the thing (in any language:
 * "lua", "étoile", "relámpago"), then, in the `…_MOOD` lists, words that only suggest it
 * ("night", "summer"). A naming word may carry its motif into another genre family; a mood
 * word only picks within the family (a metal song "Night" is no reason for a saxophone).
 */

import { CREATURE_GROUPS } from './creature-words.ts';
import { THING_GROUPS } from './thing-words.ts';

/** Comma-separated words to a list (phrases keep their spaces). */
const list = (words: string): string[] => words.split(/\s*,\s*/).filter((w) => w.length > 0);

export const MOON_NAMES = list(
  'moon, moons, luna, lunas, lune, lunes, mond, lua, luar, chand, chanda, chaand, qamar, ' +
    'قمر, ירח, चाँद, चांद, चंद्र, ดวงจันทร์, 달빛, 보름달, 月, 月光, månen, månsken, ' +
    'kuu, selene, honeymoon, moonlight, måne, máni, луна, จันทร์, 月亮',
);
export const MOON = [...MOON_NAMES, ...list('night, noche, nuit, nacht, midnight, notte, noite')];

export const SUN_NAMES = list(
  'sun, suns, sol, soleil, sonne, sole, sooraj, suraj, shams, شمس, 太陽, sunrise, sunset, ' +
    'sól, солнце, 해님, 태양, ดวงอาทิตย์, พระอาทิตย์, שמש, सूरज, सूर्य, 日輪',
);
export const SUN = [...SUN_NAMES, ...list('summer, verano, dawn, day, dia, día')];

export const STAR_NAMES = list(
  'star, stars, estrella, estrellas, estrela, estrelas, etoile, étoile, etoiles, étoiles, ' +
    'stella, stelle, stern, sterne, tara, taare, sitara, sitaare, najm, نجم, 별, 星, ' +
    'stjerne, stjärna, starlight, starry, stjarna, звезда, звёзды, ดาว, כוכב, तारा, सितारा',
);
export const STAR = [...STAR_NAMES, ...list('galaxy, cosmic')];

/** A star that falls: the comet, not the five-pointed badge. */
export const SHOOTING_STAR = list(
  'shooting star, shooting stars, falling star, filante, filantes, fugaz, fugaces, cadente, ' +
    'cadentes, sternschnuppe, sternschnuppen, comet, comets, cometa, comète, komet, meteor, ' +
    'meteors, meteoro, 流れ星, 流星, 彗星, 별똥별, 유성, 혜성, метеор, комета, падающая звезда, ' +
    'ดาวตก, ดาวหาง, شهاب, نيزك, כוכב נופל, שביט, टूटता तारा, उल्का, wish',
);

export const LIGHTNING = list(
  'lightning, thunder, thunderbolt, bolt, relámpago, relampago, relámpagos, relampagos, rayo, ' +
    'rayos, trueno, blitz, donner, éclair, eclair, éclairs, foudre, fulmine, raio, relâmpago, ' +
    'bijli, 번개, 천둥, 稲妻, 雷, storm, tormenta, tempest, eléctrica, electrica, eléctrico, ' +
    'electrico, elétrica, eletrica',
);

export const AURORA = list(
  'aurora, auroras, aurore, northern lights, southern lights, nordlys, norrsken, revontulet, ' +
    'norðurljós, nordlicht, polarlicht, 오로라, オーロラ',
);

export const LANTERN = list(
  'lantern, lanterns, farol, faroles, linterna, linternas, laterne, lanterne, lanternes, ' +
    'lanterna, lampion, lampions, 灯, 灯籠, 提灯, 등불, lanterninha, lykt, lykta, фонарь, ' +
    'โคมไฟ, ตะเกียง, فانوس, פנס, लालटेन, lalten, 랜턴, ランタン',
);

export const BOTTLE = list(
  'bottle, bottles, botella, botellas, bouteille, flasche, garrafa, whiskey, whisky, bourbon, ' +
    'gin, rum, wine, vino, beer, cerveza',
);

export const BEE = list(
  'bee, bees, honey, honeybee, bumblebee, hive, abeja, abelha, abeille, biene, miel, ' +
    'honig, 꿀벌, 蜂, honeycomb, honeymoon',
);

export const RIVER = list(
  'river, rivers, creek, creeks, brook, stream, río, rio, rivière, riviere, fluss, fiume, ' +
    'nadi, nehir, 강물, 시냇물',
);

export const RAIN = list(
  'rain, rains, rainy, raining, monsoon, monsoons, lluvia, chuva, pluie, regen, pioggia, barish, ' +
    'baarish, sawan, saawan, 장마, 雨',
);

export const BRASS = list(
  'brass, horn, horns, trumpet, trumpets, trompeta, trompette, trompete, tromba, tuba, ' +
    'trombone, fanfare, banda, bugle, 나팔',
);

export const DRUM = list(
  'drum, drums, drummer, dhol, dholak, tabla, tambor, tambores, tambour, trommel, taiko, ' +
    'bongo, conga, 太鼓',
);

export const SEA = list(
  'sea, seas, ocean, oceans, mar, mares, mer, meer, mare, oceano, océano, océan, tide, tides, ' +
    'wave, waves, ola, olas, vague, samudra, samundar, bahr, tangaroa, moana, 바다, 海',
);

export const HEART = list(
  'heart, hearts, corazon, corazón, corazones, coração, coracao, coeur, cœur, herz, cuore, ' +
    'dil, qalb, قلب, 마음, 心, hjerte, hjärta, сердце, หัวใจ, दिल, ハート, 하트, ' +
    'love, lover, amor, liebe, amour, pyaar, ishq, 사랑, 愛',
);

export const FIRE = list(
  'fire, fires, flame, flames, burn, burning, fuego, fogo, feu, feuer, fuoco, aag, agni, ' +
    'ild, eld, eldur, огонь, пламя, आग, 불꽃, ' +
    'blaze, inferno, hell, infierno, 불, 火, 炎',
);

export const ROSE = list(
  'rose, roses, rosa, rosas, gulab, gul, warda, 장미, 薔薇, ros, роза, กุหลาบ, وردة, ורד, ' +
    'गुलाब, バラ, flower, flowers, flor, flores, ' +
    'fleur, fleurs, blume, blumen, fiore, phool, bloom, petal, garden, 꽃, 花, kōwhai, kowhai',
);

export const BIRD = list(
  'bird, birds, raven, ravens, crow, crows, pájaro, pajaro, pássaro, oiseau, oiseaux, vogel, ' +
    'uccello, chidiya, 鳥, sparrow, swallow, golondrina, hirondelle, corvo, cuervo, corbeau, ' +
    'rabe, 까마귀, 烏',
);

/** New Zealand and the Southern Cross: the fern, the koru, the stars of the Crux. */
export const AOTEAROA = list(
  'aotearoa, new zealand, nz, koru, fern, ponga, silver fern, kiwi, māori, maori, te reo',
);
export const SOUTHERN_CROSS = list(
  'southern cross, cruzeiro do sul, cruz del sur, croix du sud, crux, southern sky, matariki',
);

/** Fireworks: Japan's hanabi, China's yanhua, Korea's bulkkonnori. */
export const FIREWORKS = list(
  'firework, fireworks, hanabi, 花火, 烟花, 煙火, 불꽃놀이, pirotecnia, fogos, feuerwerk',
);

/** The cactus, and the dry lands named for it (north-eastern Brazil's sertão and caatinga). */
export const CACTUS = list(
  'cactus, cacti, cacto, cactos, mandacaru, xique-xique, nopal, nopales, saguaro, sertão, ' +
    'sertao, caatinga',
);

/** The core of the mountain motifs' tags; each motif adds its own neighbouring words. */
export const MOUNTAIN = ['mountain', 'mountains', 'hill', 'hills', 'peak'];

/** The naming groups: a word and a motif id word in one group are the same thing. */
export const NAMING_GROUPS: readonly (readonly string[])[] = [
  MOON_NAMES,
  SUN_NAMES,
  STAR_NAMES,
  SHOOTING_STAR.filter((w) => w !== 'wish'),
  LIGHTNING.filter((w) => !/^(storm|tormenta|tempest)$/.test(w)),
  AURORA,
  LANTERN,
  BOTTLE.slice(0, BOTTLE.indexOf('whiskey')),
  BEE,
  RIVER,
  RAIN,
  BRASS,
  DRUM,
  SEA,
  HEART.slice(0, HEART.indexOf('love')),
  FIRE.slice(0, FIRE.indexOf('blaze')),
  ROSE,
  BIRD,
  AOTEAROA,
  SOUTHERN_CROSS,
  CACTUS,
  FIREWORKS,
  ...CREATURE_GROUPS,
  ...THING_GROUPS,
];

/**
 * Words that name a thing (not a mood): they may carry their motif across genre families, and
 * in an artist's name they make the band's emblem.
 */
export const NAMING_WORDS: ReadonlySet<string> = new Set(NAMING_GROUPS.flat());
