import { isLight, mix, toHex, type Rgb } from '../color.ts';
import { blur, grey } from './svg.ts';

/** Studio paper behind a product: light for dark fabric, a deeper warm grey so light fabric still separates. */
export function backdropColor(fabric: Rgb): string {
  const paper = isLight(fabric) ? { r: 196, g: 191, b: 183 } : { r: 232, g: 229, b: 224 };
  // A whisper of the fabric's hue keeps the shot coherent without tinting it.
  return toHex(mix(paper, fabric, 0.04));
}

/** Shade-map defs shared by the garment scenes: blurs and the studio light falloff. */
export const sharedShadeDefs =
  blur('b05', 0.5) +
  blur('b1', 1) +
  blur('b2', 2) +
  blur('b4', 4) +
  blur('b8', 8) +
  blur('b14', 14) +
  blur('b24', 24) +
  `<radialGradient id="studio" cx="0.42" cy="0.36" r="0.8"><stop offset="0" stop-color="#8e8e8e"/><stop offset="0.6" stop-color="#808080"/><stop offset="1" stop-color="#6a6a6a"/></radialGradient>` +
  `<linearGradient id="key" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8c8c8c"/><stop offset="1" stop-color="#747474"/></linearGradient>`;

/** The studio light on the backdrop (shade map). */
export const studioLight = `<rect width="1000" height="1000" fill="url(#studio)"/>`;

/** A flat-lay cast shadow in the shade map: a wide soft one and a tight contact one. */
export function castShadow(d: string, strength = 1): string {
  return (
    `<path d="${d}" fill="${grey(128 - 90 * strength)}" opacity="0.55" transform="translate(5 12)" filter="url(#b14)"/>` +
    `<path d="${d}" fill="${grey(128 - 100 * strength)}" opacity="0.6" transform="translate(1 3)" filter="url(#b2)"/>`
  );
}

export interface GarmentShadeParts {
  outline: string;
  folds: string;
  /** Drawn inside the garment's clip after the edge darkening (neck openings, pockets). */
  extra?: string;
  /** Parts lying behind the garment (a hood), drawn after the cast shadow and before the body. */
  behind?: string;
  /** The shape casting the shadow, when more than the outline (outline plus hood). */
  shadow?: string;
}

/** The soft shade map of a garment: cast shadow, key light, folds, darkened edges. */
export function garmentShade(parts: GarmentShadeParts): string {
  const { outline, folds, extra = '', behind = '', shadow = outline } = parts;
  return (
    `<defs>${sharedShadeDefs}<clipPath id="garment"><path d="${outline}"/></clipPath></defs>` +
    studioLight +
    castShadow(shadow) +
    behind +
    `<path d="${outline}" fill="url(#key)"/>` +
    `<g clip-path="url(#garment)">${folds}` +
    // Volume: the cloth turns away at the outline, so its edges fall into shade.
    edgeShade(outline) +
    `${extra}</g>`
  );
}

/** Darkening along the inside of an outline; use inside a clip of the same shape. */
export const edgeShade = (d: string, width = 30, opacity = 0.6) =>
  `<path d="${d}" fill="none" stroke="${grey(56)}" stroke-width="${width}" opacity="${opacity}" filter="url(#b14)"/>`;

/** Vertical rib knit (cuffs, waistbands) for the detail map; rotate it with `angle`. */
export const ribPattern = (id: string, angle = 0) =>
  `<pattern id="${id}" width="4.2" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="1.5" height="20" fill="${grey(96)}"/><rect x="2.4" width="1" height="20" fill="${grey(150)}"/></pattern>`;
