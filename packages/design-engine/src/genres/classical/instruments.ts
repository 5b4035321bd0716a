/**
 * The classical emblems game-icons has no drawing for, drawn as one-ink silhouettes: the tanpura
 * (the drone behind every Indian classical singer) and the sitar, the baroque lute with its
 * bent-back pegbox, and a lotus garland that takes the laurel's place around an Indian
 * classical medal. Strings, frets and the rosette are cut out of the ink (even-odd holes), the
 * way the game-icons silhouettes draw their detail, so each prints in a single ink.
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { circle, polar, polygon, type Point } from '../../svg/shapes.ts';
import { icon } from '../shared/art.ts';

/** The emblems drawn here, by the name a medal or a programme asks for. */
export type DrawnInstrument = 'tanpura' | 'sitar' | 'lute';

export const DRAWN_EMBLEMS: readonly string[] = ['tanpura', 'sitar', 'lute'];

const rect = (x0: number, y0: number, x1: number, y1: number): string =>
  `M${r(x0)} ${r(y0)}H${r(x1)}V${r(y1)}H${r(x0)}Z`;

const ellipsePath = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${r(cx - rx)} ${r(cy)}a${r(rx)} ${r(ry)} 0 1 0 ${r(rx * 2)} 0a${r(rx)} ${r(ry)} 0 1 0 ${r(-rx * 2)} 0Z`;

/** Even-odd paths (each one piece: its holes are its own) in one ink. */
type Pieces = string[];

/**
 * A long-necked Indian lute standing upright: the round gourd with its bridge, the neck with its
 * strings running on to the bridge (tanpura) or its frets and the upper gourd (sitar), the pegs.
 */
function longLute(box: Box, sitar: boolean): Pieces {
  const H = box.y1 - box.y0;
  const cx = (box.x0 + box.x1) / 2;
  const y = (v: number): number => box.y0 + v * H;
  const u = (v: number): number => v * H;
  const gy = y(0.825);
  const rx = u(0.175);
  const ry = u(0.17);
  const half = u(sitar ? 0.04 : 0.03);
  const gourd = [ellipsePath(cx, gy, rx, ry), rect(cx - u(0.06), y(0.9), cx + u(0.06), y(0.914))];
  const neckTop = y(0.07);
  const neckFoot = y(0.68);
  const neck = [
    polygon([
      [cx - half * 0.85, neckTop],
      [cx + half * 0.85, neckTop],
      [cx + half, neckFoot],
      [cx - half, neckFoot],
    ]),
  ];
  const strings = [-0.5, -0.17, 0.17, 0.5].map((k) => cx + k * half * 1.4);
  if (sitar) {
    // Curved frets across the neck, closer together towards the gourd.
    for (let i = 0; i < 10; i += 1) {
      const fy = y(0.29 + 0.36 * (1 - (1 - i / 10) ** 1.25));
      neck.push(rect(cx - half * 0.8, fy, cx + half * 0.8, fy + u(0.007)));
    }
  } else {
    for (const sx of strings) neck.push(rect(sx - u(0.0035), y(0.1), sx + u(0.0035), y(0.66)));
    // The tanpura's strings run on over the gourd's face to the bridge.
    for (const sx of strings) gourd.push(rect(sx - u(0.0035), y(0.7), sx + u(0.0035), y(0.9)));
  }
  const head = polygon([
    [cx - half * 1.05, y(0.075)],
    [cx - half * 0.95, y(0.01)],
    [cx, y(0)],
    [cx + half * 0.95, y(0.01)],
    [cx + half * 1.05, y(0.075)],
  ]);
  const pegs: string[] = [];
  for (const [py, side] of [
    [0.025, -1],
    [0.055, -1],
    [0.04, 1],
    [0.07, 1],
  ] as const) {
    const x0 = cx + side * half;
    const x1 = cx + side * (half + u(0.05));
    pegs.push(
      rect(Math.min(x0, x1), y(py) - u(0.006), Math.max(x0, x1), y(py) + u(0.006)),
      circle(x1, y(py), u(0.013)),
    );
  }
  // The gourd's collar where the neck enters it.
  const collar = ellipsePath(cx, y(0.665), half * 1.9, u(0.02));
  const pieces = [gourd.join(''), neck.join(''), head, pegs.join(''), collar];
  // The sitar's second, smaller gourd hangs behind the upper neck.
  if (sitar) pieces.unshift(circle(cx, y(0.19), u(0.07)));
  return pieces;
}

/**
 * The baroque lute in three-quarter view: the pear-shaped body with its carved rosette and the
 * bridge, the short neck with its strings, and the pegbox bent back from the nut, pegs out.
 */
function lute(box: Box): Pieces {
  const H = box.y1 - box.y0;
  const cx = (box.x0 + box.x1) / 2;
  const y = (v: number): number => box.y0 + v * H;
  const u = (v: number): number => v * H;
  const x = (k: number): number => cx + u(k);
  const body = [
    `M${r(x(-0.045))} ${r(y(0.4))}C${r(x(-0.17))} ${r(y(0.42))} ${r(x(-0.25))} ${r(y(0.56))} ${r(x(-0.25))} ${r(y(0.73))}`,
    `C${r(x(-0.25))} ${r(y(0.9))} ${r(x(-0.13))} ${r(y(1))} ${r(cx)} ${r(y(1))}`,
    `C${r(x(0.13))} ${r(y(1))} ${r(x(0.25))} ${r(y(0.9))} ${r(x(0.25))} ${r(y(0.73))}`,
    `C${r(x(0.25))} ${r(y(0.56))} ${r(x(0.17))} ${r(y(0.42))} ${r(x(0.045))} ${r(y(0.4))}Z`,
  ].join('');
  const ry = y(0.63);
  const rosette = [circle(cx, ry, u(0.085)), circle(cx, ry, u(0.07)), circle(cx, ry, u(0.014))];
  for (let i = 0; i < 8; i += 1) {
    const [dx, dy] = polar(cx, ry, u(0.045), i * 45);
    rosette.push(circle(dx, dy, u(0.011)));
  }
  const bridge = rect(x(-0.08), y(0.855), x(0.08), y(0.873));
  const neck = [
    polygon([
      [x(-0.036), y(0.15)],
      [x(0.036), y(0.15)],
      [x(0.047), y(0.42)],
      [x(-0.047), y(0.42)],
    ]),
  ];
  for (const k of [-0.022, -0.007, 0.007, 0.022]) {
    neck.push(rect(x(k) - u(0.003), y(0.17), x(k) + u(0.003), y(0.41)));
  }
  // The pegbox bends back from the nut: a tapering box leaning right, pegs out both sides.
  const lean = (deg: number, len: number): [number, number] => polar(cx, y(0.15), u(len), deg);
  const tilt = -62;
  const pegbox = polygon([
    [x(-0.036), y(0.15)],
    [x(0.036), y(0.15)],
    polar(x(0.028), y(0.15), u(0.17), tilt),
    polar(x(-0.028), y(0.15), u(0.17), tilt),
  ]);
  const pegs: string[] = [];
  for (let i = 1; i <= 4; i += 1) {
    const [px, py] = lean(tilt, 0.035 * i);
    for (const side of [-1, 1]) {
      const [ex, ey] = polar(px, py, u(0.055), tilt + side * 90);
      pegs.push(
        polygon([
          polar(px, py, u(0.008), tilt),
          polar(ex, ey, u(0.008), tilt),
          polar(ex, ey, u(0.008), tilt + 180),
          polar(px, py, u(0.008), tilt + 180),
        ]),
      );
    }
  }
  return [body + rosette.join('') + bridge, neck.join(''), pegbox, pegs.join('')];
}

const ASPECT: Record<DrawnInstrument, number> = { tanpura: 0.36, sitar: 0.36, lute: 0.56 };

function isDrawn(name: string): name is DrawnInstrument {
  return DRAWN_EMBLEMS.includes(name);
}

/**
 * Draws an emblem into `box` in `ink`: one of the instruments drawn here, else the game-icons
 * silhouette of that name. Returns where the ink landed.
 */
export function emblem(b: ArtBuilder, name: string, box: Box, ink: string, tilt = 0): Box {
  if (!isDrawn(name)) return icon(b, name, box, ink);
  // Tilted (as the game-icons violin and lyre lean), a long neck fills a squarer box: the
  // instrument's upright box is the largest whose turned bounds fit.
  const a = (Math.abs(tilt) * Math.PI) / 180;
  const aspect = ASPECT[name];
  const bw = box.x1 - box.x0;
  const bh = box.y1 - box.y0;
  const h = Math.min(
    bw / (aspect * Math.cos(a) + Math.sin(a)),
    bh / (aspect * Math.sin(a) + Math.cos(a)),
  );
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const upright = {
    x0: cx - (h * aspect) / 2,
    y0: cy - h / 2,
    x1: cx + (h * aspect) / 2,
    y1: cy + h / 2,
  };
  const pieces = name === 'lute' ? lute(upright) : longLute(upright, name === 'sitar');
  const paths = pieces.map((d) => `<path fill="${ink}" fill-rule="evenodd" d="${d}"/>`).join('');
  b.add(tilt ? `<g transform="rotate(${r(tilt)} ${r(cx)} ${r(cy)})">${paths}</g>` : paths, [ink]);
  const tw = h * (aspect * Math.cos(a) + Math.sin(a));
  const th = h * (aspect * Math.sin(a) + Math.cos(a));
  return { x0: cx - tw / 2, y0: cy - th / 2, x1: cx + tw / 2, y1: cy + th / 2 };
}

/**
 * A lotus petal from its base along `deg`: a full belly and a pointed tip. `reverse` winds it the
 * other way, so a petal drawn inside another cuts it (nonzero fill) where overlaps still merge.
 */
function petal(base: Point, deg: number, len: number, width: number, reverse = false): string {
  const [bx, by] = base;
  const a = (deg * Math.PI) / 180;
  const d: Point = [Math.cos(a), Math.sin(a)];
  const k = reverse ? -1 : 1;
  const n: Point = [-d[1] * k, d[0] * k];
  const at = (along: number, across: number): string =>
    `${r(bx + d[0] * along + n[0] * across)} ${r(by + d[1] * along + n[1] * across)}`;
  const w = width / 2;
  return `M${at(0, w * 0.22)}C${at(len * 0.3, w * 1.25)} ${at(len * 0.72, w * 0.9)} ${at(len, 0)}C${at(len * 0.72, -w * 0.9)} ${at(len * 0.3, -w * 1.25)} ${at(0, -w * 0.22)}Z`;
}

/**
 * A lotus garland along a circle's arc, centred on the bottom, the way a lotus seat carries a
 * deity: broad pointed petals opening outward, each with a slit down its heart, and a smaller
 * petal rising between each pair behind them; the petals shrink towards an open garland's ends.
 * `sweep` is the arc in degrees (360: a closed ring). Path data for a nonzero fill.
 */
export function lotusGarland(
  cx: number,
  cy: number,
  radius: number,
  sweep: number,
  petals: number,
  size = 1,
): string {
  const parts: string[] = [];
  const closed = sweep >= 360;
  const step = closed ? 360 / petals : sweep / Math.max(1, petals - 1);
  const from = closed ? -90 : 90 - sweep / 2;
  // Neighbouring front petals nearly touch at their widest, never overlap (the slits must show).
  const room = 2 * (radius + 30 * size) * Math.sin((step * Math.PI) / 360);
  const taper = (i: number): number =>
    closed ? 1 : 1 - 0.4 * Math.abs((i - (petals - 1) / 2) / ((petals - 1) / 2));
  for (let i = 0; i < petals; i += 1) {
    const deg = from + i * step;
    const len = 96 * size * taper(i);
    const width = Math.min(len * 0.7, room * 0.9);
    if (closed || i < petals - 1) {
      // The back petal between this one and the next, its tip showing between them.
      const mid = deg + step / 2;
      const back = 96 * size * Math.min(taper(i), taper(i + 1)) * 0.78;
      parts.push(petal(polar(cx, cy, radius - 6 * size, mid), mid, back, back * 0.55));
    }
    parts.push(petal(polar(cx, cy, radius, deg), deg, len, width));
    parts.push(petal(polar(cx, cy, radius + len * 0.22, deg), deg, len * 0.6, width * 0.16, true));
  }
  return parts.join('');
}
