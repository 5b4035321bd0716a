import { displayFabric, mix, toHex, type Rgb } from '../color.ts';
import type { DesignInfo, Placement } from '../geometry.ts';
import type { ProductScene, SceneMaps } from './scene.ts';
import { backdropColor, edgeShade, garmentShade, ribPattern } from './backdrop.ts';
import {
  foldAt,
  grey,
  mirrored,
  path,
  seam,
  symmetricOutline,
  type Point,
  type Segment,
} from './svg.ts';

// Flat-lay pullover hoodie, size L: the 22 in body is 374 units wide (17 units per inch).
const BODY_LEFT = 313;
const BODY_WIDTH = 1000 - 2 * BODY_LEFT;
const INCH = BODY_WIDTH / 22;
const NECK_BOTTOM = 306;
// A kangaroo pocket about 9 in deep, its top ~9 in below the cords: room for a chest print.
const POCKET_TOP = 590;

const p = (x: number, y: number): Point => ({ x, y });
const both = (start: Point, segs: Parameters<typeof path>[1]) =>
  `${path(start, segs)} ${mirrored(start, segs)}`;

const OUTLINE = symmetricOutline(p(500, 258), [
  { c1: p(470, 258), c2: p(450, 254), to: p(432, 250) },
  { c1: p(390, 254), c2: p(340, 260), to: p(303, 274) },
  { c1: p(250, 380), c2: p(196, 490), to: p(157, 590) },
  { c1: p(152, 607), c2: p(149, 624), to: p(147, 642) },
  { c1: p(168, 652), c2: p(190, 660), to: p(213, 664) },
  { c1: p(216, 646), c2: p(219, 628), to: p(222, 612) },
  { c1: p(250, 540), c2: p(284, 480), to: p(BODY_LEFT, 437) },
  { c1: p(312, 560), c2: p(314, 680), to: p(316, 748) },
  { c1: p(318, 766), c2: p(320, 784), to: p(322, 798) },
  { c1: p(400, 801), c2: p(450, 802), to: p(500, 802) },
]);
const HOOD = symmetricOutline(p(500, 162), [
  { c1: p(440, 162), c2: p(394, 196), to: p(392, 240) },
  { c1: p(392, 258), c2: p(398, 270), to: p(410, 282) },
  { to: p(500, 282) },
]);
const HOOD_OPENING = symmetricOutline(p(500, 190), [
  { c1: p(462, 192), c2: p(441, 216), to: p(441, 250) },
  { c1: p(445, 276), c2: p(472, 296), to: p(500, NECK_BOTTOM) },
]);
const HOOD_EDGE = both(p(500, 178), [
  { c1: p(452, 180), c2: p(428, 212), to: p(428, 250) },
  { c1: p(434, 282), c2: p(466, 302), to: p(500, NECK_BOTTOM + 7) },
]);
const WAISTBAND = symmetricOutline(p(500, 750), [
  { c1: p(420, 750), c2: p(350, 749), to: p(316, 748) },
  { c1: p(318, 766), c2: p(320, 784), to: p(322, 798) },
  { c1: p(400, 801), c2: p(450, 802), to: p(500, 802) },
]);
const CUFFS = both(p(157, 590), [
  { c1: p(152, 607), c2: p(149, 624), to: p(147, 642) },
  { c1: p(168, 652), c2: p(190, 660), to: p(213, 664) },
  { c1: p(216, 646), c2: p(219, 628), to: p(222, 612) },
  { c1: p(200, 606), c2: p(178, 598), to: p(157, 590) },
]);
const POCKET_SIDE: Segment[] = [
  { c1: p(392, POCKET_TOP + 52), c2: p(370, POCKET_TOP + 100), to: p(350, POCKET_TOP + 130) },
];
const POCKET = symmetricOutline(p(500, POCKET_TOP), [
  { to: p(404, POCKET_TOP) },
  ...POCKET_SIDE,
  { to: p(346, 746) },
  { to: p(500, 746) },
]);
const POCKET_LIPS = both(p(404, POCKET_TOP), POCKET_SIDE);
const POCKET_STITCH = both(p(500, POCKET_TOP + 5), [
  { to: p(408, POCKET_TOP + 5) },
  { c1: p(397, POCKET_TOP + 55), c2: p(375, POCKET_TOP + 102), to: p(355, POCKET_TOP + 132) },
]);
// Cords leave two eyelets at the neck and hang, splaying a little, over the chest.
const CORDS = ['M481 296 C479 318 474 336 468 356', 'M519 296 C522 320 528 338 534 358'];
const AGLETS = ['M468 356 L465 372', 'M534 358 L537 374'];
/** The lowest point of the cords' aglets. */
const CORD_END = 374;

function folds(): string {
  return [
    `<ellipse cx="470" cy="450" rx="130" ry="120" fill="${grey(148)}" filter="url(#b24)"/>`,
    // Sleeves bunch above the cuffs: short folds across them, with lit ridges between.
    foldAt(166, 540, 236, 566, 7, 86, 'b4', 4),
    foldAt(172, 516, 240, 540, 8, 170, 'b8', 4),
    foldAt(190, 470, 256, 494, 7, 88, 'b4', 4),
    foldAt(834, 546, 768, 570, 7, 86, 'b4', -4),
    foldAt(828, 520, 764, 546, 8, 172, 'b8', -4),
    foldAt(808, 476, 746, 500, 7, 90, 'b4', -4),
    foldAt(262, 300, 222, 440, 12, 170, 'b14', -10),
    foldAt(738, 300, 778, 440, 12, 164, 'b14', 10),
    // Body: soft drag lines from the underarms and a wave above the waistband.
    foldAt(318, 450, 400, 540, 10, 86, 'b8', 10),
    foldAt(682, 452, 612, 530, 9, 90, 'b8', -8),
    foldAt(330, 700, 350, 560, 12, 172, 'b14', 6),
    foldAt(670, 560, 660, 720, 12, 92, 'b14', 6),
  ].join('');
}

const cords = (color: string, width: number, extra = '') =>
  CORDS.map(
    (d) =>
      `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`,
  ).join('');
const aglets = (color: string) =>
  AGLETS.map(
    (d) => `<path d="${d}" stroke="${color}" stroke-width="6.5" stroke-linecap="round"/>`,
  ).join('');

function color(fabric: Rgb): string {
  const cloth = toHex(displayFabric(fabric));
  const cord = toHex(mix(displayFabric(fabric), { r: 235, g: 232, b: 226 }, 0.12));
  return (
    `<path d="${HOOD}" fill="${cloth}"/><path d="${OUTLINE}" fill="${cloth}"/>` +
    cords(cord, 6) +
    aglets(toHex(mix(displayFabric(fabric), { r: 60, g: 60, b: 62 }, 0.7)))
  );
}

function maps(): SceneMaps {
  return {
    shade: garmentShade({
      outline: OUTLINE,
      shadow: `${HOOD} ${OUTLINE}`,
      behind:
        `<path d="${HOOD}" fill="${grey(118)}"/>` +
        `<g clip-path="url(#hood)">${edgeShade(HOOD, 24, 0.7)}</g>` +
        `<defs><clipPath id="hood"><path d="${HOOD}"/></clipPath></defs>`,
      folds: folds(),
      extra:
        `<defs><linearGradient id="lining" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${grey(116)}"/><stop offset="0.7" stop-color="${grey(72)}"/><stop offset="1" stop-color="${grey(52)}"/></linearGradient></defs>` +
        `<path d="${HOOD_OPENING}" fill="url(#lining)" filter="url(#b2)"/>` +
        `<path d="${HOOD_EDGE}" fill="none" stroke="${grey(150)}" stroke-width="10" opacity="0.7" filter="url(#b4)"/>` +
        `<path d="${POCKET_LIPS}" fill="none" stroke="${grey(60)}" stroke-width="10" opacity="0.6" transform="translate(-6 0)" filter="url(#b8)"/>` +
        `<path d="M330 760 C420 772 580 772 670 760" fill="none" stroke="${grey(150)}" stroke-width="12" opacity="0.6" filter="url(#b8)"/>` +
        cords(grey(40), 14, ' opacity="0.35" filter="url(#b4)" transform="translate(3 5)"'),
    }),
    detail:
      `<defs>${ribPattern('ribV')}${ribPattern('ribL', 23)}${ribPattern('ribR', -23)}` +
      `<clipPath id="body"><path d="${OUTLINE}"/></clipPath></defs>` +
      `<path d="${HOOD}" fill="none" stroke="${grey(90)}" stroke-width="2"/>` +
      seam('M500 164 L500 190', undefined, 0.8) +
      `<g clip-path="url(#body)">` +
      `<path d="${HOOD_OPENING}" fill="${grey(108)}"/>` +
      `<path d="${HOOD_OPENING}" fill="none" stroke="${grey(70)}" stroke-width="1.6"/>` +
      `<path d="${HOOD_EDGE}" fill="none" stroke="${grey(158)}" stroke-width="2.4"/>` +
      `<path d="${WAISTBAND}" fill="url(#ribV)"/>` +
      `<path d="${CUFFS}" fill="url(#ribL)" clip-path="url(#body)"/>` +
      seam('M316 748 C420 751 580 751 684 748', undefined, 0.9) +
      seam(
        both(p(157, 590), [{ c1: p(178, 598), c2: p(200, 606), to: p(222, 612) }]),
        undefined,
        0.8,
      ) +
      `<path d="${POCKET}" fill="${grey(134)}"/>` +
      `<path d="${POCKET_LIPS}" fill="none" stroke="${grey(70)}" stroke-width="2.2"/>` +
      seam(POCKET_STITCH, '3 2', 0.8) +
      seam(
        both(p(303, 276), [{ c1: p(306, 340), c2: p(310, 400), to: p(313, 437) }]),
        undefined,
        0.6,
      ) +
      `</g>` +
      cords(grey(116), 6) +
      CORDS.map(
        (d) =>
          `<path d="${d}" fill="none" stroke="${grey(168)}" stroke-width="1.6" transform="translate(-1.2 0)"/>`,
      ).join('') +
      [p(480, 296), p(520, 296)]
        .map(
          (e) =>
            `<circle cx="${e.x}" cy="${e.y}" r="5" fill="none" stroke="${grey(176)}" stroke-width="1.8"/>`,
        )
        .join(''),
    mask:
      `<path d="${HOOD}" fill="#808080"/><path d="${OUTLINE}" fill="#fff"/>` +
      `<path d="${HOOD_OPENING}" fill="#808080"/><path d="${POCKET}" fill="#808080"/>` +
      cords('#808080', 9) +
      `<path d="${WAISTBAND}" fill="#808080"/>`,
  };
}

export const hoodie: ProductScene = {
  material: 'knit',
  shading: {
    darken: 0.85,
    lighten: 0.5,
    texture: 0.08,
    inkFold: 0.7,
    inkTexture: 0.07,
    inkOpacity: 0.95,
  },
  backdrop: backdropColor,
  color,
  maps: maps(),
  placement(design: DesignInfo): Placement {
    return hoodiePlacement(design);
  },
};

/** Where a hoodie's front print may go: below the cords' ends, above the pocket, in scene units. */
export const HOODIE_ZONE = {
  top: CORD_END + 1.1 * INCH,
  bottom: POCKET_TOP - 0.8 * INCH,
  bodyWidth: BODY_WIDTH,
  cordEnd: CORD_END,
  pocketTop: POCKET_TOP,
};

/**
 * The chest print between the drawstrings and the pocket: at its printed size (the 15 in file)
 * when it fits there, otherwise shrunk to the zone's height, as a printer shrinks a tall tee
 * design for a hoodie. Centred on the body, hanging from the zone's top.
 */
export function hoodiePlacement(design: DesignInfo): Placement {
  const { content } = design;
  const room = HOODIE_ZONE.bottom - HOODIE_ZONE.top;
  const s = Math.min((15 * INCH) / design.width, room / content.h);
  const w = content.w * s;
  const h = content.h * s;
  return { type: 'flat', crop: content, dest: { x: 500 - w / 2, y: HOODIE_ZONE.top, w, h } };
}
