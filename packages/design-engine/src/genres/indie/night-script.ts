/**
 * Indie, night script: for the national indie scenes written in their own script (Israeli,
 * Thai, Korean, Greek, Japanese indie...). The artist's name is the hero in its own script, set
 * as large as it goes in a face of the scene's own type (the display face, or a literary serif:
 * Frank Ruhl for Hebrew, Noto Serif Thai, Gowun Batang for Hangul), its romanisation small
 * under it when it has one; under that, the night the songs so often sing of — a skyline with a
 * few windows still lit, the sea with the moon on it, or a full moon rising behind low roofs —
 * and the song in small capitals.
 * The scene follows the song's words, then the name's, in its own language (달, φεγγάρι, ירח:
 * the moon; ทะเล, 바다, θάλασσα, ים: the sea; לילה, 밤, νύχτα, กรุงเทพ: the city at night), else
 * the seed.
 */
import type { Template, TemplateContext } from '../../layout/template.ts';
import { nameLockup } from '../../templates/common.ts';
import { pickArrangement } from '../shared/arrangement.ts';
import { cutAwayMask } from '../shared/cut-away-mask.ts';
import { moonRise, seaAtNight, skyline, type NightDrawing } from './night-scenes.ts';
import { songAndDetails } from './closing.ts';

export const NIGHT_ARRANGEMENTS = ['city', 'sea', 'moon'] as const;
type Arrangement = (typeof NIGHT_ARRANGEMENTS)[number];

/**
 * Words for the sea, the moon and the city at night, in the scenes' own languages (whole words
 * where a word also ends others: Hebrew ים is a plural ending, Korean 달리다 is to run).
 */
const SEA =
  /\bseas?\b|ocean|beach|wave|shore|island|river|한강|(^|\s)ים($|\s)|חוף|ทะเล|หาด|바다|파도|섬|θάλασσ|παραλ|κύμα|νησ|海|浜|بحر|شاطئ|море|समुद्र/i;
const MOON = /moon|lunar|ירח|ดวงจันทร์|จันทร์|달(?![리라려])|φεγγάρ|σελήν|月|قمر|луна|चाँद|चांद/i;
const CITY =
  /city|night|street|train|bus|lights|לילה|עיר|רכבת|אוטובוס|תל אביב|กรุงเทพ|คืน|เมือง|밤|서울|도시|새벽|νύχτα|πόλη|Αθήνα|夜|街|東京|ليل|مدينة|ночь|город|रात|शहर/i;

function arrangementFor(ctx: TemplateContext): Arrangement {
  // The song's words first, then the name's ("ทะเลสาบ", a lake; "Sea Glass").
  const named = (text: string): Arrangement | null =>
    MOON.test(text) ? 'moon' : SEA.test(text) ? 'sea' : CITY.test(text) ? 'city' : null;
  const scene = named(ctx.track) ?? named(ctx.name);
  return pickArrangement(ctx, scene ? [scene] : NIGHT_ARRANGEMENTS);
}

export const indieNightScript: Template = {
  id: 'indie-night-script',
  needsImage: false,
  maxGrow: 1.3,
  async layout(ctx, b) {
    const { rng, inks } = ctx;
    const s = ctx.shrink;
    const kind = arrangementFor(ctx);
    const face = rng.chance(0.5) ? 'playfair' : ctx.faces.display;
    const { box } = await nameLockup(b, ctx, {
      face,
      maxWidth: 1000 * s,
      maxCap: 280 * s,
      maxHeight: 480 * s,
      maxLines: 3,
      leading: 0.14,
      breakGain: 1.05,
      top: 110,
      paint: { fill: inks.primary },
    });

    const top = box.y1 + 110;
    const scene: NightDrawing =
      kind === 'city'
        ? skyline(rng.fork('city'), top)
        : kind === 'moon'
          ? moonRise(rng.fork('moon'), top)
          : seaAtNight(rng.fork('sea'), top);
    if (scene.stroked) {
      // The moon and its path sit over the waves: the waves stop short of them.
      const clear = cutAwayMask(
        b,
        'moonlight',
        `<path fill="#000" stroke="#000" stroke-width="24" d="${scene.moon}"/>`,
      );
      b.add(
        `<path mask="url(#${clear})" fill="none" stroke="${inks.support}" stroke-width="7" stroke-linecap="round" d="${scene.mass}"/>`,
        [inks.support],
      );
      b.add(`<path fill="${inks.accent}" d="${scene.moon}"/>`, [inks.accent]);
    } else {
      b.add(`<path fill="${inks.support}" fill-rule="evenodd" d="${scene.mass}"/>`, [inks.support]);
      // The moon sets behind the roofs, a garment-wide gap off them.
      const behind = cutAwayMask(
        b,
        'roofs',
        `<path fill="#000" stroke="#000" stroke-width="28" d="${scene.mass}"/>`,
      );
      b.add(`<path mask="url(#${behind})" fill="${inks.accent}" d="${scene.moon}"/>`, [
        inks.accent,
      ]);
    }

    await songAndDetails(
      b,
      ctx,
      scene.bottom + 100,
      ctx.track ? { text: ctx.track, cap: 40, ink: inks.accent, tracking: 0.2 } : null,
      { tracking: 0.4, chance: 0.6 },
    );
  },
};
