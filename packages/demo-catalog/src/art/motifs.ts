// The abstract art behind the figures, one motif per genre family: jagged peaks for metal, torn
// stripes for rock and punk, bold blocks for hip hop, soft glows for r&b, rings and equaliser
// bars for dance music, bubbles and sparkles for pop, a sunburst for latin, a horizon for roots
// music, art-deco fans for jazz and classical.
import type { ArtPalette, GenreFamily } from '../artists/types.ts';
import { n, type Random } from './seeded-random.ts';

export type ArtMotif =
  'peaks' | 'stripes' | 'blocks' | 'glow' | 'rings' | 'bubbles' | 'sunburst' | 'horizon' | 'deco';

export const motifOfFamily: Record<GenreFamily, ArtMotif> = {
  metal: 'peaks',
  punk: 'stripes',
  'indie rock': 'stripes',
  'hip hop': 'blocks',
  trap: 'blocks',
  'r&b': 'glow',
  electronic: 'rings',
  house: 'rings',
  pop: 'bubbles',
  'k-pop': 'bubbles',
  latin: 'sunburst',
  reggaeton: 'sunburst',
  country: 'horizon',
  folk: 'horizon',
  jazz: 'deco',
  classical: 'deco',
};

const S = 640;
/** Where the people's heads and the air over them are (figures.ts): no block sits there. */
const HEADS = { x0: 190, x1: 450, y0: 40, y1: 330 };

function peaks([deep, mid, accent, light]: ArtPalette, random: Random): string {
  const moon = `<circle cx="${n(random.between(160, 480))}" cy="${n(random.between(130, 220))}" r="${n(random.between(80, 130))}" fill="${accent}" opacity="0.85"/>`;
  const ridges = [mid, deep].map((fill, layer) => {
    const base = 380 + layer * 90;
    const points = [`0,${S}`];
    for (let x = 0; x <= S; x += random.between(40, 90)) {
      points.push(`${n(x)},${n(base - random.between(40, 200 - layer * 60))}`);
    }
    points.push(`${S},${n(base - 60)}`, `${S},${S}`);
    return `<polygon points="${points.join(' ')}" fill="${fill}" opacity="${layer === 0 ? 0.9 : 1}"/>`;
  });
  let x = random.between(380, 560);
  let y = 0;
  const bolt = [`${n(x)},0`];
  while (y < 330) {
    y += random.between(40, 80);
    x += random.between(-50, 50);
    bolt.push(`${n(x)},${n(y)}`);
  }
  return `${moon}${ridges.join('')}<polyline points="${bolt.join(' ')}" fill="none" stroke="${light}" stroke-width="5" stroke-linejoin="bevel" opacity="0.9"/>`;
}

function stripes([, mid, accent, light]: ArtPalette, random: Random): string {
  const angle = random.between(-35, 35);
  const bands: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const y = random.between(-200, S + 100);
    const h = random.between(24, 110);
    const fill = random.pick([accent, light, mid] as const);
    bands.push(
      `<rect x="-300" y="${n(y)}" width="1240" height="${n(h)}" fill="${fill}" opacity="${n(random.between(0.35, 0.85))}"/>`,
    );
  }
  const dots: string[] = [];
  for (let row = 0; row < 12; row += 1) {
    for (let col = 0; col < 12; col += 1) {
      const r = ((row + col) / 22) * 9;
      dots.push(`<circle cx="${col * 56 + 20}" cy="${row * 56 + 20}" r="${n(r)}"/>`);
    }
  }
  return `<g transform="rotate(${n(angle)} 320 320)">${bands.join('')}</g><g fill="${light}" opacity="0.22">${dots.join('')}</g>`;
}

function blocks([deep, mid, accent, light]: ArtPalette, random: Random): string {
  const shapes: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const w = random.between(120, 320);
    const h = random.between(80, 260);
    const fill = random.pick([accent, mid, light, deep] as const);
    let x = random.between(-60, S - 80);
    const y = random.between(-40, S - 120);
    // Never a block just over a head: in a portrait print it read as a censor's bar.
    if (x < HEADS.x1 && x + w > HEADS.x0 && y < HEADS.y1 && y + h > HEADS.y0) {
      x = x + w / 2 < S / 2 ? HEADS.x0 - w : HEADS.x1;
    }
    shapes.push(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" opacity="${n(random.between(0.55, 0.95))}"/>`,
    );
  }
  const stripes: string[] = [];
  for (let x = -S; x < S * 2; x += 36) {
    stripes.push(`<line x1="${x}" y1="0" x2="${x + S}" y2="${S}"/>`);
  }
  return `${shapes.join('')}<g stroke="${light}" stroke-width="6" opacity="0.12">${stripes.join('')}</g>`;
}

function glow([, mid, accent, light]: ArtPalette, random: Random): string {
  const orbs: string[] = [];
  const colours = [accent, light, mid, accent, light] as const;
  colours.forEach((colour, i) => {
    orbs.push(
      `<radialGradient id="orb${i}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
      `<circle cx="${n(random.between(0, S))}" cy="${n(random.between(0, S * 0.8))}" r="${n(random.between(140, 300))}" fill="url(#orb${i})"/>`,
    );
  });
  return orbs.join('');
}

function rings([, mid, accent, light]: ArtPalette, random: Random): string {
  const cx = random.between(180, 460);
  const cy = random.between(160, 320);
  const circles: string[] = [];
  for (let r = 30; r < 520; r += random.between(18, 40)) {
    const colour = random.chance(0.5) ? accent : light;
    circles.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" stroke="${colour}" stroke-width="${n(random.between(2, 9))}" opacity="${n(random.between(0.25, 0.8))}"/>`,
    );
  }
  const bars: string[] = [];
  for (let x = 8; x < S; x += 26) {
    const h = random.between(30, 230);
    bars.push(`<rect x="${x}" y="${n(S - h)}" width="16" height="${n(h)}" rx="4"/>`);
  }
  return `<g fill="none">${circles.join('')}</g><g fill="${mid}" opacity="0.75">${bars.join('')}</g>`;
}

function sparkle(x: number, y: number, r: number): string {
  const k = r * 0.22;
  return `<path d="M${n(x)},${n(y - r)} L${n(x + k)},${n(y - k)} L${n(x + r)},${n(y)} L${n(x + k)},${n(y + k)} L${n(x)},${n(y + r)} L${n(x - k)},${n(y + k)} L${n(x - r)},${n(y)} L${n(x - k)},${n(y - k)}Z"/>`;
}

function bubbles([, mid, accent, light]: ArtPalette, random: Random): string {
  const circles: string[] = [];
  for (let i = 0; i < 22; i += 1) {
    const fill = random.pick([accent, light, mid, accent] as const);
    circles.push(
      `<circle cx="${n(random.between(0, S))}" cy="${n(random.between(0, S))}" r="${n(random.between(12, 120))}" fill="${fill}" opacity="${n(random.between(0.3, 0.8))}"/>`,
    );
  }
  const sparkles: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    sparkles.push(
      sparkle(random.between(20, S - 20), random.between(20, S * 0.7), random.between(10, 34)),
    );
  }
  return `${circles.join('')}<g fill="${light}">${sparkles.join('')}</g>`;
}

function sunburst([, mid, accent, light]: ArtPalette, random: Random): string {
  const cx = random.between(200, 440);
  const cy = random.between(220, 330);
  const rays: string[] = [];
  const count = random.int(14, 22);
  for (let i = 0; i < count; i += 1) {
    const a0 = (i / count) * Math.PI * 2;
    const a1 = ((i + 0.5) / count) * Math.PI * 2;
    const far = 900;
    rays.push(
      `<polygon points="${n(cx)},${n(cy)} ${n(cx + Math.cos(a0) * far)},${n(cy + Math.sin(a0) * far)} ${n(cx + Math.cos(a1) * far)},${n(cy + Math.sin(a1) * far)}"/>`,
    );
  }
  const waves: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const y = 470 + i * 55;
    const amp = random.between(12, 30);
    waves.push(
      `<path d="M0,${y} Q80,${n(y - amp)} 160,${y} T320,${y} T480,${y} T640,${y} L640,640 L0,640Z" fill="${i === 1 ? accent : mid}" opacity="${n(0.55 + i * 0.15)}"/>`,
    );
  }
  return `<g fill="${accent}" opacity="0.45">${rays.join('')}</g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(random.between(70, 110))}" fill="${light}"/>${waves.join('')}`;
}

function horizon([deep, mid, accent, light]: ArtPalette, random: Random): string {
  const sun = `<circle cx="${n(random.between(150, 490))}" cy="${n(random.between(200, 300))}" r="${n(random.between(70, 120))}" fill="${accent}"/>`;
  const hills = [light, mid, deep].map((fill, layer) => {
    const y = 360 + layer * 80;
    const c1 = random.between(-50, 60);
    const c2 = random.between(-50, 60);
    return `<path d="M0,${n(y + c1)} C200,${n(y - 70 + c2)} 420,${n(y + 50)} 640,${n(y - 20 + c1)} L640,640 L0,640Z" fill="${fill}" opacity="${layer === 0 ? 0.5 : 0.9}"/>`;
  });
  const birds: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const x = random.between(60, 580);
    const y = random.between(60, 200);
    const w = random.between(10, 20);
    birds.push(
      `<path d="M${n(x - w)},${n(y)} Q${n(x - w / 2)},${n(y - w / 2)} ${n(x)},${n(y)} Q${n(x + w / 2)},${n(y - w / 2)} ${n(x + w)},${n(y)}"/>`,
    );
  }
  return `${sun}${hills.join('')}<g fill="none" stroke="${deep}" stroke-width="3">${birds.join('')}</g>`;
}

function deco([, mid, accent, light]: ArtPalette, random: Random): string {
  const cx = random.between(240, 400);
  const arcs: string[] = [];
  for (let r = 60; r < 700; r += random.between(28, 46)) {
    const colour = random.chance(0.6) ? light : accent;
    arcs.push(
      `<circle cx="${n(cx)}" cy="${S}" r="${n(r)}" stroke="${colour}" stroke-width="${n(random.between(2, 6))}" opacity="${n(random.between(0.3, 0.75))}"/>`,
    );
  }
  const fan: string[] = [];
  for (let i = 1; i < 12; i += 1) {
    const a = Math.PI + (i / 12) * Math.PI;
    fan.push(
      `<line x1="${n(cx)}" y1="${S}" x2="${n(cx + Math.cos(a) * 900)}" y2="${n(S + Math.sin(a) * 900)}"/>`,
    );
  }
  const columns: string[] = [];
  for (let x = 20; x < S; x += 80) {
    columns.push(`<rect x="${x}" y="0" width="10" height="${n(random.between(60, 160))}"/>`);
  }
  return `<g fill="none">${arcs.join('')}</g><g stroke="${accent}" stroke-width="2" opacity="0.5">${fan.join('')}</g><g fill="${mid}" opacity="0.8">${columns.join('')}</g>`;
}

export const motifs: Record<ArtMotif, (palette: ArtPalette, random: Random) => string> = {
  peaks,
  stripes,
  blocks,
  glow,
  rings,
  bubbles,
  sunburst,
  horizon,
  deco,
};
