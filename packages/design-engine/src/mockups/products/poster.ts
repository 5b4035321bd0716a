import { displayFabric, toHex, type Rgb } from '../color.ts';
import { DERIVED_LAYOUT } from '../../render/product-prints.ts';
import { coverArea, type DesignInfo, type Placement } from '../geometry.ts';
import type { ProductScene, SceneMaps } from './scene.ts';
import { sharedShadeDefs } from './backdrop.ts';
import { blur, grey } from './svg.ts';

// An 18×24 in print in a thin black frame with a white mat, hung on a wall: 26 units per inch.
const INCH = 26;
const WALL = '#e3e0da';
const PAPER = { x: 500 - 9 * INCH, y: 478 - 12 * INCH, w: 18 * INCH, h: 24 * INCH };
const MAT = 1.3 * INCH;
const FRAME = 0.8 * INCH;
const inset = (b: typeof PAPER, d: number) => ({
  x: b.x - d,
  y: b.y - d,
  w: b.w + 2 * d,
  h: b.h + 2 * d,
});
const MAT_BOX = inset(PAPER, MAT);
const FRAME_BOX = inset(MAT_BOX, FRAME);

const rect = (b: typeof PAPER, fill: string, extra = '') =>
  `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" fill="${fill}"${extra}/>`;

/** A frame side as a trapezoid (mitred corners), for per-side light on the moulding. */
function frameSide(side: 'top' | 'right' | 'bottom' | 'left', shade: number): string {
  const o = FRAME_BOX;
  const i = MAT_BOX;
  const [ox2, oy2, ix2, iy2] = [o.x + o.w, o.y + o.h, i.x + i.w, i.y + i.h];
  const pts = {
    top: [o.x, o.y, ox2, o.y, ix2, i.y, i.x, i.y],
    right: [ox2, o.y, ox2, oy2, ix2, iy2, ix2, i.y],
    bottom: [ox2, oy2, o.x, oy2, i.x, iy2, ix2, iy2],
    left: [o.x, oy2, o.x, o.y, i.x, i.y, i.x, iy2],
  }[side];
  return `<polygon points="${pts.join(' ')}" fill="${grey(shade)}"/>`;
}

function color(paper: Rgb): string {
  return (
    rect(FRAME_BOX, '#1c1c1d') + rect(MAT_BOX, '#f3f1ec') + rect(PAPER, toHex(displayFabric(paper)))
  );
}

function maps(): SceneMaps {
  return {
    shade:
      `<defs>${sharedShadeDefs}<radialGradient id="wall" cx="0.35" cy="0.15" r="1.1"><stop offset="0" stop-color="${grey(142)}"/><stop offset="0.55" stop-color="${grey(126)}"/><stop offset="1" stop-color="${grey(96)}"/></radialGradient></defs>` +
      `<rect width="1000" height="1000" fill="url(#wall)"/>` +
      // The frame stands off the wall: a soft shadow falling down and right, and a tight one.
      rect(FRAME_BOX, grey(40), ' opacity="0.5" transform="translate(10 18)" filter="url(#b14)"') +
      rect(FRAME_BOX, grey(30), ' opacity="0.5" transform="translate(2 4)" filter="url(#b4)"') +
      rect(FRAME_BOX, grey(128)) +
      rect(MAT_BOX, grey(128)) +
      // The mat's bevelled window shades the top and left of the print just inside it.
      `<path d="M${PAPER.x} ${PAPER.y + PAPER.h} L${PAPER.x} ${PAPER.y} L${PAPER.x + PAPER.w} ${PAPER.y}" fill="none" stroke="${grey(80)}" stroke-width="8" opacity="0.5" filter="url(#b4)"/>` +
      rect(PAPER, 'none', ` stroke="${grey(100)}" stroke-width="2" opacity="0.5"`),
    detail:
      frameSide('top', 150) +
      frameSide('left', 140) +
      frameSide('right', 108) +
      frameSide('bottom', 96) +
      rect(MAT_BOX, 'none', ` stroke="${grey(60)}" stroke-width="1.5"`) +
      rect(FRAME_BOX, 'none', ` stroke="${grey(176)}" stroke-width="1.2" opacity="0.6"`) +
      // The white bevel of the mat cut catches light on the bottom and right edges of the window.
      rect(inset(PAPER, 1.5), 'none', ` stroke="${grey(170)}" stroke-width="3"`),
    gloss:
      `<defs>${blur('g24', 24)}<clipPath id="glass"><rect x="${MAT_BOX.x}" y="${MAT_BOX.y}" width="${MAT_BOX.w}" height="${MAT_BOX.h}"/></clipPath></defs>` +
      `<g clip-path="url(#glass)"><polygon points="${MAT_BOX.x + 60},${MAT_BOX.y} ${MAT_BOX.x + 260},${MAT_BOX.y} ${MAT_BOX.x + 40},${MAT_BOX.y + MAT_BOX.h} ${MAT_BOX.x - 160},${MAT_BOX.y + MAT_BOX.h}" fill="#fff" opacity="0.055" filter="url(#g24)"/></g>` +
      `<path d="M${FRAME_BOX.x + 4} ${FRAME_BOX.y + 4} L${FRAME_BOX.x + FRAME_BOX.w - 4} ${FRAME_BOX.y + 4}" stroke="#fff" stroke-width="2" opacity="0.25"/>`,
    mask: rect(MAT_BOX, '#808080') + rect(PAPER, '#fff'),
  };
}

export const poster: ProductScene = {
  material: 'paper',
  shading: {
    darken: 0.9,
    lighten: 0.5,
    texture: 0.03,
    inkFold: 0.9,
    inkTexture: 0.03,
    inkOpacity: 1,
  },
  backdrop: () => WALL,
  color,
  maps: maps(),
  placement(design: DesignInfo): Placement {
    if (design.kind === 'poster') return coverArea(design, PAPER);
    return garmentOnPoster(design);
  },
};

/**
 * A garment design sold as a poster, placed as its print file places it (render/product-prints):
 * centred a little above the middle of the sheet, at its printed tee size at most and within
 * 76 % × 70 % of the sheet, on paper of the blank's colour.
 */
function garmentOnPoster(design: DesignInfo): Placement {
  const layout = DERIVED_LAYOUT.poster;
  const { content } = design;
  const perPx = (15 * INCH) / design.width;
  const s = Math.min(
    layout.maxGrow * perPx,
    (layout.maxWidth * INCH) / content.w,
    (layout.maxHeight * INCH) / content.h,
  );
  const w = content.w * s;
  const h = content.h * s;
  return {
    type: 'flat',
    crop: content,
    dest: { x: PAPER.x + (PAPER.w - w) / 2, y: PAPER.y + PAPER.h * layout.centreY - h / 2, w, h },
  };
}
