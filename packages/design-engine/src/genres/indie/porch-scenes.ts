/**
 * The emo porch's line drawings, in the art box between y 120 and 640: a house with its porch
 * light on, a lake with a dock at dusk, a bicycle left on the kerb. Each returns the pen lines
 * (one ink) and the lit things (the porch light, the windows, the sun on the water, the moon:
 * the second ink). Seeded wobble only; the composition of each is fixed so it always reads.
 */
import type { Rng } from '../../random/prng.ts';
import { crescent } from './window-scenes.ts';
import { penBox, penLine, penLoop, penPath, penRays, type Pt } from './pen.ts';

export const PORCH_SCENES = ['house', 'lake', 'bike'] as const;
export type PorchScene = (typeof PORCH_SCENES)[number];

export interface SceneDrawing {
  lines: string;
  lit: string;
}

/** Which scene a song's words ask for ("Porch Light", "I Miss the Lake", "Station Wagon"). */
export const SCENE_WORDS: readonly [RegExp, PorchScene][] = [
  [/\b(porch|house|home|basement|room|door|window|roof|yard|attic|kitchen)/, 'house'],
  [/\b(lake|river|water|swim|dock|pond|shore|sea|ocean|summer)/, 'lake'],
  [/\b(bike|bicycle|ride|road|street|wagon|car|drive|highway|station|bus)/, 'bike'],
];

const GROUND = 630;

function house(rng: Rng): SceneDrawing {
  const lines = [
    penLine(rng, [200, GROUND], [1000, GROUND], 4),
    // The house, its roof and chimney.
    penBox(rng, 400, 380, 800, GROUND),
    penPath(rng, [
      [370, 395],
      [600, 215],
      [830, 395],
    ]),
    penPath(rng, [
      [715, 300],
      [715, 235],
      [760, 235],
      [760, 335],
    ]),
    // The door and the porch roof on its two posts, two steps down.
    penBox(rng, 565, 500, 635, GROUND - 22),
    penLine(rng, [520, 470], [700, 470], 3),
    penLine(rng, [530, 470], [530, GROUND - 22], 3),
    penLine(rng, [690, 470], [690, GROUND - 22], 3),
    penLine(rng, [545, GROUND - 22], [655, GROUND - 22], 3),
    penLine(rng, [530, GROUND - 10], [670, GROUND - 10], 3),
    // The windows with their crosses.
    penBox(rng, 430, 420, 500, 480),
    penBox(rng, 730, 420, 775, 480),
    penLine(rng, [465, 420], [465, 480], 2),
    penLine(rng, [430, 450], [500, 450], 2),
    // A tree by the house: trunk and a scribbled crown.
    penLine(rng, [290, GROUND], [295, 470], 4),
    penLoop(rng, 290, 420, 70, 62),
    penLoop(rng, 262, 445, 40, 34),
  ].join('');
  const lit = [
    // The porch light, on, with its little rays; one window lit; the moon.
    penLoop(rng, 660, 500, 9),
    penRays(rng, 660, 500, 20, 42, 9),
    penLine(rng, [740, 440], [765, 440], 2),
    penLine(rng, [740, 458], [765, 458], 2),
    crescent(905, 240, 46),
  ].join('');
  return { lines, lit };
}

/** A pine drawn as a hand does: a trunk and three chevrons, narrowing to the top. */
function pine(rng: Rng, x: number, ground: number, h: number): string {
  const w = h * 0.5;
  const tiers = [0.25, 0.5, 0.75].map((t) => {
    const y = ground - h * t;
    const half = (w / 2) * (1.05 - t * 0.7);
    return penPath(
      rng,
      [
        [x - half, y + h * 0.08],
        [x, y - h * 0.2],
        [x + half, y + h * 0.08],
      ],
      2,
    );
  });
  return `${penLine(rng, [x, ground], [x, ground - h], 2)}${tiers.join('')}`;
}

function lake(rng: Rng): SceneDrawing {
  const horizon = 420;
  // Pines on both shores, the sun setting over the water between them.
  const trees: string[] = [];
  for (const [from, to] of [
    [230, 420],
    [790, 990],
  ] as const) {
    for (let x = from; x <= to; x += rng.range(44, 62))
      trees.push(pine(rng, x, horizon, rng.range(70, 140)));
  }
  const ripples: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const y = horizon + 40 + i * 34;
    const w = 110 + i * 30;
    const x = 600 + (i % 2 === 0 ? 1 : -1) * rng.range(150, 260);
    ripples.push(penLine(rng, [x - w / 2, y], [x + w / 2, y], 2));
  }
  // The dock from the near shore, side on: a deck of two boards on posts standing in the water.
  const deck = GROUND - 70;
  const dock: string[] = [
    penLine(rng, [200, deck], [640, deck], 2),
    penLine(rng, [200, deck + 14], [640, deck + 14], 2),
  ];
  for (let x = 230; x <= 620; x += 78) {
    dock.push(penLine(rng, [x, deck + 14], [x, GROUND], 2));
    dock.push(penLine(rng, [x - 22, GROUND + 4], [x + 22, GROUND + 4], 1.5));
  }
  const lines = [
    penLine(rng, [200, horizon], [1000, horizon], 3),
    ...trees,
    ...ripples,
    ...dock,
  ].join('');
  // The sun half down on the horizon, its rays, and its path of light on the water.
  const lit = [
    `M470 ${horizon}A130 130 0 0 1 730 ${horizon}`,
    penRays(rng, 600, horizon, 150, 195, 7, Math.PI * 1.1, Math.PI * 1.9),
    penLine(rng, [555, horizon + 24], [645, horizon + 24], 2),
    penLine(rng, [575, horizon + 50], [625, horizon + 50], 2),
    penLine(rng, [590, horizon + 76], [610, horizon + 76], 2),
  ].join('');
  return { lines, lit };
}

function bike(rng: Rng): SceneDrawing {
  const rear: Pt = [420, 520];
  const front: Pt = [790, 520];
  const bb: Pt = [585, 525];
  const seat: Pt = [545, 380];
  const head: Pt = [745, 385];
  const headLow: Pt = [758, 430];
  const spokes = (c: Pt): string =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const a = (i * Math.PI) / 6 + 0.3;
        return penLine(
          rng,
          [c[0] - Math.cos(a) * 100, c[1] - Math.sin(a) * 100],
          [c[0] + Math.cos(a) * 100, c[1] + Math.sin(a) * 100],
          1.5,
        );
      })
      .join('');
  const lines = [
    penLine(rng, [200, GROUND], [1000, GROUND], 4),
    penLoop(rng, rear[0], rear[1], 112),
    penLoop(rng, front[0], front[1], 112),
    spokes(rear),
    spokes(front),
    penPath(rng, [rear, bb, headLow, head, seat, rear], 3),
    penLine(rng, seat, bb, 3),
    penLine(rng, headLow, front, 3),
    // The saddle, the handlebar and a pedal.
    penLine(rng, [510, 368], [585, 368], 2),
    penPath(rng, [head, [738, 350], [700, 340]], 2),
    penLine(rng, bb, [610, 570], 2),
    penLine(rng, [592, 572], [630, 568], 2),
    // The kerb behind it and a streetlight's post.
    penLine(rng, [960, GROUND], [960, 190], 3),
    penPath(rng, [
      [960, 190],
      [940, 175],
      [895, 180],
    ]),
  ].join('');
  const lit = [
    penLoop(rng, 890, 200, 14, 9),
    penRays(rng, 890, 205, 28, 58, 7, 0.2, Math.PI - 0.2),
  ].join('');
  return { lines, lit };
}

export function drawScene(kind: PorchScene, rng: Rng): SceneDrawing {
  return kind === 'house' ? house(rng) : kind === 'lake' ? lake(rng) : bike(rng);
}
