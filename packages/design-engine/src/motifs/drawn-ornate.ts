/** Drawn ornaments for the engraved and western looks: laurel, sprig, rope, sunburst, deco fan and frame, flourish, stars. */
import type { Motif } from './types.ts';
import { drawn, w, cx, cy, accentOf } from './drawn-motif.ts';
import {
  decoFan,
  flourish,
  laurel,
  ropeCircle,
  ropeFrame,
  sprig,
  starRow,
  sunburst,
} from './classic.ts';
import { decoFrame } from './deco.ts';

export const ORNATE_MOTIFS: readonly Motif[] = [
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
];
