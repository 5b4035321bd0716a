// The embedded catalog: 48 fictional artists, three for each genre family.
import { countryFolkArtists } from './country-folk.ts';
import { electronicHouseArtists } from './electronic-house.ts';
import { hipHopTrapRnbArtists } from './hip-hop-trap-rnb.ts';
import { jazzClassicalArtists } from './jazz-classical.ts';
import { latinReggaetonArtists } from './latin-reggaeton.ts';
import { popKPopArtists } from './pop-k-pop.ts';
import { rockMetalPunkArtists } from './rock-metal-punk.ts';
import type { OfflineArtist } from './types.ts';

export * from './types.ts';

export const offlineArtists: readonly OfflineArtist[] = [
  ...popKPopArtists,
  ...hipHopTrapRnbArtists,
  ...latinReggaetonArtists,
  ...electronicHouseArtists,
  ...rockMetalPunkArtists,
  ...countryFolkArtists,
  ...jazzClassicalArtists,
];
