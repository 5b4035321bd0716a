/**
 * Motifs we draw ourselves (no icon fits, or the look must be exact): each fits its aspect into
 * the box it is given and returns plain path markup in one or two inks.
 */
import type { Box } from '../svg/box.ts';
import {
  laurel,
  ropeCircle,
  ropeFrame,
  sprig,
  sunburst,
  decoFan,
  flourish,
  starRow,
} from './classic.ts';
import { fitAspect } from './geometry.ts';
import { decoFrame } from './deco.ts';
import { gothicWindow } from './gothic.ts';
import { barbedWire, thornVine } from './grit.ts';
import { heart, rainbowBands, sparkle, sparkleCluster } from './pop.ts';
import {
  concentricRings,
  dotFade,
  modularGrid,
  perspectiveGrid,
  plusField,
  registrationMark,
  waveform,
} from './tech.ts';
import type { Motif, MotifContext, MotifRender } from './types.ts';
import { waveLines, woodcutMountains } from './woodcut.ts';

/** [ink, path data, fill rule]; rings and tracery need even-odd, overlapping leaves nonzero. */
type Piece = [string, string] | [string, string, 'evenodd'];
type Draw = (box: Box, ctx: MotifContext) => { paths: Piece[] };

function drawn(spec: Omit<Motif, 'render' | 'source'> & { draw: Draw }): Motif {
  return {
    id: spec.id,
    families: spec.families,
    words: spec.words,
    kind: spec.kind,
    aspect: spec.aspect,
    source: 'drawn',
    render(box, ctx): MotifRender {
      const fitted = fitAspect(box, spec.aspect);
      const { paths } = spec.draw(fitted, ctx);
      const inks = new Set<string>();
      const markup = paths
        .filter(([, d]) => d.length > 0)
        .map(([ink, d, rule]) => {
          inks.add(ink);
          return `<path fill="${ink}"${rule ? ` fill-rule="${rule}"` : ''} d="${d}"/>`;
        })
        .join('');
      return { defs: [], markup, inks: [...inks], placed: fitted };
    },
  };
}

const w = (b: Box): number => b.x1 - b.x0;
const h = (b: Box): number => b.y1 - b.y0;
const cx = (b: Box): number => (b.x0 + b.x1) / 2;
const cy = (b: Box): number => (b.y0 + b.y1) / 2;
const accentOf = (ctx: MotifContext): string => ctx.paint.accent ?? ctx.paint.ink;

export const DRAWN_MOTIFS: readonly Motif[] = [
  drawn({
    id: 'laurel-wreath',
    families: ['classical', 'hiphop', 'jazz', 'neutral'],
    words: ['victory', 'glory', 'laurel', 'champion', 'crown', 'gold', 'winner', 'honor', 'honour'],
    kind: 'ornament',
    aspect: 1,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, laurel(cx(b), cy(b), w(b) * 0.39)]] }),
  }),
  drawn({
    id: 'sprig',
    families: ['folk', 'rnb', 'indie'],
    words: ['leaf', 'grow', 'spring', 'herb', 'garden', 'green', 'branch', 'sprout', 'seed'],
    kind: 'emblem',
    aspect: 0.5,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, sprig(b, 9)]] }),
  }),
  drawn({
    id: 'rope-ring',
    families: ['country'],
    words: ['rope', 'lasso', 'ranch', 'rodeo', 'round', 'circle', 'ring'],
    kind: 'ornament',
    aspect: 1,
    draw: (b, ctx) => ({
      paths: [[ctx.paint.ink, ropeCircle(cx(b), cy(b), w(b) * 0.46, w(b) * 0.05)]],
    }),
  }),
  drawn({
    id: 'rope-frame',
    families: ['country'],
    words: ['rope', 'frame', 'ranch', 'wanted', 'poster'],
    kind: 'ornament',
    aspect: 0.8,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, ropeFrame(b, Math.max(10, w(b) * 0.035))]] }),
  }),
  drawn({
    id: 'sunburst',
    families: ['latin', 'jazz', 'country', 'neutral'],
    words: ['sun', 'sol', 'rise', 'shine', 'light', 'glory', 'day', 'gold'],
    kind: 'emblem',
    aspect: 1,
    draw: (b, ctx) => ({
      paths: [
        [ctx.paint.ink, sunburst(cx(b), cy(b), w(b) * 0.17, w(b) * 0.5, 32, -180, 180, 0.5)],
        [accentOf(ctx), sunburst(cx(b), cy(b), 0.0001, w(b) * 0.13, 1, -180, 180, 1)],
      ],
    }),
  }),
  drawn({
    id: 'deco-fan',
    families: ['jazz', 'classical'],
    words: [
      'deco',
      'gatsby',
      'golden',
      'gold',
      'roaring',
      'twenties',
      'palace',
      'hotel',
      'ballroom',
      'glamour',
    ],
    kind: 'emblem',
    aspect: 2,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, decoFan(b, 15)]] }),
  }),
  drawn({
    id: 'deco-frame',
    families: ['jazz', 'classical'],
    words: ['gatsby', 'deco', 'hotel', 'ballroom', 'lounge', 'club', 'cabaret', 'ritz', 'palace'],
    kind: 'ornament',
    aspect: 0.78,
    draw: (b, ctx) => {
      const { rules, ornaments } = decoFrame(b);
      return {
        paths: [
          [ctx.paint.ink, rules, 'evenodd'],
          [ctx.paint.ink, ornaments],
        ],
      };
    },
  }),
  drawn({
    id: 'flourish',
    families: ['rnb', 'classical', 'jazz', 'latin'],
    words: ['forever', 'always', 'sweet', 'darling', 'baby', 'dear', 'love', 'grace'],
    kind: 'ornament',
    aspect: 4,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, flourish(b)]] }),
  }),
  drawn({
    id: 'star-row',
    families: ['country', 'hiphop', 'neutral'],
    words: ['stars', 'star', 'five', 'best', 'top', 'america', 'stripes'],
    kind: 'ornament',
    aspect: 6,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, starRow(b, 5)]] }),
  }),
  drawn({
    id: 'sparkle-cluster',
    families: ['pop', 'kpop', 'rnb'],
    words: [
      'sparkle',
      'shine',
      'glitter',
      'magic',
      'dream',
      'star',
      'stars',
      'bright',
      'glow',
      'twinkle',
    ],
    kind: 'ornament',
    aspect: 1,
    draw: (b, ctx) => {
      const [big, small] = sparkleCluster(b, ctx.rng, 8);
      return {
        paths: [
          [ctx.paint.ink, big],
          [accentOf(ctx), small],
        ],
      };
    },
  }),
  drawn({
    id: 'sparkle',
    families: ['pop', 'kpop', 'neutral'],
    words: ['star', 'shine', 'sparkle', 'light', 'glow', 'wish'],
    kind: 'emblem',
    aspect: 1,
    draw: (b, ctx) => ({
      paths: [
        [ctx.paint.ink, sparkle(cx(b), cy(b), w(b) * 0.5, 0.1)],
        [accentOf(ctx), sparkle(b.x1 - w(b) * 0.14, b.y0 + w(b) * 0.14, w(b) * 0.12, 0.16)],
      ],
    }),
  }),
  drawn({
    id: 'heart',
    families: ['pop', 'kpop', 'rnb'],
    words: [
      'heart',
      'love',
      'amor',
      'corazón',
      'corazon',
      'coeur',
      'herz',
      '사랑',
      'crush',
      'valentine',
    ],
    kind: 'emblem',
    aspect: 1.08,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, heart(b)]] }),
  }),
  drawn({
    id: 'rainbow',
    families: ['pop', 'kpop'],
    words: [
      'rainbow',
      'colour',
      'color',
      'colors',
      'arcoíris',
      'arcoiris',
      'pride',
      'sky',
      'after the rain',
      'rain',
    ],
    kind: 'emblem',
    aspect: 2,
    draw: (b, ctx) => ({
      paths: rainbowBands(b, 4).map((d, i): [string, string] => [
        i % 2 === 0 ? ctx.paint.ink : accentOf(ctx),
        d,
      ]),
    }),
  }),
  drawn({
    id: 'barbed-wire-line',
    families: ['punk', 'metal'],
    words: ['wire', 'barbed', 'fence', 'prison', 'war', 'border', 'cage'],
    kind: 'ornament',
    aspect: 8,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, barbedWire(b.x0, b.x1, cy(b), h(b), ctx.rng)]] }),
  }),
  drawn({
    id: 'thorn-vine',
    families: ['metal', 'rnb'],
    words: ['thorn', 'thorns', 'vine', 'briar', 'rose', 'bleed', 'pain'],
    kind: 'ornament',
    aspect: 6,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, thornVine(b, ctx.rng)]] }),
  }),
  drawn({
    id: 'gothic-window',
    families: ['metal', 'classical'],
    words: [
      'cathedral',
      'church',
      'chapel',
      'prayer',
      'pray',
      'holy',
      'saint',
      'sanctuary',
      'temple',
      'requiem',
      'mass',
      'gothic',
      'iglesia',
      'kirche',
      'dom',
    ],
    kind: 'emblem',
    aspect: 0.62,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, gothicWindow(b), 'evenodd']] }),
  }),
  drawn({
    id: 'perspective-grid',
    families: ['electronic', 'techno'],
    words: [
      'grid',
      'horizon',
      'drive',
      'highway',
      'road',
      'future',
      'retro',
      'neon',
      'outrun',
      'city',
    ],
    kind: 'ornament',
    aspect: 2.4,
    draw: (b, ctx) => ({
      paths: [[ctx.paint.ink, perspectiveGrid(b, Math.max(2.5, w(b) * 0.006))]],
    }),
  }),
  drawn({
    id: 'modular-grid',
    families: ['techno'],
    words: ['grid', 'system', 'order', 'machine', 'code', 'matrix', 'structure', 'plan'],
    kind: 'ornament',
    aspect: 1,
    draw: (b, ctx) => ({
      paths: [[ctx.paint.ink, modularGrid(b, w(b) / 12, Math.max(1.5, w(b) * 0.004))]],
    }),
  }),
  drawn({
    id: 'dot-fade',
    families: ['techno', 'electronic', 'indie', 'punk'],
    words: ['fade', 'fading', 'dust', 'haze', 'blur', 'static', 'gradient', 'dissolve'],
    kind: 'ornament',
    aspect: 1.5,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, dotFade(b, w(b) / 26, 'bottom')]] }),
  }),
  drawn({
    id: 'rings',
    families: ['techno', 'electronic'],
    words: [
      'ring',
      'rings',
      'circle',
      'orbit',
      'loop',
      'echo',
      'ripple',
      'speaker',
      'vinyl',
      'record',
      'round',
    ],
    kind: 'emblem',
    aspect: 1,
    draw: (b, ctx) => ({
      paths: [
        [
          ctx.paint.ink,
          concentricRings(cx(b), cy(b), w(b) / 2, 9, Math.max(3, w(b) * 0.018)),
          'evenodd',
        ],
      ],
    }),
  }),
  drawn({
    id: 'waveform',
    families: ['techno', 'electronic', 'hiphop'],
    words: [
      'wave',
      'sound',
      'frequency',
      'signal',
      'pulse',
      'bass',
      'beat',
      'voice',
      'audio',
      'volume',
      'loud',
    ],
    kind: 'ornament',
    aspect: 4,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, waveform(b, ctx.rng, 56)]] }),
  }),
  drawn({
    id: 'registration-marks',
    families: ['techno', 'punk'],
    words: ['print', 'mark', 'target', 'signal', 'system', 'test'],
    kind: 'ornament',
    aspect: 1,
    draw: (b, ctx) => {
      const s = w(b) * 0.22;
      const t = Math.max(2, w(b) * 0.008);
      return {
        paths: [
          [
            ctx.paint.ink,
            registrationMark(b.x0 + s / 2, b.y0 + s / 2, s, t) +
              registrationMark(b.x1 - s / 2, b.y0 + s / 2, s, t) +
              registrationMark(b.x0 + s / 2, b.y1 - s / 2, s, t) +
              registrationMark(b.x1 - s / 2, b.y1 - s / 2, s, t),
            'evenodd',
          ],
        ],
      };
    },
  }),
  drawn({
    id: 'plus-field',
    families: ['techno'],
    words: ['plus', 'positive', 'more', 'field', 'pattern'],
    kind: 'ornament',
    aspect: 1.5,
    draw: (b, ctx) => ({
      paths: [[ctx.paint.ink, plusField(b, w(b) / 9, w(b) / 30, Math.max(2, w(b) * 0.006))]],
    }),
  }),
  drawn({
    id: 'woodcut-mountains',
    families: ['folk', 'country', 'indie'],
    words: [
      'mountain',
      'mountains',
      'hill',
      'hills',
      'peak',
      'north',
      'valley',
      'high',
      'snow',
      'montaña',
      'fjall',
      'fjell',
      'berg',
    ],
    kind: 'emblem',
    aspect: 1.8,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, woodcutMountains(b, ctx.rng, 3)]] }),
  }),
  drawn({
    id: 'waves',
    families: ['latin', 'folk', 'indie', 'electronic'],
    words: [
      'wave',
      'waves',
      'ocean',
      'sea',
      'tide',
      'water',
      'mar',
      'ola',
      'olas',
      'river',
      'flow',
      'blue',
    ],
    kind: 'ornament',
    aspect: 3,
    draw: (b, ctx) => ({ paths: [[ctx.paint.ink, waveLines(b, 4, Math.max(4, h(b) * 0.06))]] }),
  }),
];
