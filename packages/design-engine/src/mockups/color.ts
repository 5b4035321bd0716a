import { MockupInputError } from './errors.ts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHexColor(value: string, field = 'garmentColor'): Rgb {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) {
    throw new MockupInputError(`${field} must be a hex colour like #1a1a1a, got "${value}"`);
  }
  const digits = match[1];
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((d) => d + d)
          .join('')
      : digits;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export function toHex(c: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(c.r)}${part(c.g)}${part(c.b)}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(c: Rgb): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

export function scale(c: Rgb, f: number): Rgb {
  return { r: c.r * f, g: c.g * f, b: c.b * f };
}

/**
 * The colour a fabric shows in a lit product photo: pure black dye still reflects some light,
 * so the darkest values are lifted; near-white is exposed a little down, so a white tee keeps
 * room for its highlights and its folds read instead of clipping to paper white.
 */
export function displayFabric(c: Rgb): Rgb {
  const lift = (v: number) => Math.max(v, 22 + v * 0.45);
  const lifted = { r: lift(c.r), g: lift(c.g), b: lift(c.b) };
  const top = Math.max(lifted.r, lifted.g, lifted.b);
  if (top <= KNEE) return lifted;
  // One exposure for all three channels, so a pastel keeps its hue and saturation.
  return scale(lifted, (KNEE + (top - KNEE) * 0.7) / top);
}

const KNEE = 212;

export function isLight(c: Rgb): boolean {
  return relativeLuminance(c) > 0.4;
}
