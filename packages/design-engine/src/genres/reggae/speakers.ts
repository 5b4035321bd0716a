/**
 * The sound system's speaker boxes, painted flat: a cabinet's outline with its drivers — a big
 * bass cone, a pair of mid cones, or a row of horn mouths — so stacks and walls of them read as
 * a Jamaican sound's set-up at a dance.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import { r } from '../../svg/num.ts';
import { circle, ring } from '../../svg/shapes.ts';
import { roundRectPath } from '../shared/round-rect.ts';

export type Driver = 'bass' | 'mid' | 'horn';

/** A cone of radius R: rim, surround and dust cap as rings (no solid disc: fabric stays light). */
function cone(cx: number, cy: number, R: number): string {
  return `${ring(cx, cy, R, R * 0.84)}${ring(cx, cy, R * 0.66, R * 0.56)}${circle(cx, cy, R * 0.22)}`;
}

/**
 * A cabinet filling (x0, y0)–(x1, y1) in `ink`, its dust caps and horn throats in `cap`;
 * `line` is the outline's weight.
 */
export function cabinet(
  b: ArtBuilder,
  box: { x0: number; y0: number; x1: number; y1: number },
  driver: Driver,
  ink: string,
  cap: string,
): void {
  const { x0, y0, x1, y1 } = box;
  const w = x1 - x0;
  const h = y1 - y0;
  const line = Math.max(7, Math.min(w, h) * 0.045);
  const frame =
    roundRectPath(x0, y0, x1, y1, line * 1.5) +
    roundRectPath(x0 + line, y0 + line, x1 - line, y1 - line, line * 0.6);
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const inner = Math.min(w, h) / 2 - line * 2.2;
  let drivers = '';
  let caps = '';
  if (driver === 'bass') {
    drivers = cone(cx, cy, inner);
    caps = circle(cx, cy, inner * 0.14);
  } else if (driver === 'mid') {
    const R = Math.min(inner, w / 4 - line * 1.4);
    for (const dx of [-1, 1]) {
      drivers += cone(cx + dx * (w / 4 - line * 0.2), cy, R);
      caps += circle(cx + dx * (w / 4 - line * 0.2), cy, R * 0.14);
    }
  } else {
    // Horn mouths: flared outlines with their throats picked out.
    const n = Math.max(2, Math.round(w / h));
    const mw = (w - line * 4) / n;
    for (let i = 0; i < n; i += 1) {
      const mx = x0 + line * 2 + i * mw;
      const top = y0 + line * 2.2;
      const bot = y1 - line * 2.2;
      const pad = mw * 0.1;
      drivers +=
        roundRectPath(mx + pad, top, mx + mw - pad, bot, line) +
        roundRectPath(mx + pad + line, top + line, mx + mw - pad - line, bot - line, line * 0.5);
      const tw = (mw - 2 * pad) * 0.22;
      const th = (bot - top) * 0.22;
      caps += `M${r(mx + mw / 2 - tw)} ${r(cy - th)}h${r(tw * 2)}v${r(th * 2)}h${r(-tw * 2)}Z`;
    }
  }
  b.add(`<path fill="${ink}" fill-rule="evenodd" d="${frame}${drivers}"/>`, [ink]);
  b.add(`<path fill="${cap}" d="${caps}"/>`, [cap]);
}
