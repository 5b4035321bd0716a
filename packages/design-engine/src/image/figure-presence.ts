/**
 * Whether an artist's picture shows someone to print: the portrait layouts (a tour tee's photo, a
 * cover star, a bootleg) screen the picture as a figure, and an abstract cover (rings, blocks, a
 * logo) screened that way printed meaningless blobs where a face should be (Ghostwire's rings,
 * Kasbah Nights' grid). Without a model we only say no when the evidence is clear: no face-like
 * patch of skin, hardly any skin-toned pixel at all, and colour enough that skin would show.
 * A black-and-white photo has no skin tones and is nearly always of the artist, so it keeps its
 * portraits; a warm abstract picture still passes (a wrong yes costs a weak design, a wrong no
 * costs every portrait layout).
 */
import { findFace, type SaliencyMap } from './saliency.ts';

/** Skin-toned pixels below this share of the picture: no skin to speak of. */
const MIN_SKIN_SHARE = 0.005;
/** Mean channel spread (max − min, 0–255) below which a picture reads as black and white. */
const GREYSCALE_CHROMA = 16;
/** A pixel this colourful (channel spread) is vivid; a black-and-white photo has almost none. */
const VIVID_CHROMA = 80;
const MAX_VIVID_SHARE = 0.01;

export function showsFigure(map: SaliencyMap, data: Uint8Array, channels: number): boolean {
  const { width, height, skin } = map;
  if (findFace(skin, width, height)) return true;
  const n = width * height;
  let skinned = 0;
  let chroma = 0;
  let vivid = 0;
  for (let i = 0; i < n; i += 1) {
    if ((skin[i] ?? 0) >= 0.5) skinned += 1;
    const red = data[i * channels] ?? 0;
    const green = data[i * channels + 1] ?? 0;
    const blue = data[i * channels + 2] ?? 0;
    const spread = Math.max(red, green, blue) - Math.min(red, green, blue);
    chroma += spread;
    if (spread > VIVID_CHROMA) vivid += 1;
  }
  // Black and white: grey on average and no vivid colour anywhere. A dark cover with red rings
  // (Vortex Grid's) is grey on average too, but its rings are no photograph's.
  const greyscale = chroma / n < GREYSCALE_CHROMA && vivid / n < MAX_VIVID_SHARE;
  return skinned / n >= MIN_SKIN_SHARE || greyscale;
}
