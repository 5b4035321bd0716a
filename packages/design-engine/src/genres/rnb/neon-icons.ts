/**
 * The tube icon over the R&B neon sign, the artist's own: the one this design's song or the
 * name names ("Amara Lune" → the moon, "Heartbreak Hotel" → the heart, "Starlight" → a star, a
 * song of a drink → a cocktail glass, one of singing → two beamed notes), else the seed's pick.
 * Each icon is bent tube: open or closed stroke paths, no fills.
 */
import type { TemplateContext } from '../../layout/template.ts';
import { wordsOf } from '../../motifs/word-match.ts';
import type { Box } from '../../svg/box.ts';
import { r } from '../../svg/num.ts';
import { heart, sparkle } from '../shared/ornaments.ts';

export type NeonIcon = 'moon' | 'heart' | 'star' | 'glass' | 'notes';

const WORDS: readonly (readonly [RegExp, NeonIcon])[] = [
  [/^(moon|moonlight|moonlit|midnight|night|nights|lune|luna|lua|mond|nuit|noche|noite)$/, 'moon'],
  [/^(heart|hearts|love|lover|lovers|coeur|cœur|amor|amour|corazón|corazon|coração)$/, 'heart'],
  [/^(star|stars|starlight|stardust|étoile|etoile|estrella|estrela)$/, 'star'],
  [
    /^(wine|champagne|cocktail|cocktails|martini|whiskey|whisky|bourbon|cognac|gin|drink|drinks|bar)$/,
    'glass',
  ],
  [/^(song|songs|sing|singing|melody|music|harmony|tune|serenade|chanson|canción)$/, 'notes'],
];

/** The icon for this design: its song's words first, then the name's, else the seed's. */
export function neonIconFor(ctx: TemplateContext): NeonIcon {
  for (const text of [ctx.track, `${ctx.name} ${ctx.altName ?? ''}`]) {
    const words = wordsOf([text]);
    for (const [pattern, kind] of WORDS) if (words.some((w) => pattern.test(w))) return kind;
  }
  return ctx.rng.pick(['moon', 'heart', 'star', 'glass', 'notes'] as const);
}

/** One tube of an icon: its path, its weight against the sign's tube, and its glow's box. */
export interface IconTube {
  d: string;
  weight: number;
  box: Box;
}

/** The tubes of `kind` centred on (cx, cy), about 2 R across. */
export function neonIconTubes(kind: NeonIcon, cx: number, cy: number, R: number): IconTube[] {
  const around = { x0: cx - R, y0: cy - R, x1: cx + R, y1: cy + R };
  switch (kind) {
    case 'moon': {
      const top = `${r(cx + R * 0.35)} ${r(cy - R * 0.94)}`;
      const bottom = `${r(cx + R * 0.35)} ${r(cy + R * 0.94)}`;
      return [
        {
          d: `M${top}A${r(R)} ${r(R)} 0 1 0 ${bottom}A${r(R * 0.78)} ${r(R * 0.78)} 0 0 1 ${top}Z`,
          weight: 1,
          box: around,
        },
        {
          d: sparkle(cx + R * 1.2, cy - R * 0.5, R * 0.32, 0.2),
          weight: 0.6,
          box: { x0: cx + R * 0.88, y0: cy - R * 0.82, x1: cx + R * 1.52, y1: cy - R * 0.18 },
        },
      ];
    }
    case 'heart':
      return [{ d: heart(cx, cy, R * 2), weight: 1, box: around }];
    case 'star': {
      // A five-point star, a little fuller than sharp so the tube's bends stay open.
      const pts: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const d = i % 2 === 0 ? R : R * 0.46;
        pts.push(`${r(cx + Math.cos(a) * d)} ${r(cy + Math.sin(a) * d)}`);
      }
      return [{ d: `M${pts.join('L')}Z`, weight: 1, box: around }];
    }
    case 'glass': {
      // A cocktail glass: the bowl, the stem and foot, an olive on its pick.
      const rim = cy - R * 0.78;
      const tip = cy + R * 0.08;
      const foot = cy + R * 0.86;
      const olive = R * 0.14;
      return [
        {
          d: `M${r(cx - R * 0.82)} ${r(rim)}H${r(cx + R * 0.82)}L${r(cx)} ${r(tip)}ZM${r(cx)} ${r(tip)}V${r(foot)}M${r(cx - R * 0.46)} ${r(foot)}H${r(cx + R * 0.46)}`,
          weight: 1,
          box: around,
        },
        {
          d: `M${r(cx + R * 0.1)} ${r(rim + R * 0.42)}L${r(cx + R * 0.62)} ${r(rim - R * 0.22)}M${r(cx + R * 0.24 - olive)} ${r(rim + R * 0.24)}a${r(olive)} ${r(olive)} 0 1 0 ${r(olive * 2)} 0a${r(olive)} ${r(olive)} 0 1 0 ${r(-olive * 2)} 0`,
          weight: 0.6,
          box: around,
        },
      ];
    }
    case 'notes': {
      // Two beamed quavers: open heads, stems and a double beam.
      const head = R * 0.24;
      const heads: [number, number][] = [
        [cx - R * 0.5, cy + R * 0.62],
        [cx + R * 0.5, cy + R * 0.44],
      ];
      const beam = (dy: number): string =>
        `M${r(cx - R * 0.5 + head)} ${r(cy - R * 0.8 + dy)}L${r(cx + R * 0.5 + head)} ${r(cy - R * 0.98 + dy)}`;
      const parts = heads.map(
        ([x, y], i) =>
          `M${r(x - head)} ${r(y)}a${r(head)} ${r(head * 0.8)} 0 1 0 ${r(head * 2)} 0a${r(head)} ${r(head * 0.8)} 0 1 0 ${r(-head * 2)} 0M${r(x + head)} ${r(y)}V${r(cy - R * (i === 0 ? 0.8 : 0.98))}`,
      );
      return [{ d: `${parts.join('')}${beam(0)}${beam(R * 0.3)}`, weight: 1, box: around }];
    }
  }
}
