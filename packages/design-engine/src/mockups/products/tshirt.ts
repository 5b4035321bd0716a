import { displayFabric, toHex } from '../color.ts';
import type { DesignInfo, Placement } from '../geometry.ts';
import type { ProductScene, SceneMaps } from './scene.ts';
import { backdropColor, garmentShade } from './backdrop.ts';
import { foldAt, grey, mirrored, path, seam, symmetricOutline, type Point } from './svg.ts';

// Flat-lay tee, size L: the 20 in body is 434 units wide (21.7 units per inch), 29 in long.
const BODY_LEFT = 283;
const BODY_WIDTH = 1000 - 2 * BODY_LEFT;
const INCH = BODY_WIDTH / 20;
const COLLAR_BOTTOM = 262;
/** A front print starts 3 in below the collar seam. */
const TEE_ART_TOP = COLLAR_BOTTOM + 3 * INCH;

/** The tee's geometry in scene units, for the placement tests. */
export const TEE = { bodyLeft: BODY_LEFT, bodyWidth: BODY_WIDTH, inch: INCH, artTop: TEE_ART_TOP };

const p = (x: number, y: number): Point => ({ x, y });

export const TEE_OUTLINE = symmetricOutline(p(500, 186), [
  { c1: p(470, 186), c2: p(440, 183), to: p(421, 178) },
  { c1: p(380, 192), c2: p(336, 205), to: p(294, 218) },
  { c1: p(248, 256), c2: p(196, 298), to: p(148, 340) },
  { c1: p(180, 386), c2: p(220, 428), to: p(253, 465) },
  { c1: p(262, 440), c2: p(273, 418), to: p(BODY_LEFT, 397) },
  { c1: p(279, 520), c2: p(282, 700), to: p(287, 808) },
  { c1: p(360, 812), c2: p(430, 814), to: p(500, 814) },
]);

// Neck: through the opening one sees the inside of the back, below the back rib.
const NECK_OPENING = symmetricOutline(p(500, 202), [
  { c1: p(468, 202), c2: p(446, 196), to: p(434, 187) },
  { c1: p(437, 226), c2: p(462, 246), to: p(500, 246) },
]);
const FRONT_RIB = symmetricOutline(p(500, 246), [
  { c1: p(462, 246), c2: p(437, 226), to: p(434, 187) },
  { to: p(421, 179) },
  { c1: p(424, 236), c2: p(456, COLLAR_BOTTOM), to: p(500, COLLAR_BOTTOM) },
]);

const both = (start: Point, segs: Parameters<typeof path>[1]) =>
  `${path(start, segs)} ${mirrored(start, segs)}`;

const BACK_RIB = symmetricOutline(p(500, 186), [
  { c1: p(470, 186), c2: p(440, 183), to: p(421, 178) },
  { to: p(434, 187) },
  { c1: p(446, 196), c2: p(468, 202), to: p(500, 202) },
]);
const FRONT_RIB_LIP = both(p(434, 189), [{ c1: p(437, 228), c2: p(462, 248), to: p(500, 248) }]);
const BACK_RIB_EDGE = both(p(434, 187), [{ c1: p(446, 196), c2: p(468, 202), to: p(500, 202) }]);
const SHOULDER_SEAMS = both(p(423, 183), [{ c1: p(380, 196), c2: p(336, 208), to: p(297, 221) }]);
const ARMHOLE_SEAMS = both(p(294, 220), [{ c1: p(291, 280), c2: p(286, 350), to: p(283, 397) }]);
const SLEEVE_STITCH = both(p(165, 326), [{ c1: p(196, 370), c2: p(232, 412), to: p(266, 452) }]);
const HEM_STITCH = 'M292 791 C380 795 620 795 708 791';
const COLLAR_STITCH = both(p(419, 184), [{ c1: p(422, 241), c2: p(456, 266), to: p(500, 266) }]);

/** Folds and light of a tee lying flat: uneven on purpose, as real cloth never lies symmetric. */
function teeFolds(): string {
  return [
    // Broad lit areas where the cloth lies flattest, and the shoulders catching the key light.
    `<ellipse cx="470" cy="440" rx="150" ry="130" fill="${grey(148)}" filter="url(#b24)"/>`,
    `<ellipse cx="540" cy="700" rx="150" ry="60" fill="${grey(140)}" filter="url(#b24)"/>`,
    foldAt(330, 226, 420, 200, 14, 160, 'b8'),
    foldAt(580, 200, 680, 228, 12, 150, 'b8'),
    // Drag lines from the underarms toward the chest, each with the ridge beside it.
    foldAt(292, 418, 414, 566, 12, 78, 'b8', 14),
    foldAt(300, 452, 404, 612, 16, 176, 'b14', 14),
    foldAt(708, 424, 624, 526, 10, 84, 'b8', -10),
    foldAt(704, 458, 630, 566, 14, 170, 'b14', -10),
    // Lower body: two long soft diagonals and a crease near the hem.
    foldAt(318, 706, 476, 640, 12, 86, 'b8', -8),
    foldAt(330, 730, 490, 668, 16, 170, 'b14', -8),
    foldAt(560, 716, 704, 748, 14, 168, 'b14', 6),
    foldAt(572, 742, 700, 778, 9, 90, 'b8', 6),
    foldAt(298, 772, 392, 784, 6, 96, 'b4'),
    // Sleeves: a crease from shoulder toward the hem and a lit ridge along the top.
    foldAt(236, 280, 268, 380, 9, 86, 'b8', 6),
    foldAt(200, 300, 236, 410, 12, 176, 'b8', 6),
    foldAt(772, 292, 742, 396, 8, 92, 'b8', -6),
    foldAt(800, 312, 770, 414, 12, 168, 'b8', -6),
  ].join('');
}

function teeMaps(): SceneMaps {
  const neckShade = `<path d="${NECK_OPENING}" fill="${grey(70)}" filter="url(#b4)"/>`;
  return {
    shade: garmentShade({ outline: TEE_OUTLINE, folds: teeFolds(), extra: neckShade }),
    detail:
      `<defs><clipPath id="garment"><path d="${TEE_OUTLINE}"/></clipPath></defs><g clip-path="url(#garment)">` +
      `<path d="${NECK_OPENING}" fill="${grey(96)}"/>` +
      `<path d="${BACK_RIB}" fill="${grey(120)}"/>` +
      `<path d="${BACK_RIB_EDGE}" fill="none" stroke="${grey(80)}" stroke-width="2"/>` +
      `<path d="${FRONT_RIB}" fill="${grey(136)}"/>` +
      // The rib's rolled lip catches the light; the body below it dips into a soft groove.
      `<path d="${FRONT_RIB_LIP}" fill="none" stroke="${grey(176)}" stroke-width="2.2" opacity="0.7"/>` +
      seam(COLLAR_STITCH, '3 2', 0.8) +
      seam(SHOULDER_SEAMS, undefined, 0.6) +
      seam(ARMHOLE_SEAMS, undefined, 0.7) +
      seam(SLEEVE_STITCH, '3 2') +
      seam(HEM_STITCH, '3 2') +
      `</g>`,
    mask: `<path d="${TEE_OUTLINE}" fill="#fff"/><path d="${NECK_OPENING}" fill="#000"/>`,
  };
}

export const tshirt: ProductScene = {
  material: 'knit',
  shading: {
    darken: 0.85,
    lighten: 0.5,
    texture: 0.07,
    inkFold: 0.7,
    inkTexture: 0.06,
    inkOpacity: 0.96,
  },
  backdrop: backdropColor,
  color: (fabric) => `<path d="${TEE_OUTLINE}" fill="${toHex(displayFabric(fabric))}"/>`,
  maps: teeMaps(),
  placement(design: DesignInfo): Placement {
    return teePlacement(design);
  },
};

/** How wide the print file is printed: 15 in, the width of the 4500 px file at 300 dpi. */
export const PRINT_FILE_INCHES = 15;

/**
 * The print at the size it is printed: the file is 15 in wide, so a chest design that fills the
 * 10.6 in the layouts allow comes out at ~53 % of the 20 in body. The art's top sits 3 in below
 * the collar seam, the art centred on the body, as a printer places a front print.
 */
export function teePlacement(design: DesignInfo): Placement {
  const s = (PRINT_FILE_INCHES * INCH) / design.width;
  const { content } = design;
  const w = content.w * s;
  const h = content.h * s;
  return {
    type: 'flat',
    crop: content,
    dest: { x: 500 - w / 2, y: TEE_ART_TOP, w, h },
  };
}
