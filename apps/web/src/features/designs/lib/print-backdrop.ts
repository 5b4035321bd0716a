// Design previews of garments are transparent prints whose inks were chosen for the garment
// (light inks for dark garments, dark inks for light ones), and the design list doesn't say which
// garment. Shown on the app's dark cards, a dark-ink print would all but vanish, so the screen
// samples the print's inks and puts it on a garment-like backdrop they contrast with.

/** light/dark: behind dark/light inks; sheet: an opaque print; unknown: could not be sampled. */
export type PrintBackdrop = 'light' | 'dark' | 'sheet' | 'unknown';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of an sRGB colour (0 black to 1 white). */
export function relativeLuminance(r: number, g: number, b: number): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The backdrop for RGBA pixels of a print: light behind dark inks, dark behind light ones. A
 * print that covers nearly all of its canvas (a poster sheet) brings its own background.
 */
export function backdropForPixels(rgba: ArrayLike<number>): PrintBackdrop {
  let inked = 0;
  let luminance = 0;
  const pixels = Math.floor(rgba.length / 4);
  for (let i = 0; i < pixels * 4; i += 4) {
    const alpha = (rgba[i + 3] ?? 0) / 255;
    if (alpha < 0.5) continue;
    inked += 1;
    luminance += relativeLuminance(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0);
  }
  if (inked === 0) return 'unknown';
  if (inked > pixels * 0.9) return 'sheet';
  // 0.18 is about where white text and black text contrast equally (WCAG).
  return luminance / inked < 0.18 ? 'light' : 'dark';
}

/**
 * Samples a loaded image. 'unknown' when it can't be read: a cross-origin image without CORS
 * taints the canvas, and some browsers have no 2D canvas.
 */
export function backdropForImage(image: HTMLImageElement): PrintBackdrop {
  try {
    const size = 40;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return 'unknown';
    context.drawImage(image, 0, 0, size, size);
    return backdropForPixels(context.getImageData(0, 0, size, size).data);
  } catch {
    return 'unknown';
  }
}
