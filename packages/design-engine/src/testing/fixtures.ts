/**
 * Fictional artists across the genre families, with generated artist images, for tests, the CLI
 * and the benchmark. The images are drawn (a lit head-and-shoulders figure on a two-colour
 * background), so halftones and palettes have something real to work on.
 */
import { Resvg } from '@resvg/resvg-js';
import type { ArtistInput, TrackInput } from '../types.ts';

export interface FixtureArtist {
  artist: ArtistInput;
  tracks: TrackInput[];
  /** Two hues and a lightness for the generated photo. */
  photo: { background: string; light: string; shade: string };
}

const fixture = (
  id: string,
  name: string,
  genres: string[],
  country: string | null,
  tracks: string[],
  photo: FixtureArtist['photo'],
): FixtureArtist => ({
  artist: { id, name, genres, country },
  tracks: tracks.map((t) => ({ name: t })),
  photo,
});

export const FIXTURE_ARTISTS: readonly FixtureArtist[] = [
  fixture(
    'fx-grave-lanterns',
    'Grave Lanterns',
    ['black metal', 'atmospheric black metal'],
    'NO',
    ['Frost Over Hollow Pines', 'Iron Psalm', 'Nightwatch', 'Ashen Crown', 'The Long Winter'],
    { background: '#1a1d24', light: '#c9d2d8', shade: '#3a1418' },
  ),
  fixture(
    'fx-lil-static',
    'Lil Static',
    ['trap', 'southern hip hop'],
    'US',
    [
      'Chrome Teeth',
      'No Signal',
      'Bankroll Weather',
      'Late Checkout',
      'Static Season (feat. Dre Vale)',
    ],
    { background: '#2b2a1e', light: '#e6c65c', shade: '#6d1fa8' },
  ),
  fixture(
    'fx-neon-hollow',
    'Neon Hollow',
    ['deep house', 'electronica'],
    'DE',
    ['Afterglow Protocol', 'Night Bus', 'Solid State Heart', 'Warehouse 9', 'Blue Hour'],
    { background: '#0d1b3d', light: '#29f0ff', shade: '#ff2fa8' },
  ),
  fixture(
    'fx-byeolbit',
    '별빛 (Byeolbit)',
    ['k-pop', 'dance pop'],
    'KR',
    ['Starlight Runway', '너의 별', 'Sugar Rush', 'Moon Diary', 'Replay'],
    { background: '#ffd1e8', light: '#fff3b0', shade: '#7a5cff' },
  ),
  fixture(
    'fx-paper-wolves',
    'Paper Wolves',
    ['indie rock', 'garage rock'],
    'GB',
    ['Basement Summer', 'Cheap Flights', 'Teeth & Tinsel', 'Polaroid Riot', 'Sunday Static'],
    { background: '#c8553d', light: '#f2e8cf', shade: '#2d3047' },
  ),
  fixture(
    'fx-dusty-ramblers',
    'The Dusty Ramblers',
    ['americana', 'alt country'],
    'US',
    [
      'Gravel Road Gospel',
      'Whiskey & Wildflowers',
      'Copper Creek',
      'Long Way to Tulsa',
      'Porch Light',
    ],
    { background: '#d9b68a', light: '#f4e4c1', shade: '#7a3b22' },
  ),
  fixture(
    'fx-velvet-hour',
    'Velvet Hour',
    ['neo soul', 'r&b'],
    'US',
    ['Smoke & Satin', 'Midnight Line', 'Honey Moon', 'Blue Velvet Room', 'Slow Burn'],
    { background: '#16213e', light: '#e2b659', shade: '#7b2d26' },
  ),
  fixture(
    'fx-relampagos',
    'Los Relámpagos',
    ['reggaeton', 'latin pop'],
    'PR',
    ['Fuego en la Playa', 'Año Nuevo', 'Mañana Te Veo', 'Baila Conmigo', 'Corazón Eléctrico'],
    { background: '#ff7a00', light: '#ffe066', shade: '#c2185b' },
  ),
  fixture(
    'fx-aurelia-quartet',
    'Aurelia String Quartet',
    ['classical', 'chamber music'],
    'AT',
    [
      'Quartet No. 3 in E Minor: II. Adagio',
      'Nocturne for Strings',
      'Fugue in Glass',
      'Winter Sonata',
      'Aria',
    ],
    { background: '#efe6d2', light: '#ffffff', shade: '#4a3b2a' },
  ),
  fixture(
    'fx-ano-cero',
    'Año Cero',
    ['punk', 'hardcore punk'],
    'ES',
    ['Ruido Blanco', 'No Futuro', 'Cemento', 'Calle 13', 'Año Cero'],
    { background: '#e9e4d8', light: '#ffffff', shade: '#d7263d' },
  ),
  fixture(
    'fx-synth-kaiju',
    'Synth Kaiju',
    ['synthwave', 'retrowave'],
    'JP',
    ['Tokyo Drift 1986', 'Laser Grid', 'Pixel Heart', 'Overdrive', 'Sunset Boulevard'],
    { background: '#2b0f54', light: '#ff6c11', shade: '#fd1d53' },
  ),
  fixture(
    'fx-quiet-fields',
    'Quiet Fields',
    ['slowcore', 'ambient folk'],
    null,
    ['Small Hours', 'Field Recording #4', 'Linen', 'The Orchard', 'Snow on the Radio'],
    { background: '#7f9c8a', light: '#eef0e2', shade: '#37474f' },
  ),
];

/** A generated "artist photo": a lit figure on a two-colour background, as PNG. */
export function fixtureImage(photo: FixtureArtist['photo'], size = 480): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${photo.background}"/><stop offset="1" stop-color="${photo.shade}"/></linearGradient>
    <radialGradient id="lit" cx="0.38" cy="0.3" r="0.75"><stop offset="0" stop-color="${photo.light}"/><stop offset="0.55" stop-color="${photo.shade}"/><stop offset="1" stop-color="#000"/></radialGradient>
  </defs>
  <rect width="100" height="100" fill="url(#bg)"/>
  <circle cx="18" cy="20" r="7" fill="${photo.light}" opacity="0.35"/><circle cx="82" cy="28" r="5" fill="${photo.light}" opacity="0.3"/>
  <path d="M14 100 C16 78 30 70 42 67 L58 67 C70 70 84 78 86 100 Z" fill="url(#lit)"/>
  <rect x="43" y="56" width="14" height="14" rx="4" fill="url(#lit)"/>
  <ellipse cx="50" cy="40" rx="15" ry="19" fill="url(#lit)"/>
  <path d="M35 36 C35 18 65 18 65 36 C62 28 40 27 35 36 Z" fill="${photo.shade}"/>
</svg>`;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}
