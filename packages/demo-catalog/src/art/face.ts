// One person's head for the demo pictures: hair, a lit face and its features, drawn in flat
// shapes and one gradient, the way a poster illustration is. Sizes are in the head's radius r.
import { n, type Random } from './seeded-random.ts';

/** Skin from light to deep; the shade side is the same tone darkened. */
const SKINS = ['#f3cfb3', '#e6b594', '#cf9470', '#b07550', '#8a5636', '#633b24'] as const;
const HAIRS = ['#17110e', '#2b1d14', '#4a2f1c', '#6e5238', '#1d1b22'] as const;
type HairStyle = 'crop' | 'bun' | 'wide' | 'long';
const HAIR_STYLES = ['crop', 'bun', 'wide', 'long'] as const;

export interface HeadPlace {
  cx: number;
  headCy: number;
  r: number;
  shoulderY: number;
  /** Unique in the picture: names the face's gradient. */
  id: string;
}

/** `hex` darkened by `k` (0–1). */
function darker(hex: string, k: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - k))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The hair behind the head (long, wide) and over it (fringe, bun, cap). */
function hair(style: HairStyle, { cx, headCy, r, shoulderY }: HeadPlace, colour: string) {
  const fringe =
    `M${n(cx - 0.92 * r)},${n(headCy - 0.05 * r)}` +
    `Q${n(cx - 0.8 * r)},${n(headCy - 1.22 * r)} ${n(cx + 0.08 * r)},${n(headCy - 1.08 * r)}` +
    `Q${n(cx + 0.86 * r)},${n(headCy - 1.0 * r)} ${n(cx + 0.92 * r)},${n(headCy - 0.1 * r)}` +
    `Q${n(cx + 0.55 * r)},${n(headCy - 0.62 * r)} ${n(cx - 0.12 * r)},${n(headCy - 0.6 * r)}` +
    `Q${n(cx - 0.62 * r)},${n(headCy - 0.55 * r)} ${n(cx - 0.92 * r)},${n(headCy - 0.05 * r)}Z`;
  let behind = '';
  let over = `<path fill="${colour}" d="${fringe}"/>`;
  if (style === 'wide') {
    behind = `<ellipse fill="${colour}" cx="${n(cx)}" cy="${n(headCy - 0.2 * r)}" rx="${n(1.4 * r)}" ry="${n(1.2 * r)}"/>`;
  } else if (style === 'long') {
    behind =
      `<path fill="${colour}" d="M${n(cx - 1.0 * r)},${n(shoulderY + 0.5 * r)}` +
      `Q${n(cx - 1.25 * r)},${n(headCy - 1.3 * r)} ${n(cx)},${n(headCy - 1.15 * r)}` +
      `Q${n(cx + 1.25 * r)},${n(headCy - 1.3 * r)} ${n(cx + 1.0 * r)},${n(shoulderY + 0.5 * r)}Z"/>`;
  } else if (style === 'bun') {
    over += `<circle fill="${colour}" cx="${n(cx + 0.2 * r)}" cy="${n(headCy - 1.15 * r)}" r="${n(0.42 * r)}"/>`;
  }
  return { behind, over };
}

/** Eyes (or sunglasses), brows, the nose's shadow and the mouth. */
function features({ cx, headCy, r }: HeadPlace, skin: string, hairColour: string, random: Random) {
  const parts: string[] = [];
  const eyeY = headCy - 0.02 * r;
  if (random.chance(0.2)) {
    // Round sunglasses on a thin bridge: a bar across the eyes read as a censor's black bar.
    parts.push(
      `<g fill="#0d0d10"><circle cx="${n(cx - 0.33 * r)}" cy="${n(eyeY)}" r="${n(0.21 * r)}"/>` +
        `<circle cx="${n(cx + 0.33 * r)}" cy="${n(eyeY)}" r="${n(0.21 * r)}"/>` +
        `<rect x="${n(cx - 0.14 * r)}" y="${n(eyeY - 0.06 * r)}" width="${n(0.28 * r)}" height="${n(0.05 * r)}"/></g>`,
    );
  } else {
    // Eyes as dark almonds, no whites: white eyes in a dark face glow in a one-ink print.
    for (const side of [-1, 1]) {
      const x = cx + side * 0.33 * r;
      parts.push(
        `<ellipse fill="${hairColour}" cx="${n(x)}" cy="${n(eyeY)}" rx="${n(0.13 * r)}" ry="${n(0.07 * r)}"/>`,
        `<rect fill="${hairColour}" x="${n(x - 0.18 * r)}" y="${n(eyeY - 0.27 * r)}" width="${n(0.36 * r)}" height="${n(0.075 * r)}" rx="${n(0.03 * r)}" transform="rotate(${side * -6} ${n(x)} ${n(eyeY - 0.23 * r)})"/>`,
      );
    }
  }
  const shade = darker(skin, 0.3);
  parts.push(
    `<path fill="${shade}" d="M${n(cx + 0.02 * r)},${n(eyeY + 0.06 * r)}L${n(cx + 0.12 * r)},${n(headCy + 0.34 * r)}L${n(cx - 0.08 * r)},${n(headCy + 0.36 * r)}Z"/>`,
    `<path fill="${darker(skin, 0.45)}" d="M${n(cx - 0.24 * r)},${n(headCy + 0.56 * r)}Q${n(cx)},${n(headCy + 0.7 * r)} ${n(cx + 0.24 * r)},${n(headCy + 0.56 * r)}Q${n(cx)},${n(headCy + 0.62 * r)} ${n(cx - 0.24 * r)},${n(headCy + 0.56 * r)}Z"/>`,
  );
  return parts.join('');
}

/**
 * The head at `place`: its markup (neck, hair, face, features) and its silhouette (for the rim
 * of light behind it).
 */
export function bustFace(place: HeadPlace, random: Random): { markup: string; silhouette: string } {
  const { cx, headCy, r, shoulderY, id } = place;
  const skin = random.pick(SKINS);
  const hairColour = random.pick(HAIRS);
  const style = random.pick(HAIR_STYLES);
  const shade = darker(skin, 0.35);
  const { behind, over } = hair(style, place, hairColour);
  const head = `<ellipse cx="${n(cx)}" cy="${n(headCy)}" rx="${n(0.86 * r)}" ry="${n(1.05 * r)}"/>`;
  const neck =
    `<path fill="${shade}" d="M${n(cx - 0.42 * r)},${n(headCy + 0.6 * r)}H${n(cx + 0.42 * r)}` +
    `L${n(cx + 0.5 * r)},${n(shoulderY - 0.2 * r)}L${n(cx)},${n(shoulderY + 0.75 * r)}` +
    `L${n(cx - 0.5 * r)},${n(shoulderY - 0.2 * r)}Z"/>`;
  const lightFrom = random.chance(0.5) ? 0 : 1;
  const gradient =
    `<defs><linearGradient id="${id}" x1="${lightFrom}" y1="0" x2="${1 - lightFrom}" y2="0.3">` +
    `<stop offset="0.25" stop-color="${skin}"/><stop offset="1" stop-color="${shade}"/></linearGradient></defs>`;
  return {
    markup:
      gradient +
      behind +
      neck +
      `<g fill="url(#${id})">${head}</g>` +
      features(place, skin, hairColour, random) +
      over,
    silhouette: `${behind}${head}${over}`.replace(/ fill="[^"]*"/g, ''),
  };
}
