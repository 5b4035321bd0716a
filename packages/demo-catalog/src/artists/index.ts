// The embedded catalog: 48 fictional artists, three for each genre family.
import { countryFolkArtists } from './country-folk.ts';
import { electronicHouseArtists } from './electronic-house.ts';
import { hipHopTrapRnbArtists } from './hip-hop-trap-rnb.ts';
import { jazzClassicalArtists } from './jazz-classical.ts';
import { latinReggaetonArtists } from './latin-reggaeton.ts';
import { popKPopArtists } from './pop-k-pop.ts';
import { rockMetalPunkArtists } from './rock-metal-punk.ts';
import type { DemoArtist } from './types.ts';

export * from './types.ts';

export const demoArtists: readonly DemoArtist[] = [
  ...popKPopArtists,
  ...hipHopTrapRnbArtists,
  ...latinReggaetonArtists,
  ...electronicHouseArtists,
  ...rockMetalPunkArtists,
  ...countryFolkArtists,
  ...jazzClassicalArtists,
];

const byId = new Map(demoArtists.map((artist) => [artist.id, artist]));

/** The demo artist with this Spotify-style id, if there is one. */
export function findDemoArtist(spotifyId: string): DemoArtist | undefined {
  return byId.get(spotifyId);
}
