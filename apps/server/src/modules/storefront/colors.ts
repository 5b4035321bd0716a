// The store colour as the storefront uses it: an accent for buttons with readable text on it, and
// the hero gradient (the store colour deepening, or Encore's indigo-purple-blue without one).

export const DEFAULT_GRADIENT = 'linear-gradient(135deg, #4f46e5 0%, #7c3aed 50%, #2563eb 100%)';
const DEFAULT_ACCENT = '#4f46e5';

export function normalizeHex(color: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color?.trim() ?? '');
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Mixes towards black by `amount` (0–1). */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)) as [number, number, number]);
}

export interface StoreTheme {
  /** Buttons and highlights: the store colour, deepened until white text reads on it. */
  accent: string;
  accentInk: string;
  heroGradient: string;
  /** Text on the hero. */
  heroInk: string;
}

export function themeFor(color: string | null | undefined): StoreTheme {
  const hex = normalizeHex(color);
  if (!hex) {
    return {
      accent: DEFAULT_ACCENT,
      accentInk: '#ffffff',
      heroGradient: DEFAULT_GRADIENT,
      heroInk: '#ffffff',
    };
  }
  let accent = hex;
  for (let step = 0; step < 10 && luminance(accent) > 0.18; step += 1)
    accent = darken(accent, 0.15);
  const deep = darken(hex, 0.55);
  const heroGradient = `linear-gradient(135deg, ${hex} 0%, ${darken(hex, 0.3)} 55%, ${deep} 100%)`;
  return {
    accent,
    accentInk: '#ffffff',
    heroGradient,
    heroInk: luminance(darken(hex, 0.3)) > 0.35 ? '#111827' : '#ffffff',
  };
}
