/** Rounds coordinates to keep SVG small; 0.01 unit is far below a print pixel. */
export function r(value: number): string {
  return String(Math.round(value * 100) / 100);
}
