/** Drawn motifs for pop and for the grit of punk and metal: sparkles, heart, rainbow, barbed wire, thorn vine, gothic window. */
import type { Motif } from './types.ts';
import { drawn, w, h, cx, cy, accentOf } from './drawn-motif.ts';
import { gothicWindow } from './gothic.ts';
import { barbedWire, thornVine } from './grit.ts';
import { heart, rainbowBands, sparkle, sparkleCluster } from './pop.ts';

export const POP_GRIT_MOTIFS: readonly Motif[] = [
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
];
