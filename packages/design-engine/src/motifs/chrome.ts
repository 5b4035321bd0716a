/**
 * Chrome for hip-hop type: a vertical metallic gradient built from ONE palette ink plus white
 * highlights (sky above a hard horizon line, ground below), the classic airbrushed-chrome look.
 * The print stays in the artist's colour; the white reads as the specular highlight.
 */
import { r } from '../svg/num.ts';
import type { Box } from '../svg/box.ts';

function mix(hex: string, other: string, t: number): string {
  const a = parseInt(hex.slice(1), 16);
  const b = parseInt(other.slice(1), 16);
  const ch = (shift: number): number =>
    Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
  return `#${[16, 8, 0].map((s) => ch(s).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * A <linearGradient> over `box` (user space, so every line of type shares one horizon).
 * Use `fill="url(#id)"`. `ink` must be a #rrggbb hex.
 */
export function chromeGradient(id: string, inkHex: string, box: Box, horizon = 0.52): string {
  // #rgb is widened; anything else falls back to a steel grey rather than printing NaN stops.
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(inkHex);
  const ink = short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
    : /^#[0-9a-f]{6}$/i.test(inkHex)
      ? inkHex
      : '#9aa3ad';
  const white = '#ffffff';
  const dark = mix(ink, '#000000', 0.45);
  const stops: [number, string][] = [
    [0, mix(ink, white, 0.85)],
    [horizon * 0.55, mix(ink, white, 0.35)],
    [horizon - 0.005, ink],
    [horizon, dark],
    [horizon + 0.02, mix(ink, white, 0.9)],
    [Math.min(0.95, horizon + 0.22), ink],
    [1, mix(ink, white, 0.55)],
  ];
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${r(box.y0)}" x2="0" y2="${r(box.y1)}">${stops
    .map(([o, c]) => `<stop offset="${o.toFixed(3)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/** The inks a chrome fill adds to a design's ink list (the ink and white). */
export const chromeInks = (ink: string): string[] => [ink, '#ffffff'];
