import { displayFabric, scale, toHex, type Rgb } from '../color.ts';
import { fitContent, type DesignInfo, type Placement } from '../geometry.ts';
import type { ProductScene, SceneMaps } from './scene.ts';
import { backdropColor, edgeShade, garmentShade } from './backdrop.ts';
import { foldAt, grey, seam } from './svg.ts';

// A 15×16 in canvas tote lying flat, 30 units per inch, handles laid up above the bag.
const FACE = { x: 275, y: 400, w: 450, h: 480 };
const HEM = 36;

const R = FACE.x + FACE.w;
const B = FACE.y + FACE.h;
const INCH = FACE.w / 15;

/**
 * Where the art may go: 2 in clear of the side seams and the bottom, 1.5 in below the top hem
 * (and so 2.6 in below where the handles are sewn on). The art is centred in it, never printed
 * larger than the file's 15 in, and shrunk to fit when taller.
 */
export const TOTE_ART_AREA = {
  x: FACE.x + 2 * INCH,
  y: FACE.y + HEM + 1.5 * INCH,
  w: FACE.w - 4 * INCH,
  h: FACE.h - HEM - 3.5 * INCH,
};

// The bag's outline, with the slight sag of soft canvas along the edges.
const BAG = `M${FACE.x} ${FACE.y} C400 ${FACE.y + 3} 600 ${FACE.y + 3} ${R} ${FACE.y} C${R + 3} 560 ${R + 2} 760 ${R - 1} ${B} C600 ${B + 4} 400 ${B + 4} ${FACE.x + 1} ${B} C${FACE.x - 2} 760 ${FACE.x - 3} 560 ${FACE.x} ${FACE.y} Z`;
const FRONT_HANDLE = `M365 ${FACE.y + 20} C362 300 392 178 500 176 C608 178 638 300 635 ${FACE.y + 20}`;
const BACK_HANDLE = `M380 ${FACE.y + 10} C384 296 420 188 516 190 C612 192 640 300 648 ${FACE.y + 10}`;
const STRAP = 30;

function handleSvg(d: string, color: string): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${STRAP}"/>`;
}

/** Strap shading: edges rolled into shade, stitch lines along both sides. */
function strapDetail(d: string): string {
  return (
    `<path d="${d}" fill="none" stroke="${grey(100)}" stroke-width="${STRAP}"/>` +
    `<path d="${d}" fill="none" stroke="${grey(128)}" stroke-width="${STRAP - 6}"/>` +
    `<path d="${d}" fill="none" stroke="${grey(96)}" stroke-width="${STRAP - 9}" stroke-dasharray="3 2"/>` +
    `<path d="${d}" fill="none" stroke="${grey(128)}" stroke-width="${STRAP - 11}"/>`
  );
}

function folds(): string {
  return [
    `<ellipse cx="490" cy="620" rx="170" ry="190" fill="${grey(146)}" filter="url(#b24)"/>`,
    // Canvas creases: long and shallow, and a pucker at each top corner where the handles pull.
    foldAt(290, 470, 360, 520, 8, 92, 'b4', 6),
    foldAt(710, 470, 640, 526, 8, 94, 'b4', -6),
    foldAt(300, 500, 372, 560, 10, 168, 'b8', 6),
    foldAt(290, 820, 420, 790, 10, 96, 'b8', -6),
    foldAt(300, 846, 430, 820, 12, 166, 'b8', -6),
    foldAt(600, 812, 716, 850, 9, 100, 'b8', 5),
    foldAt(700, 640, 660, 760, 10, 166, 'b14', 8),
  ].join('');
}

function color(fabric: Rgb): string {
  const cloth = toHex(displayFabric(fabric));
  const behind = toHex(scale(displayFabric(fabric), 0.82));
  return (
    handleSvg(BACK_HANDLE, behind) +
    handleSvg(FRONT_HANDLE, cloth) +
    `<path d="${BAG}" fill="${cloth}"/>`
  );
}

function maps(): SceneMaps {
  const hemLine = FACE.y + HEM;
  return {
    shade: garmentShade({
      outline: BAG,
      shadow: BAG,
      behind:
        `<path d="${BACK_HANDLE}" fill="none" stroke="${grey(40)}" stroke-width="${STRAP + 4}" opacity="0.5" transform="translate(3 8)" filter="url(#b8)"/>` +
        `<path d="${FRONT_HANDLE}" fill="none" stroke="${grey(40)}" stroke-width="${STRAP + 4}" opacity="0.5" transform="translate(3 8)" filter="url(#b8)"/>`,
      folds: folds(),
      extra:
        // The folded top hem stands a little proud: lit on top, shadow under.
        `<rect x="${FACE.x}" y="${hemLine - 2}" width="${FACE.w}" height="8" fill="${grey(84)}" opacity="0.6" filter="url(#b4)"/>` +
        `<rect x="${FACE.x}" y="${FACE.y}" width="${FACE.w}" height="10" fill="${grey(156)}" opacity="0.6" filter="url(#b4)"/>` +
        edgeShade(BAG, 16, 0.45),
    }),
    detail:
      strapDetail(BACK_HANDLE) +
      strapDetail(FRONT_HANDLE) +
      `<defs><clipPath id="bag"><path d="${BAG}"/></clipPath></defs><g clip-path="url(#bag)">` +
      `<rect x="${FACE.x}" y="${FACE.y - 5}" width="${FACE.w}" height="${HEM + 5}" fill="${grey(136)}"/>` +
      `<path d="M${FACE.x} ${hemLine} L${R} ${hemLine}" stroke="${grey(70)}" stroke-width="1.8"/>` +
      seam(`M${FACE.x} ${hemLine - 7} L${R} ${hemLine - 7}`, '3.4 2.4') +
      seam(`M${FACE.x} ${FACE.y + 7} L${R} ${FACE.y + 7}`, '3.4 2.4', 0.7) +
      seam(`M${FACE.x + 8} ${hemLine} L${FACE.x + 6} ${B - 6}`, '3.4 2.4', 0.5) +
      seam(`M${R - 8} ${hemLine} L${R - 6} ${B - 6}`, '3.4 2.4', 0.5) +
      `</g>`,
    mask:
      handleSvg(BACK_HANDLE, '#808080') +
      handleSvg(FRONT_HANDLE, '#808080') +
      `<path d="${BAG}" fill="#fff"/><rect x="${FACE.x}" y="${FACE.y - 5}" width="${FACE.w}" height="${HEM + 5}" fill="#808080"/>`,
  };
}

export const tote: ProductScene = {
  material: 'canvas',
  shading: {
    darken: 0.8,
    lighten: 0.45,
    texture: 0.1,
    inkFold: 0.7,
    inkTexture: 0.07,
    inkOpacity: 0.94,
  },
  backdrop: backdropColor,
  color,
  maps: maps(),
  placement(design: DesignInfo): Placement {
    return fitContent(design, TOTE_ART_AREA, (15 * INCH) / design.width);
  },
};
