/**
 * Punk, ransom note — done so it reads: every letter of the name cut from its own scrap of
 * paper, tilted and alternating between the two inks, but all in ONE face and all capitals, so
 * the word still reads at a glance (no mixed fonts, no digits for letters). A letter the face
 * lacks (Cyrillic, Greek beside the Latin-only punk faces) is cut from the faces the family's
 * faces set it in, chosen letter by letter (Oswald, Fira Sans Extra Condensed): those grotesques
 * differ enough to read as clippings, not as one typeset word. The track is typed
 * under it and a safety pin or skull sits in the corner. Only for names whose letters can stand
 * apart (no joined scripts) and that are short enough to tile. Seeded: tilts, inks, and the
 * note: 'tiles' alone with the pin by the track (as above), or 'emblem' — a motif from the
 * track or the name's own words (a fist, a bottle…) stuck on big over the tiles.
 */
import { CENTER_X } from '../../layout/geometry.ts';
import type { Template } from '../../layout/template.ts';
import { capHeight, lineWidth, textLine, type TextLine } from '../../layout/text-line.ts';
import type { Rng } from '../../random/prng.ts';
import { casingFor, displayFaces, type StyleSpec } from '../../style/styles.ts';
import { FACES, faceKey, type FaceId } from '../../fonts/catalog.ts';
import { canSetAsTiles, graphemes } from '../../text/scripts.ts';
import { knockout, smallLine } from '../../templates/common.ts';
import { icon, pickMotif } from '../shared/art.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { PUNK_DEFAULTS, PUNK_MOTIFS } from './cut-up.ts';
import { paperStrip } from '../shared/paper.ts';

const MAX_LETTERS = 18;

export const RANSOM_ARRANGEMENTS = ['tiles', 'emblem'] as const;

export const punkRansom: Template = {
  id: 'punk-ransom',
  namesMotif: true,
  needsImage: false,
  maxGrow: 1.5,
  canSet: (name) => {
    const letters = name.replace(/\s+/g, '');
    return (
      canSetAsTiles(name) &&
      [...letters].length >= 2 &&
      [...letters].length <= MAX_LETTERS &&
      name.split(/\s+/).every((w) => [...w].length <= 9)
    );
  },
  async layout(ctx, b) {
    const { rng, inks, faces } = ctx;
    const s = ctx.shrink;
    const face = faces.display;
    const words = casingFor(face, ctx.name).trim().split(/\s+/);
    const longest = Math.max(...words.map((w) => graphemes(w).length));
    // Tiles as big as the longest word allows across the print: a short name ("!!!", "KINO")
    // gets big tiles that fill the chest rather than a small row at the neckline.
    const tile = Math.min(340, 1040 / longest) * s;
    const cap = tile * 0.62;
    const emblem = pickArrangement(ctx, RANSOM_ARRANGEMENTS) === 'emblem';
    let y = 80;
    if (emblem) {
      // The emblem stays smaller than the tiled name: the name is still the hero.
      const motif = pickMotif(ctx, PUNK_MOTIFS, PUNK_DEFAULTS);
      const placed = icon(
        b,
        motif,
        { x0: CENTER_X - 220, y0: 60, x1: CENTER_X + 220, y1: 440 },
        inks.accent,
        { flip: rng.chance(0.5) },
      );
      y = placed.y1 + 60;
    }
    let flip = rng.chance(0.5);
    for (const word of words) {
      const letters = graphemes(word).map((g) => g.text);
      const lines = await cutLetters(letters, face, cutFaces(ctx.style, ctx.genres ?? []), rng);
      // Narrow glyphs ("!", "I") still get a tile that reads as a cut-out, not a sliver.
      const widths = lines.map((l) => Math.max(lineWidth(l) * (cap / capHeight(l)), cap * 0.75));
      const gap = tile * 0.08;
      const total = widths.reduce((sum, w) => sum + w + cap * 0.5 + gap, -gap);
      let x = CENTER_X - total / 2;
      for (const [i, line] of lines.entries()) {
        const w = (widths[i] ?? cap) + cap * 0.5;
        const deg = rng.range(-7, 7);
        const dy = rng.range(-tile * 0.06, tile * 0.06);
        const box = { x0: x, y0: y + dy, x1: x + w, y1: y + dy + tile };
        const scale = cap / capHeight(line);
        const ink = flip ? inks.primary : inks.accent;
        flip = !flip;
        knockout(b, paperStrip(rng, box, deg, rng.chance(0.5)), ink, [
          {
            line,
            at: {
              x: x + w / 2,
              baseline: y + dy + tile / 2 + cap / 2,
              scale,
              rotate: deg,
            },
            role: 'name',
          },
        ]);
        x += w + gap;
      }
      y += tile * 1.12;
    }

    const track = await smallLine(b, ctx, ctx.track, {
      baseline: y + 70,
      cap: 42,
      maxWidth: 900,
      ink: inks.support,
      role: 'track',
      tracking: 0.06,
      face: 'specialElite',
    });
    if (emblem) return;
    icon(
      b,
      rng.pick(['safety-pin', 'death-skull']),
      { x0: track.x1 + 30, y0: track.y0 - 30, x1: track.x1 + 150, y1: track.y1 + 60 },
      inks.accent,
      { flip: rng.chance(0.5) },
    );
  },
};

/** The family's hero faces: a letter the design's face lacks may be cut from their companions. */
function cutFaces(style: StyleSpec, genres: readonly string[]): FaceId[] {
  return [...new Set([...displayFaces(style, genres), ...style.display])];
}

/**
 * Each letter in the design's face; a letter that face lacks (set in another script's face, see
 * fonts/script-display.ts) is cut from one of the faces the `family` faces set it in, chosen by
 * the seed and seldom twice in a row, so the clippings differ like a real ransom note.
 */
async function cutLetters(
  letters: readonly string[],
  face: FaceId,
  family: readonly FaceId[],
  rng: Rng,
): Promise<TextLine[]> {
  const lines: TextLine[] = [];
  let previous = '';
  for (const letter of letters) {
    const own = await textLine(letter, face);
    const drawn = own.shape.faces[0] ?? '';
    if (drawn === faceKey(FACES[face])) {
      lines.push(own);
      continue;
    }
    const options = new Map<string, TextLine>([[drawn, own]]);
    for (const other of family) {
      const line = await textLine(letter, other);
      const key = line.shape.faces[0];
      if (key && !options.has(key)) options.set(key, line);
    }
    const keys = [...options.keys()];
    let pick = rng.pick(keys);
    if (pick === previous && keys.length > 1 && rng.chance(0.7))
      pick = keys[(keys.indexOf(pick) + 1) % keys.length] ?? pick;
    previous = pick;
    lines.push(options.get(pick) ?? own);
  }
  return lines;
}
