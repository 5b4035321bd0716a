/** Drawn motifs for techno and electronic (grids, dots, rings, waveform, marks) and for folk (woodcut mountains, waves). */
import type { Motif } from './types.ts';
import { drawn, w, h, cx, cy } from './drawn-motif.ts';
import {
  concentricRings,
  dotFade,
  modularGrid,
  perspectiveGrid,
  plusField,
  registrationMark,
  waveform,
} from './tech.ts';
import { waveLines, woodcutMountains } from './woodcut.ts';
import { MOUNTAIN } from './motif-words.ts';

export const TECH_ROOTS_MOTIFS: readonly Motif[] = [
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
    words: [...MOUNTAIN, 'north', 'valley', 'high', 'snow', 'montaña', 'fjall', 'fjell', 'berg'],
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
