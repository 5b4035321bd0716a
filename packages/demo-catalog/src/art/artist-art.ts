// An artist's picture for the embedded catalog, as SVG: a gradient and a soft glow in the
// artist's palette, the motif of their genre, the figures and a vignette (the grain is added when
// rendering). Everything random is seeded by the artist id: the same artist, the same picture.
import type { DemoArtist } from '../artists/types.ts';
import { figuresSvg } from './figures.ts';
import { motifOfFamily, motifs } from './motifs.ts';
import { n, seededRandom } from './seeded-random.ts';

export const ARTIST_IMAGE_SIZE = 640;

export function artistArtSvg(artist: Pick<DemoArtist, 'id' | 'family' | 'art'>): string {
  const random = seededRandom(artist.id);
  const [deep, mid, accent, light] = artist.art.palette;
  const S = ARTIST_IMAGE_SIZE;
  const angle = random.between(0, 360);
  const glowX = random.between(0.2, 0.8);
  const glowY = random.between(0.15, 0.55);
  const motif = motifs[motifOfFamily[artist.family]](artist.art.palette, random);
  const figures = figuresSvg(artist.art.figure, deep, accent, random);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${n(angle)} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${n(glowX)}" cy="${n(glowY)}" r="0.6">`,
    `<stop offset="0" stop-color="${light}" stop-opacity="0.55"/>`,
    `<stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>`,
    '<radialGradient id="vignette" r="0.75">',
    '<stop offset="0.55" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>',
    '</defs>',
    `<rect width="${S}" height="${S}" fill="url(#bg)"/>`,
    `<rect width="${S}" height="${S}" fill="url(#glow)"/>`,
    motif,
    figures,
    `<rect width="${S}" height="${S}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('');
}
