/**
 * Which game-icons silhouettes are plants (a leaf, a flower, a tree, a mushroom). Metal wears
 * none of them unless a song or the band's name names one: a traced leaf or flower read to a
 * reviewer as a wellness brand on a deathcore shirt. The weaponised and cursed plants that are
 * metal's own flash (the dagger rose, the pentagram rose, the lightning-struck tree) are not
 * counted as plants.
 */
const PLANT =
  /(^|-)(leaf|leaves|flowers?|rose|lotus|tree|pine|fern|blossom|sunflower|daisy|clover|cactus|plants?|sprout|seedling|vines?|palm|bamboo|oak|acorn|poppy|lily|bloom|bud|mushrooms?|grass|reed|wheat|herbs|bush|bonsai|ginkgo)($|-)/;

const NOT_PLANTS: ReadonlySet<string> = new Set([
  'dagger-rose',
  'pentagram-rose',
  'gun-rose',
  'thorny-vine',
  'vine-whip',
  'evil-tree',
  'burning-tree',
  'lightning-tree',
  'grave-flowers',
  'mushroom-cloud',
  'nuclear-plant',
  'open-palm',
]);

export function isBotanical(icon: string): boolean {
  return PLANT.test(icon) && !NOT_PLANTS.has(icon);
}
