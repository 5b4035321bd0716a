/**
 * What the laurel medal holds, the artist's own: the instrument (or thing) this design's song,
 * the name, the other songs or the genres name — a grand piano for "classical piano" or "Piano
 * Éphémère", a violin for a string quartet, the harp, the organ, a quill for "Glacier Letters",
 * the lyre for song and voice ("Ave Maria", opera, a choir) — looked for in that order; else a
 * seeded pick of the conservatoire's emblems. Only exact words count ("Nocturne" names no
 * instrument, so it draws none). Each tradition keeps to its own instruments (sub-genres.ts):
 * Indian classical draws the tanpura, the sitar or veena, the lotus and (carnatic) the violin,
 * never a piano, a harp or the Greek lyre; early music the violin, the lute and the harp, never
 * the grand piano a century after it.
 */
import type { TemplateContext } from '../../layout/template.ts';
import { hasIcon } from '../../motifs/game-icons.ts';
import { wordsOf } from '../../motifs/word-match.ts';
import { DRAWN_EMBLEMS } from './instruments.ts';
import { classicalTradition, type ClassicalTradition } from './sub-genres.ts';

type Rule = readonly [RegExp, string];

/**
 * The instruments only one tradition names (its drawn emblems, see instruments.ts): the tanpura
 * for the sung forms, the sitar or veena for their players. "Raga" names none: a sitar player's
 * raga is no song for the singer's drone.
 */
const OWN_RULES: Record<ClassicalTradition, readonly Rule[]> = {
  indian: [
    [/^(sitar|sitars|veena|vina|veenai|rudra|sarod|sitarist)$|^(सितार|वीणा)/, 'sitar'],
    [/^(tanpura|tambura|tanpuri|kriti|varnam|bhajan|vocal|voice|song|songs)$|^तानपुरा/, 'tanpura'],
    [/^(lotus|kamal|kamala|padma|padmam)$|^कमल/, 'lotus'],
  ],
  early: [[/^(lute|lutes|luth|laúd|liuto|laute|theorbo|théorbe|tiorba|lutenist)$/, 'lute']],
  western: [],
};

/** What a tradition never draws, whatever its songs name. */
const NEVER: Record<ClassicalTradition, ReadonlySet<string>> = {
  indian: new Set([
    'grand-piano',
    'pipe-organ',
    'french-horn',
    'clarinet',
    'harp',
    'lyre',
    'flute',
  ]),
  early: new Set(['grand-piano', 'clarinet']),
  western: new Set(),
};

const RULES: readonly Rule[] = [
  [/^(piano|pianos|pianoforte|fortepiano|klavier|fortepian|fortepianu)$/, 'grand-piano'],
  [
    /^(violin|violins|violon|violino|violín|geige|skrzypce|fiddle|viola|quartet|strings)$/,
    'violin',
  ],
  [/^(harp|harpe|arpa|harfe)$/, 'harp'],
  [/^(organ|orgel|orgue|organo|órgano|organy)$/, 'pipe-organ'],
  [/^(flute|flûte|flauta|flöte|flet)$/, 'flute'],
  [/^(clarinet|clarinette|klarinette|clarinete)$/, 'clarinet'],
  [/^(horn|horns|cor|corno)$/, 'french-horn'],
  [/^(bell|bells|campanella|cloches|glocken)$/, 'ringing-bell'],
  [/^(letter|letters|lettres|quill|poem|poems|poet|sonnet)$/, 'quill-ink'],
  [
    /^(song|songs|voice|voices|choir|choral|chorale|soprano|mezzo|tenor|opera|aria|arias|lied|lieder|ave|requiem|cantata|hymn|madrigal)$/,
    'lyre',
  ],
];
const DEFAULTS: Record<ClassicalTradition, readonly string[]> = {
  western: ['lyre', 'lyre', 'harp', 'violin', 'grand-piano', 'french-horn'],
  early: ['violin', 'lute', 'lute', 'harp', 'lyre'],
  indian: ['tanpura', 'tanpura', 'sitar', 'lotus'],
};

/** Whether the emblem can be drawn: one of ours (instruments.ts) or a game-icons name. */
const drawable = (emblem: string): boolean => DRAWN_EMBLEMS.includes(emblem) || hasIcon(emblem);

function named(text: string, tradition: ClassicalTradition): string | null {
  const words = wordsOf([text]);
  for (const [pattern, emblem] of [...OWN_RULES[tradition], ...RULES]) {
    if (NEVER[tradition].has(emblem) || !drawable(emblem)) continue;
    if (words.some((w) => pattern.test(w))) return emblem;
  }
  return null;
}

/** The emblems a design of this tradition draws when nothing names one. */
function traditionEmblems(ctx: TemplateContext): readonly string[] {
  const tradition = classicalTradition(ctx.genres);
  const carnatic = (ctx.genres ?? []).some((g) => /carnatic|karnatic/i.test(g));
  // The violin is at home in carnatic music, not in hindustani.
  const own =
    tradition === 'indian' && carnatic ? [...DEFAULTS.indian, 'violin'] : DEFAULTS[tradition];
  return own.filter(drawable);
}

/** The medal's emblem for this design (a game-icons name). */
export function medalEmblem(ctx: TemplateContext): string {
  const texts = [
    ctx.track,
    `${ctx.name} ${ctx.altName ?? ''}`,
    ...ctx.tracks.filter((t) => t !== ctx.track),
    ...(ctx.genres ?? []),
  ];
  const tradition = classicalTradition(ctx.genres);
  for (const text of texts) {
    const emblem = named(text, tradition);
    if (emblem) return emblem;
  }
  return ctx.rng.pick(traditionEmblems(ctx));
}
