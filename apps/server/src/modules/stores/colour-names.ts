// Names for the blank colours designs are sold on, as a customer reads them in a variant picker.
// The design engine picks garment colours and paper stocks from fixed lists (its
// style/garments.ts); these are the same colours with shop-window names. A colour from elsewhere
// gets the name of the nearest one.

const NAMED_COLOURS: readonly { name: string; hex: string }[] = [
  // Garments.
  { name: 'Black', hex: '#111111' },
  { name: 'Charcoal', hex: '#37383a' },
  { name: 'Navy', hex: '#1d2537' },
  { name: 'Forest', hex: '#1f3a2c' },
  { name: 'Maroon', hex: '#4a1e27' },
  { name: 'Brown', hex: '#3b2a20' },
  { name: 'Natural', hex: '#eee6d3' },
  { name: 'White', hex: '#f5f5f2' },
  { name: 'Sand', hex: '#d6c6a5' },
  { name: 'Pink', hex: '#f2c6d0' },
  // Poster papers.
  { name: 'Cream', hex: '#f1e9d8' },
  { name: 'White', hex: '#f7f6f2' },
  { name: 'Black', hex: '#141414' },
  { name: 'Kraft', hex: '#cdb48e' },
];

function rgb(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** `#rrggbb` in lower case, or null when `hex` is not a six-digit colour. */
export function normalizeHex(hex: string): string | null {
  const channels = rgb(hex);
  if (!channels) return null;
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The shop name of a colour, e.g. 'Black' for '#111111'; the nearest named one otherwise. */
export function colourName(hex: string): string {
  const target = rgb(hex);
  if (!target) return 'Standard';
  let best = { name: 'Standard', distance: Number.POSITIVE_INFINITY };
  for (const colour of NAMED_COLOURS) {
    const channels = rgb(colour.hex);
    if (!channels) continue;
    const distance = channels.reduce(
      (sum, channel, i) => sum + (channel - (target[i] ?? 0)) ** 2,
      0,
    );
    if (distance < best.distance) best = { name: colour.name, distance };
  }
  return best.name;
}
