/** Synthetic designs for tests and the preview script: shapes (and optionally type) drawn with sharp. */
import sharp from 'sharp';

export interface SampleGarmentOptions {
  /** 'mono' prints everything in `monoInk`; 'colour' uses a warm sunset palette. */
  ink: 'mono' | 'colour';
  monoInk?: string;
  /** Print-file width; the height keeps the 15×18 in aspect. */
  width?: number;
  /** Set the artist name in a system font (preview only: tests must not depend on fonts). */
  text?: boolean;
}

/** A chest print on a transparent 15×18 in canvas, anchored at the top centre like a real one. */
export async function sampleGarmentDesign(options: SampleGarmentOptions): Promise<Buffer> {
  const width = options.width ?? 750;
  const height = Math.round((width * 18) / 15);
  const mono = options.monoInk ?? '#ffffff';
  const colour = options.ink === 'colour';
  const c1 = colour ? '#f2a93b' : mono;
  const c2 = colour ? '#e4572e' : mono;
  const c3 = colour ? '#2ec4b6' : mono;
  const stripes = [0, 1, 2, 3, 4]
    .map(
      (i) => `<rect x="300" y="${360 + i * 46}" width="900" height="${26 - i * 4}" fill="${c2}"/>`,
    )
    .join('');
  const type = options.text
    ? `<text x="750" y="1130" font-family="Liberation Sans Narrow" font-weight="bold" font-size="230" letter-spacing="8" text-anchor="middle" fill="${c1}">NIGHT ECHOES</text>` +
      `<text x="750" y="1260" font-family="DejaVu Sans" font-size="70" letter-spacing="30" text-anchor="middle" fill="${c3}">LIVE IN BERLIN</text>`
    : `<rect x="260" y="960" width="980" height="190" rx="12" fill="${c1}"/><rect x="450" y="1200" width="600" height="60" fill="${c3}"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1500 1800">
    <defs><clipPath id="sun"><circle cx="750" cy="460" r="300"/></clipPath></defs>
    <circle cx="750" cy="460" r="300" fill="${c1}"/>
    <g clip-path="url(#sun)"><rect x="300" y="360" width="900" height="420" fill="${colour ? '#f7d08a' : 'none'}"/>${stripes}</g>
    <circle cx="750" cy="460" r="360" fill="none" stroke="${c3}" stroke-width="22"/>
    <rect x="200" y="820" width="1100" height="14" fill="${c3}"/>
    ${type}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** An opaque 18×24 in poster. */
export async function samplePosterDesign(width = 900): Promise<Buffer> {
  const height = Math.round((width * 24) / 18);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1800 2400">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1f4a"/><stop offset="1" stop-color="#e4572e"/></linearGradient></defs>
    <rect width="1800" height="2400" fill="url(#sky)"/>
    <circle cx="900" cy="1100" r="520" fill="#f2a93b"/>
    <rect y="1500" width="1800" height="900" fill="#121326"/>
    <text x="900" y="420" font-family="Liberation Sans Narrow" font-weight="bold" font-size="240" text-anchor="middle" fill="#f7efe2">NIGHT ECHOES</text>
    <text x="900" y="2100" font-family="DejaVu Sans" font-size="90" letter-spacing="40" text-anchor="middle" fill="#f7efe2">WORLD TOUR</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
