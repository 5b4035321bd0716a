/**
 * Words that NAME the things (not animals) artists name themselves and their songs after that the
 * motif set lacked words for: the sunflower ("sunflower 𝓭𝓻𝓮𝓪𝓶"), cherry blossom ("桜前線"), pine
 * ("Hollow Pines"), train ("夜行列車") and fiddle ("Blue Ridge Fiddlers"), in the languages of
 * creature-words.ts. Each list is a naming group (motif-words.ts).
 *
 * Left out on purpose, because they name something else too often: names (Pino Daniele, Pınar,
 * the pianist Kiefer), French "pin" (the English "pin"), Russian "ель" (inside метель, апрель),
 * a lone "松" (the surname 松本), Arabic "كمان" ("also" in Egyptian), Norwegian "tog", Finnish
 * "juna" and "汽車" (a car in Chinese).
 */

/** Comma-separated words to a list (phrases keep their spaces). */
const list = (words: string): string[] => words.split(/\s*,\s*/).filter((w) => w.length > 0);

export const SUNFLOWER_NAMES = list(
  'sunflower, sunflowers, girasol, girasoles, girassol, girassóis, girassois, tournesol, ' +
    'tournesols, sonnenblume, sonnenblumen, girasole, girasoli, solsikke, solros, подсолнух, ' +
    'подсолнухи, ひまわり, ヒマワリ, 向日葵, 해바라기, ทานตะวัน, عباد الشمس, دوار الشمس, ' +
    'חמנייה, חמניות, सूरजमुखी',
);

export const SAKURA_NAMES = list(
  'sakura, cherry blossom, cherry blossoms, hanami, 桜, 櫻, 樱, さくら, サクラ, 花見, 벚꽃, ' +
    'cerezo, cerezos, flor de cerezo, flores de cerezo, cerejeira, cerejeiras, cerisier, ' +
    'cerisiers, fleur de cerisier, fleurs de cerisier, kirschblüte, kirschblüten, ' +
    'kirschbluete, сакура, ซากุระ, ساكورا, סאקורה, साकुरा',
);

export const PINE_NAMES = list(
  'pine, pines, pine tree, pinewood, pinewoods, fir, firs, spruce, evergreen, evergreens, ' +
    'pinos, pinheiro, pinheiros, pinhal, sapin, sapins, kiefern, tanne, ' +
    'tannen, tannenbaum, сосна, сосны, ёлка, 松林, 松の木, 松树, 소나무, ต้นสน, صنوبر, ' +
    'אורן, चीड़',
);

export const TRAIN_NAMES = list(
  'train, trains, locomotive, locomotives, railroad, railway, night train, tren, trenes, ' +
    'trem, trens, comboio, locomotora, zug, züge, nachtzug, treno, treni, tåg, поезд, поезда, ' +
    'электричка, 列車, 電車, 火车, 列车, 기차, 열차, รถไฟ, قطار, רכבת, ट्रेन, रेलगाड़ी',
);

export const FIDDLE_NAMES = list(
  'fiddle, fiddles, fiddler, fiddlers, violin, violins, violín, violines, violino, violinos, ' +
    'violon, violons, geige, geigen, rabeca, скрипка, скрипки, バイオリン, ヴァイオリン, ' +
    '小提琴, 바이올린, ไวโอลิน, كمنجة, כינור, वायलिन',
);

/** The bolt itself (not the storm, which is scenery): "Los Relámpagos" wears it like an animal. */
export const BOLT_NAMES = list(
  'relámpago, relampago, relámpagos, relampagos, lightning, thunderbolt, thunderbolts, rayo, ' +
    'rayos, blitz, éclair, foudre, fulmine, relâmpago, relâmpagos, 稲妻, 번개, молния',
);

/** The bus (夜行巴士, "Night Bus", drew a skyline and no bus). Not Hindi "बस" ("enough"). */
export const BUS_NAMES = list(
  'bus, buses, night bus, autobus, autobús, autobuses, ônibus, onibus, omnibus, camión, ' +
    'guagua, bus de nuit, nachtbus, pullman, corriera, автобус, троллейбус, 巴士, 公車, 公交, ' +
    '公交车, 夜行バス, バス, 버스, 심야버스, รถเมล์, รถบัส, حافلة, باص, אוטובוס, xe buýt',
);

/** The cassette: "Kodama Tapes" drew a record crate and no tape. */
export const TAPE_NAMES = list(
  'tape, tapes, cassette, cassettes, mixtape, mixtapes, casete, casetes, cassete, kassette, ' +
    'kassetten, кассета, кассеты, カセット, カセットテープ, テープ, 磁带, 磁帶, 卡带, 卡帶, 테이프, 카세트, ' +
    'เทป, كاسيت, קלטת',
);

/**
 * The cloud itself, fair weather (rain has its own group): "Mây Trắng" ("White Clouds") drew
 * none. The plain Vietnamese "may" (English "may") is left out; "mây" keeps its mark.
 */
export const CLOUD_NAMES = list(
  'cloud, clouds, cloudy, nube, nubes, nuvem, nuvens, nuage, nuages, wolke, wolken, nuvola, ' +
    'nuvole, moln, облако, облака, 雲, 云, 白雲, 白云, 구름, เมฆ, سحاب, غيمة, غيوم, ענן, ' +
    'עננים, बादल, mây',
);

/** The desert ("فرقة الصحراء", the Desert Band, drew no dune). */
export const DESERT_NAMES = list(
  'desert, deserts, desierto, desiertos, deserto, désert, wüste, sahara, dune, dunes, duna, ' +
    'dunas, пустыня, 沙漠, 砂漠, 사막, ทะเลทราย, صحراء, מדבר, रेगिस्तान, ' +
    'sa mạc',
);

/** The whirlwind that names a band ("Los Huracanes del Norte"); rain and bolts are their own. */
export const WHIRLWIND_NAMES = list(
  'hurricane, hurricanes, huracán, huracan, huracanes, furacão, furacao, furacões, ouragan, ' +
    'ouragans, orkan, uragano, tornado, tornados, tornadoes, twister, twisters, cyclone, ' +
    'ciclón, ciclon, ciclone, typhoon, tifón, taifun, ураган, смерч, 台風, 颱風, 台风, 태풍, ' +
    'ไต้ฝุ่น, إعصار, הוריקן, तूफ़ान, bão',
);

/** The naming groups of this file, for motif-words.ts's NAMING_GROUPS. */
export const THING_GROUPS: readonly (readonly string[])[] = [
  SUNFLOWER_NAMES,
  SAKURA_NAMES,
  PINE_NAMES,
  TRAIN_NAMES,
  FIDDLE_NAMES,
  BUS_NAMES,
  TAPE_NAMES,
  CLOUD_NAMES,
  DESERT_NAMES,
  WHIRLWIND_NAMES,
];

/**
 * The things that, in a name, are the band's emblem as much as an animal is ("Hollow Pines"
 * wears its pines; a star or a river is scenery): used with CREATURE_WORDS for how often the
 * name's motif appears.
 */
export const EMBLEM_THING_GROUPS: readonly (readonly string[])[] = [
  SUNFLOWER_NAMES,
  SAKURA_NAMES,
  PINE_NAMES,
  TRAIN_NAMES,
  FIDDLE_NAMES,
  BUS_NAMES,
  TAPE_NAMES,
  BOLT_NAMES,
];
