import { displayFabric, scale, toHex, type Rgb } from '../color.ts';
import type { DesignInfo, Placement } from '../geometry.ts';
import type { ProductScene, SceneMaps } from './scene.ts';
import { backdropColor, sharedShadeDefs, studioLight } from './backdrop.ts';
import { blur, grey } from './svg.ts';

// An 11 oz mug seen from the side and a little above: 3.2 in across, 3.75 in tall, handle right.
// Its print is an 8.5×3.5 in wrap round the body; the art sits on the side facing the viewer.
const CX = 470;
const RADIUS = 185;
const INCH = (2 * RADIUS) / 3.2;
const TOP = 300;
const BOTTOM = TOP + 3.75 * INCH;
const TILT = 26;
const RIM = 7;
const LEFT = CX - RADIUS;
const RIGHT = CX + RADIUS;

const BODY = `M${LEFT} ${TOP} L${LEFT} ${BOTTOM} A${RADIUS} ${TILT} 0 0 0 ${RIGHT} ${BOTTOM} L${RIGHT} ${TOP} A${RADIUS} ${TILT} 0 0 0 ${LEFT} ${TOP} Z`;
const INSIDE = `M${LEFT + RIM} ${TOP} A${RADIUS - RIM} ${TILT - 2} 0 0 0 ${RIGHT - RIM} ${TOP} A${RADIUS - RIM} ${TILT - 2} 0 0 0 ${LEFT + RIM} ${TOP} Z`;
const FRONT_RIM = `M${LEFT + 2} ${TOP + 1} A${RADIUS - 2} ${TILT} 0 0 0 ${RIGHT - 2} ${TOP + 1}`;
const HANDLE =
  `M${RIGHT - 10} ${TOP + 62} C${RIGHT + 110} ${TOP + 40} ${RIGHT + 150} ${TOP + 150} ${RIGHT + 138} ${TOP + 230} ` +
  `C${RIGHT + 126} ${TOP + 310} ${RIGHT + 70} ${TOP + 352} ${RIGHT - 10} ${TOP + 356} L${RIGHT - 10} ${TOP + 312} ` +
  `C${RIGHT + 50} ${TOP + 306} ${RIGHT + 88} ${TOP + 282} ${RIGHT + 94} ${TOP + 224} ` +
  `C${RIGHT + 100} ${TOP + 160} ${RIGHT + 70} ${TOP + 106} ${RIGHT - 10} ${TOP + 108} Z`;
const HANDLE_SPINE = `M${RIGHT - 6} ${TOP + 85} C${RIGHT + 90} ${TOP + 74} ${RIGHT + 122} ${TOP + 160} ${RIGHT + 114} ${TOP + 228} C${RIGHT + 106} ${TOP + 296} ${RIGHT + 62} ${TOP + 330} ${RIGHT - 6} ${TOP + 334}`;

/** Vertical bands across the body: light from the left, the far right turning into shade. */
const cylinderBands = (id: string, stops: [number, number][]) =>
  `<linearGradient id="${id}" x1="${LEFT}" x2="${RIGHT}" y1="0" y2="0" gradientUnits="userSpaceOnUse">${stops
    .map(([o, v]) => `<stop offset="${o}" stop-color="${grey(v)}"/>`)
    .join('')}</linearGradient>`;

function color(fabric: Rgb): string {
  const glaze = displayFabric(fabric);
  const body = toHex(glaze);
  const inside = toHex(scale(glaze, 0.78));
  return `<path d="${HANDLE}" fill="${body}"/><path d="${BODY}" fill="${body}"/><path d="${INSIDE}" fill="${inside}"/>`;
}

function maps(): SceneMaps {
  const shadowTone = grey(40);
  return {
    shade:
      `<defs>${sharedShadeDefs}${cylinderBands('cyl', [
        [0, 70],
        [0.1, 118],
        [0.3, 150],
        [0.55, 134],
        [0.82, 100],
        [1, 58],
      ])}<radialGradient id="well" cx="0.45" cy="0.2" r="0.9"><stop offset="0" stop-color="${grey(70)}"/><stop offset="1" stop-color="${grey(120)}"/></radialGradient></defs>` +
      studioLight +
      // Contact shadow on the table and a longer soft one falling right, away from the key light.
      `<ellipse cx="${CX + 40}" cy="${BOTTOM + 14}" rx="${RADIUS + 70}" ry="${TILT + 16}" fill="${shadowTone}" opacity="0.45" filter="url(#b24)"/>` +
      `<ellipse cx="${CX + 4}" cy="${BOTTOM + 4}" rx="${RADIUS + 4}" ry="${TILT + 2}" fill="${grey(20)}" opacity="0.6" filter="url(#b4)"/>` +
      `<path d="${HANDLE}" fill="${grey(112)}"/>` +
      `<path d="${HANDLE}" fill="none" stroke="${grey(60)}" stroke-width="8" opacity="0.6" filter="url(#b4)"/>` +
      `<path d="${HANDLE_SPINE}" fill="none" stroke="${grey(150)}" stroke-width="14" filter="url(#b4)"/>` +
      `<path d="${BODY}" fill="url(#cyl)"/>` +
      // The bottom edge rolls under; the handle throws a little shade on the body.
      `<path d="M${LEFT} ${BOTTOM - 10} A${RADIUS} ${TILT} 0 0 0 ${RIGHT} ${BOTTOM - 10}" fill="none" stroke="${grey(70)}" stroke-width="14" opacity="0.6" filter="url(#b8)"/>` +
      `<path d="${INSIDE}" fill="url(#well)"/>`,
    detail:
      `<path d="${FRONT_RIM}" fill="none" stroke="${grey(150)}" stroke-width="2"/>` +
      `<path d="${INSIDE}" fill="none" stroke="${grey(96)}" stroke-width="1.6"/>`,
    gloss:
      `<defs>${blur('g3', 3)}${blur('g10', 10)}</defs>` +
      `<g>` +
      `<rect x="${CX - RADIUS * 0.62}" y="${TOP + 30}" width="${RADIUS * 0.12}" height="${BOTTOM - TOP - 60}" rx="10" fill="#fff" opacity="0.4" filter="url(#g10)"/>` +
      `<rect x="${CX - RADIUS * 0.54}" y="${TOP + 44}" width="${RADIUS * 0.035}" height="${BOTTOM - TOP - 90}" rx="3" fill="#fff" opacity="0.55" filter="url(#g3)"/>` +
      `<rect x="${CX + RADIUS * 0.66}" y="${TOP + 50}" width="${RADIUS * 0.06}" height="${BOTTOM - TOP - 100}" rx="6" fill="#fff" opacity="0.18" filter="url(#g10)"/>` +
      `<path d="${FRONT_RIM}" fill="none" stroke="#fff" stroke-width="4" opacity="0.35" filter="url(#g3)"/>` +
      `<path d="${HANDLE_SPINE}" fill="none" stroke="#fff" stroke-width="5" opacity="0.3" transform="translate(-4 -6)" filter="url(#g3)"/>` +
      `</g>`,
    mask: `<path d="${HANDLE}" fill="#808080"/><path d="${BODY}" fill="#fff"/><path d="${INSIDE}" fill="#000"/>`,
  };
}

export const mug: ProductScene = {
  material: 'ceramic',
  shading: {
    darken: 0.9,
    lighten: 0.5,
    texture: 0.02,
    inkFold: 0.75,
    inkTexture: 0,
    inkOpacity: 1,
  },
  backdrop: backdropColor,
  color,
  maps: maps(),
  placement(design: DesignInfo): Placement {
    return mugPlacement(design);
  },
};

/**
 * The 8.5×3.5 in wrap on a 3.75 in tall mug, seen from the side: the art is centred on the side
 * facing the viewer, at most 2.6 in tall (clear of the rim and the base by half an inch or more)
 * and at most 104° of the way round (2.9 in of arc), so it turns with the body but stops well before
 * the surface turns away. Scene units; `front*` are where the rim and the base cross the front.
 */
export const MUG = {
  inch: INCH,
  radius: RADIUS,
  frontRim: TOP + TILT,
  frontBase: BOTTOM + TILT,
  wrap: { w: 8.5 * INCH, h: 3.5 * INCH },
  maxArtHeight: 2.6 * INCH,
  maxHalfAngle: (52 * Math.PI) / 180,
};

export function mugPlacement(design: DesignInfo): Placement {
  const { content } = design;
  const maxW = 2 * MUG.maxHalfAngle * RADIUS;
  const s = Math.min(MUG.maxArtHeight / content.h, maxW / content.w);
  const w = content.w * s;
  const h = content.h * s;
  const middle = (MUG.frontRim + MUG.frontBase) / 2;
  return {
    type: 'cylinder',
    crop: content,
    strip: { w, h },
    cx: CX,
    radius: RADIUS,
    top: middle - h / 2,
    tilt: TILT,
  };
}
