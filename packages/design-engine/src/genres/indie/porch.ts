/**
 * Indie, porch: the midwest emo / math rock shirt. A pen drawing in one ink — the house with
 * its porch light on, the lake and the dock at dusk, a bicycle by a streetlight, picked by the
 * song's words ("Porch Light", "I Miss the Lake", "Station Wagon") or by the seed — the lit
 * things in the second ink; the name under it in lowercase marker handwriting, and the song
 * typed under that in lowercase between quotes, like a line from the liner notes.
 * With the artist's picture the seed may draw the 'snapshot' instead: the picture as a
 * disposable-camera print in a hand-drawn frame, the song stamped where its date would be.
 * Seeded: scene (when no word picks one), pen wobble, snapshot.
 */
import { drawPortrait } from '../../image/portrait-art.ts';
import type { Template, TemplateContext } from '../../layout/template.ts';
import { isRtlScript, scriptsOf } from '../../text/scripts.ts';
import { drawBlock, nameBlock, quoted, smallLine } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { inked, penBox } from './pen.ts';
import { drawScene, PORCH_SCENES, SCENE_WORDS } from './porch-scenes.ts';
import { songAndDetails } from './closing.ts';

export const PORCH_ARRANGEMENTS = [...PORCH_SCENES, 'snapshot'] as const;
type Arrangement = (typeof PORCH_ARRANGEMENTS)[number];

/** The scene the song names, else a seeded one; with a picture, the snapshot is one choice more. */
function arrangementFor(ctx: TemplateContext): Arrangement {
  const words = ctx.track.toLowerCase();
  const named = SCENE_WORDS.find(([pattern]) => pattern.test(words))?.[1];
  const scenes: readonly Arrangement[] = named ? [named] : PORCH_SCENES;
  return pickArrangement(ctx, ctx.hasImage ? [...scenes, 'snapshot'] : scenes);
}

/** Lowercase, the way the scene writes names and titles (caseless scripts stay as they are). */
const lower = (text: string): string => text.toLocaleLowerCase();

export const indiePorch: Template = {
  id: 'indie-porch',
  needsImage: false,
  maxGrow: 1.35,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const kind = arrangementFor(ctx);
    let artFoot: number;
    if (kind === 'snapshot') {
      const photo = { x0: 330, y0: 110, x1: 870, y1: 590 };
      drawPortrait(b, ctx.portrait, {
        treatment: rng.pick(['duotone', 'halftone-dots'] as const),
        inks: [inks.accent, inks.support],
        garment: inks.garment,
        box: photo,
        shape: 'square',
        rng: rng.fork('snapshot'),
        detail: 0.9,
      });
      // The print's white border, drawn round it by hand a little crooked.
      b.add(inked(penBox(rng.fork('frame'), 300, 82, 900, 650), inks.primary, 7), [inks.primary]);
      // The song where a disposable camera stamps its date, under the picture's right corner.
      if (ctx.track) {
        await smallLine(b, ctx, lower(ctx.track), {
          x: 880,
          align: 'right',
          baseline: 630,
          cap: 28,
          maxWidth: 520,
          ink: inks.accent,
          role: 'track',
          tracking: 0.06,
          face: 'spaceMono',
        });
      }
      artFoot = 650;
    } else {
      const scene = drawScene(kind, rng.fork('pen'));
      b.add(inked(scene.lines, inks.primary, 9), [inks.primary]);
      b.add(inked(scene.lit, inks.accent, 10), [inks.accent]);
      artFoot = 640;
    }

    const lowered = { ...ctx, name: lower(ctx.name) };
    const name = await nameBlock(lowered, 'permanentMarker', {
      maxWidth: 960 * s,
      maxCap: 150 * s,
      maxHeight: 380 * s,
      maxLines: 3,
      leading: 0.22,
      breakGain: 1.1,
    });
    const top = artFoot + 90;
    const drawn = drawBlock(b, name, { top, paint: { fill: inks.accent }, role: 'name' });

    // Curly quotes round a right-to-left title land on the wrong sides: it goes bare.
    const songText = (track: string): string =>
      scriptsOf(track).some(isRtlScript) ? lower(track) : quoted(lower(track));
    await songAndDetails(
      b,
      ctx,
      drawn.y1 + 90,
      ctx.track && kind !== 'snapshot'
        ? {
            text: songText(ctx.track),
            cap: 40,
            ink: inks.primary,
            tracking: 0.04,
            face: 'specialElite',
          }
        : null,
      { tracking: 0.3, chance: 0.5, face: 'specialElite' },
    );
  },
};
