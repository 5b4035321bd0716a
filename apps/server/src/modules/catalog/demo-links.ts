// Links to paste on a fresh installation (embedded catalog), for the README and the e2e journeys.
// Picked to show the edge cases: accents, ñ and Hangul in names, a count under 1,000, exactly 1M.
import { spotifyArtistUrl } from '@encore/contracts';
import { findDemoArtist } from '@encore/demo-catalog';

export interface DemoArtistLink {
  name: string;
  genre: string;
  url: string;
}

const DEMO_IDS = [
  'cMPP8NKX1kMB0MyhBaeLW4', // Los Relámpagos — regional mexican, accents
  '4zSVUS6AMX8KnlF5Spb4LE', // 별빛 (Byeolbit) — k-pop, Hangul
  'oVVAFNANZnyZ3GQBA6uMlk', // La Niña Eléctrica — reggaeton, ñ
  'tGPBEAGZ6ZKGxQ9dhj80vI', // Iron Cathedral — metal
  'YDcr7a5r7hdvwM5ZU4kEuI', // Ruby Calloway — pop, 48.2M followers
  'bJDMBNUqR73suiBrv4jxzW', // Paper Lanterns Club — indie rock, exactly 1.0M followers
  'iwNVsOEsdNFAMIw08Eiq8l', // Gutter Saints — punk, 742 followers
] as const;

export const demoArtistLinks: readonly DemoArtistLink[] = DEMO_IDS.map((id) => {
  const artist = findDemoArtist(id);
  if (!artist) throw new Error(`demo artist ${id} is not in the embedded catalog`);
  return { name: artist.name, genre: artist.genres[0] ?? artist.family, url: spotifyArtistUrl(id) };
});
