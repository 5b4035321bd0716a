/**
 * Folk azulejo: a panel of Portuguese pattern tiles (padrão) framing the name — each tile a
 * four-leaf rosette with a ring, quarter-circles in its corners that meet across the joints as
 * whole circles, the way a wall of Lisbon tiles reads as one pattern — the name set in a plain
 * cartouche left open in the panel, the song quoted under it. Drawn in the artist's own inks
 * (line in the main ink, paint in the accent), never forced blue. Seeded: the rosette's leaves
 * straight or turned, the corner circles plain or doubled.
 */
import type { Template } from '../../layout/template.ts';
import { CENTER_X } from '../../layout/geometry.ts';
import { r } from '../../svg/num.ts';
import { circle, diamond, polar } from '../../svg/shapes.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { detailsLine } from '../shared/details-line.ts';
import { leaf } from '../shared/ornaments.ts';

const COLS = 7;
const TILE = 150;

interface TileMarks {
  line: string;
  paint: string;
}

/** A quarter of a circle of radius `rad` centred on a tile corner, swept into the tile. */
function cornerArc(x: number, y: number, rad: number, sx: number, sy: number): string {
  return `M${r(x + sx * rad)} ${r(y)}A${r(rad)} ${r(rad)} 0 0 ${sx * sy > 0 ? 1 : 0} ${r(x)} ${r(y + sy * rad)}`;
}

function tile(x: number, y: number, s: number, turn: number, doubled: boolean): TileMarks {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const line: string[] = [circle(cx, cy, s * 0.3)];
  const paint: string[] = [];
  for (const [px, sx] of [
    [x, 1],
    [x + s, -1],
  ] as const) {
    for (const [py, sy] of [
      [y, 1],
      [y + s, -1],
    ] as const) {
      line.push(cornerArc(px, py, s * 0.22, sx, sy));
      if (doubled) line.push(cornerArc(px, py, s * 0.15, sx, sy));
    }
  }
  for (let k = 0; k < 4; k += 1) {
    paint.push(leaf(cx, cy, turn + 45 + k * 90, s * 0.26, 0.55));
    const [dx, dy] = polar(cx, cy, s * 0.4, k * 90);
    paint.push(diamond(dx, dy, s * 0.07, s * 0.07));
  }
  return { line: line.join(''), paint: paint.join('') };
}

export const folkAzulejo: Template = {
  id: 'folk-azulejo',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const cx = CENTER_X;
    const s = TILE * Math.max(0.85, ctx.shrink);
    const turn = rng.pick([0, 0, 45]);
    const doubled = rng.chance(0.5);

    // The cartouche is the panel's inner columns; its rows grow to hold the name.
    const inner = (COLS - 2) * s;
    const name = await nameBlock(ctx, faces.display, {
      maxWidth: inner - 120,
      maxCap: 130 * ctx.shrink,
      maxHeight: 380 * ctx.shrink,
      maxLines: 3,
      leading: 0.25,
      tracking: 0.06,
    });
    const innerRows = Math.max(1, Math.ceil((name.height + 90) / s));
    const rows = innerRows + 2;
    const x0 = cx - (COLS * s) / 2;
    const y0 = 90;
    const lines: string[] = [];
    const paint: string[] = [];
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < COLS; col += 1) {
        const framing = row === 0 || row === rows - 1 || col === 0 || col === COLS - 1;
        if (!framing) continue;
        const t = tile(x0 + col * s, y0 + row * s, s, turn, doubled);
        lines.push(t.line);
        paint.push(t.paint);
      }
    }
    // The joints: the panel's outer edge and the cartouche's, and the grout lines between tiles.
    const grout: string[] = [
      `M${r(x0)} ${r(y0)}h${r(COLS * s)}v${r(rows * s)}h${r(-COLS * s)}Z`,
      `M${r(x0 + s)} ${r(y0 + s)}h${r(inner)}v${r(innerRows * s)}h${r(-inner)}Z`,
    ];
    for (let col = 1; col < COLS; col += 1) {
      const x = x0 + col * s;
      const whole = col === 1 || col === COLS - 1;
      grout.push(`M${r(x)} ${r(y0)}v${r(s)}M${r(x)} ${r(y0 + (rows - 1) * s)}v${r(s)}`);
      if (whole) grout.push(`M${r(x)} ${r(y0 + s)}v${r(innerRows * s)}`);
    }
    for (let row = 1; row < rows; row += 1) {
      const y = y0 + row * s;
      grout.push(`M${r(x0)} ${r(y)}h${r(s)}M${r(x0 + (COLS - 1) * s)} ${r(y)}h${r(s)}`);
    }
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="${r(4 * ctx.shrink)}" d="${lines.join('')}${grout.join('')}"/>`,
      [inks.primary],
    );
    b.add(`<path fill="${inks.accent}" d="${paint.join('')}"/>`, [inks.accent]);
    // A fine rule inside the cartouche, as on a painted tile panel's framed inscription.
    const pad = 22 * ctx.shrink;
    b.add(
      `<path fill="none" stroke="${inks.primary}" stroke-width="3" d="M${r(x0 + s + pad)} ${r(y0 + s + pad)}h${r(inner - 2 * pad)}v${r(innerRows * s - 2 * pad)}h${r(-(inner - 2 * pad))}Z"/>`,
      [inks.primary],
    );
    const top = y0 + s + (innerRows * s - name.height) / 2;
    drawBlock(b, name, { top, paint: { fill: inks.primary }, role: 'name' });

    const panelBottom = y0 + rows * s;
    let bottom = panelBottom;
    if (ctx.track.length > 0) {
      const song = await smallLine(b, ctx, quoted(ctx.track), {
        baseline: panelBottom + 100,
        cap: 36,
        maxWidth: 820,
        ink: inks.accent,
        role: 'track',
        tracking: 0.25,
      });
      bottom = song.y1;
    }
    await detailsLine(b, ctx, {
      baseline: bottom + 80,
      cap: 28,
      maxWidth: 760,
      ink: inks.support,
      tracking: 0.5,
    });
  },
};
