/**
 * What the folk woodcut's window shows, the artist's own: a song or name of the sea ("Saltwater
 * Hymnal", "North Sea Widow") gets a sea of engraved waves with a sailing boat or a lighthouse
 * on its rock; one of a tree or the fields ("Wren & Willow", "The Miller's Daughter") rolling
 * hills with that tree alone on the crest; one of a train ("Long Gone Train") the mountains with
 * a steam train on its track along the valley; without such words the seed picks among the
 * mountains (the woodcut's first scene), the sea and the hill. Every stroke stays inside the
 * window's box (clipped lines would count towards the art's measured bounds).
 */
import type { ArtBuilder } from '../../layout/art-builder.ts';
import type { TemplateContext } from '../../layout/template.ts';
import { hasIcon } from '../../motifs/game-icons.ts';
import { TRAIN_NAMES } from '../../motifs/thing-words.ts';
import { wordsOf } from '../../motifs/word-match.ts';
import { r } from '../../svg/num.ts';
import { icon } from '../shared/art.ts';

export type WoodcutScene = 'mountains' | 'sea' | 'hill';

const SEA_WORDS = new Set([
  'sea',
  'seas',
  'salt',
  'saltwater',
  'tide',
  'tides',
  'ocean',
  'harbour',
  'harbor',
  'shore',
  'sail',
  'sailor',
  'sailors',
  'ship',
  'boat',
  'wave',
  'waves',
  'shanty',
  'shanties',
  'anchor',
  'bay',
  'coast',
  'island',
  'lighthouse',
  'fisherman',
  'haf',
  'mar',
  'meer',
  'mer',
  // Portuguese and Irish: the tide of fado's "Maré", the sea of "Amhrán na Farraige".
  'maré',
  'marés',
  'farraige',
  'muir',
]);

/** Words that name a tree, and the tree drawn for each. */
const TREE_WORDS: readonly (readonly [readonly string[], string])[] = [
  [['willow', 'willows'], 'willow-tree'],
  [['oak', 'oaks', 'acorn'], 'oak'],
  [['orchard', 'apple', 'apples', 'cherry', 'plum'], 'fruit-tree'],
  [['birch', 'birches'], 'birch-trees'],
];
const FIELD_WORDS = new Set([
  'field',
  'fields',
  'meadow',
  'meadows',
  'harvest',
  'hill',
  'hills',
  'farm',
  'barley',
  'wheat',
  'valley',
  'garden',
  'chalk',
  'miller',
  "miller's",
  'plough',
  'tree',
  'trees',
]);
const LONE_TREES = ['oak', 'willow-tree', 'fruit-tree', 'oak'];

const TRAIN_WORDS = new Set(TRAIN_NAMES);

/** Whether the song or the name is of a train ("Long Gone Train"): it runs through the valley. */
export function trainIn(ctx: Pick<TemplateContext, 'track' | 'name'>): boolean {
  return wordsOf([ctx.track, ctx.name]).some((w) => TRAIN_WORDS.has(w));
}

/** The scene for this design: the one its song or the name calls for, else the seed's. */
export function sceneFor(ctx: TemplateContext): WoodcutScene {
  // A train runs along the mountains' valley (the railroad songs of old-time and bluegrass).
  if (trainIn(ctx)) return 'mountains';
  for (const text of [ctx.track, `${ctx.name} ${ctx.altName ?? ''}`]) {
    const words = wordsOf([text]);
    if (words.some((w) => SEA_WORDS.has(w))) return 'sea';
    if (treeIn(words) || words.some((w) => FIELD_WORDS.has(w))) return 'hill';
  }
  return ctx.rng.pick(['mountains', 'mountains', 'sea', 'hill'] as const);
}

function treeIn(words: readonly string[]): string | null {
  for (const [names, tree] of TREE_WORDS) {
    if (names.some((n) => words.includes(n)) && hasIcon(tree)) return tree;
  }
  return null;
}

interface Window {
  cx: number;
  cy: number;
  w: number;
  h: number;
  /** Where the sun stands: the boat, lighthouse or tree stands on the other side of it. */
  sunX: number;
}

/** Scalloped rows of waves, deeper and heavier towards the viewer, and a boat or lighthouse. */
export function seaScene(b: ArtBuilder, ctx: TemplateContext, win: Window): void {
  const { rng, inks } = ctx;
  const { cx, cy, w, h } = win;
  const horizon = cy + h * 0.08;
  const rows: string[] = [`M${r(cx - w)} ${r(horizon)}H${r(cx + w)}`];
  let y = horizon + 26;
  for (let k = 0; y < cy + h - 10; k += 1) {
    const span = 46 + k * 16;
    const rise = 10 + k * 4;
    // Alternate rows start half a scallop in, every scallop whole and inside the box.
    const x0 = cx - w + (k % 2) * (span / 2);
    let d = `M${r(x0)} ${r(y)}`;
    for (let x = x0; x + span <= cx + w; x += span) {
      d += `q${r(span / 4)} ${r(-rise * 2)} ${r(span / 2)} 0q${r(span / 4)} ${r(rise)} ${r(span / 2)} 0`;
    }
    rows.push(d);
    y += 22 + k * 9;
  }
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="6" stroke-linecap="round" d="${rows.join('')}"/>`,
    [inks.primary],
  );
  // On the horizon: a lighthouse on its rock to one side, or a sailing boat.
  const words = wordsOf([ctx.track, ctx.name]);
  const lit = words.some((w2) => /^(lighthouse|light|lantern|beacon)$/.test(w2));
  const figure = lit ? 'lighthouse' : rng.pick(['sailboat', 'shooner-sailboat', 'lighthouse']);
  const side = win.sunX > cx ? -1 : 1;
  if (figure === 'lighthouse') {
    const x = cx + side * w * 0.5;
    const rockW = w * 0.42;
    const rock = `M${r(x - rockW / 2)} ${r(horizon + 30)}Q${r(x - rockW * 0.3)} ${r(horizon - 30)} ${r(x)} ${r(horizon - 34)}Q${r(x + rockW * 0.3)} ${r(horizon - 30)} ${r(x + rockW / 2)} ${r(horizon + 30)}Z`;
    b.add(`<path fill="${inks.primary}" d="${rock}"/>`, [inks.primary]);
    icon(
      b,
      'lighthouse',
      { x0: x - w * 0.3, y0: horizon - 30 - h * 0.62, x1: x + w * 0.3, y1: horizon - 28 },
      inks.primary,
      { anchor: 'bottom', flip: side > 0 },
    );
  } else {
    const x = cx + side * w * 0.42;
    icon(
      b,
      figure,
      { x0: x - w * 0.32, y0: horizon - h * 0.62, x1: x + w * 0.32, y1: horizon + 14 },
      inks.primary,
      { anchor: 'bottom', flip: side < 0 },
    );
  }
  // Two gulls, a pair of arcs each.
  const gulls = [0, 1]
    .map((i) => {
      const gx = cx - side * w * (0.25 + i * 0.22);
      const gy = cy - h * (0.55 - i * 0.12);
      const s = 18 - i * 4;
      return `M${r(gx - s * 2)} ${r(gy)}q${r(s)} ${r(-s)} ${r(s * 2)} 0q${r(s)} ${r(-s)} ${r(s * 2)} 0`;
    })
    .join('');
  b.add(
    `<path fill="none" stroke="${inks.primary}" stroke-width="5" stroke-linecap="round" d="${gulls}"/>`,
    [inks.primary],
  );
}

/** A far hill in hatching, a near hill solid, and one tree alone on its crest. */
export function hillScene(b: ArtBuilder, ctx: TemplateContext, win: Window, hatch: string): void {
  const { rng, inks } = ctx;
  const { cx, cy, w, h } = win;
  // The crest (and its tree) on the side away from the sun, so the two never overlap.
  const crestX = cx + (win.sunX > cx ? -1 : 1) * rng.range(0.12, 0.25) * w;
  const crestY = cy + h * 0.18;
  const hill = (topX: number, topY: number, footY: number): string =>
    `M${r(cx - w)} ${r(footY)}C${r(cx - w * 0.4)} ${r(footY)} ${r(topX - w * 0.5)} ${r(topY)} ${r(topX)} ${r(topY)}C${r(topX + w * 0.5)} ${r(topY)} ${r(cx + w * 0.4)} ${r(footY)} ${r(cx + w)} ${r(footY)}V${r(cy + h)}H${r(cx - w)}Z`;
  const far = hill(cx - (crestX - cx) * 1.2, cy - h * 0.02, cy + h * 0.3);
  b.add(`<path fill="url(#${hatch})" d="${far}"/>`, [inks.primary]);
  b.add(`<path fill="none" stroke="${inks.primary}" stroke-width="7" d="${far}"/>`, [inks.primary]);
  b.add(`<path fill="${inks.primary}" d="${hill(crestX, crestY, cy + h * 0.55)}"/>`, [
    inks.primary,
  ]);
  const tree = treeIn(wordsOf([ctx.track, ctx.name])) ?? rng.pick(LONE_TREES.filter(hasIcon));
  icon(
    b,
    tree,
    { x0: crestX - w * 0.42, y0: crestY - h * 0.85, x1: crestX + w * 0.42, y1: crestY + 8 },
    inks.primary,
    { anchor: 'bottom', flip: rng.chance(0.5) },
  );
}
