/**
 * The demo catalog: 48 fictional artists (three per genre family) with followers, genres, ten
 * tracks each and a drawn picture. The server's offline music catalog serves them, and the design
 * engine's CLI and board draw them, so a fresh installation works without Spotify.
 */
export { demoArtists, findDemoArtist } from './artists/index.ts';
export type { ArtFigure, ArtPalette, DemoArtist, GenreFamily } from './artists/types.ts';
export { ARTIST_ART_VERSION, renderArtistImage } from './art/render-artist-image.ts';
