/**
 * Where a Latin artist's music is rooted, read off their genre strings (lowercase): the family's
 * layouts are routed by these, so Mexican folk craft never lands on a Puerto Rican reggaeton
 * act, a Dominican bachata singer, a Colombian vallenato star or a Brazilian samba act.
 */

/**
 * Urbano (reggaeton, dembow, Latin trap) is Caribbean club music: its merch borrows hip hop's
 * chrome and stickers.
 */
export const URBANO =
  /reggaet|dembow|urbano|perreo|latin trap|trap latino|moombah|funk carioca|baile funk|brazilian funk|funk brasileiro|funk mandel/;

/** Mexican-rooted genres: the home of papel picado, lotería and talavera. */
export const MEXICAN =
  /mexic|corrido|\bbanda\b|norteñ|norten|mariachi|ranchera|grupero|sierreñ|sierren|tejano|tex-mex|duranguense|tamborazo|huapango|cumbia (mexicana|sonidera|norteña)|sonidero|son jarocho/;

/** Mexico's ranch and brass genres: hats and accordions, not palms and surf. */
export const RANCH =
  /norteñ|norten|corrido|mariachi|ranchera|sierreñ|sierren|\bbanda\b|grupero|duranguense/;

/** Caribbean: Puerto Rico, the Dominican Republic, Cuba, and their dance musics. */
export const CARIBBEAN =
  /reggaet|urbano|dembow|perreo|bachata|merengue|salsa|tropical|dominican|puerto ric|cuban|cubano|timba|boricua|plena|bomba/;

/** Colombia: vallenato, champeta, porro and Colombian cumbia and pop. */
export const COLOMBIAN = /vallenato|champeta|colombian|porro|cumbia colombiana|currulao|joropo/;

/** Brazil: MPB, samba, bossa nova, forró, axé, funk carioca, pagode. */
export const BRAZILIAN =
  /\bmpb\b|samba|bossa|brazil|brasil|funk carioca|baile funk|forró|forro|baião|baiao|\bxote|xaxado|piseiro|axé|\baxe\b|pagode|sertanejo/;

/** North-eastern Brazil's accordion dance music: the sertão (cactus, sun, furrows), not the beach. */
export const NORDESTE = /forró|forro|baião|baiao|\bxote|xaxado|piseiro/;

/**
 * Mexico's and the Caribbean's song of the serenade (mariachi, ranchera, bolero, trova): a
 * trio's guitars and a charro's suit, not a picó's speaker-stack lettering.
 */
export const SERENADE = /mariachi|ranchera|bolero|trova|\btrío\b|\btrio\b|huapango/;

/** Argentina, Uruguay, Chile: tango and the Southern Cone's scenes. */
export const SOUTHERN_CONE =
  /tango|argentin|uruguay|chilean|cuarteto|cumbia villera|folklore argentino/;

/**
 * Any of the other regions: an artist with one of these genres never gets Mexican folk craft,
 * even with a Mexican-sounding genre beside it ("cumbia" + "colombian pop").
 */
export const NOT_MEXICAN = new RegExp(
  [CARIBBEAN, COLOMBIAN, BRAZILIAN, SOUTHERN_CONE].map((p) => p.source).join('|'),
);

/** Spain's flamenco and its kin: fans, carnations and the tablao's poster, not carnival or palms. */
export const FLAMENCO =
  /flamenco|cante jondo|rumba flamenca|rumba catalana|sevillanas|copla|\bbulería|\bsoleá|nuevo flamenco/;
