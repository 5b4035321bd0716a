/**
 * How words in track and artist names meet a motif's words: accent-free lower-case words,
 * whole words over compounds, and the compounds that only look like one ("starving").
 */
import { baseForms } from './word-forms.ts';

/**
 * Lower-case words without accents (so "Corazón" matches "corazon" and "corazón"), with their
 * singular and plain forms ("Wolves" also as "wolf", "Conejito" as "conejo").
 */
export function wordsOf(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const lower = text.toLowerCase();
    const plain = lower.normalize('NFD').replace(/\p{M}+/gu, '');
    for (const form of new Set([lower, plain])) {
      for (const word of form.split(/[^\p{L}\p{N}']+/u)) {
        if (word.length > 0) out.push(word, ...baseForms(word));
      }
    }
    // Scripts without spaces (Hangul runs, CJK): keep the whole run too, matched by inclusion.
    out.push(lower);
  }
  return out;
}

/** Title words that start or end like a motif word but mean something else. */
export const FALSE_COMPOUNDS = new Set([
  'crowd',
  'crowds',
  'start',
  'started',
  'starting',
  'stare',
  'stared',
  'staring',
  'starve',
  'starving',
  'hearth',
  'kingston',
  'rosetta',
  'another',
  'suntory',
  'wavering',
  'pinery',
  'monday',
  'mondays',
  'lunatic',
  'lunatics',
  'rainbow',
  'rainbows',
  'terrain',
  'strain',
  'restrain',
  'fernando',
  'crowned',
  'crowning',
  'hornet',
  'hornets',
  'rosemary',
  'tarantula',
  'tarantella',
  'portrait',
  // Dogs, pines and trains (creature-words.ts, thing-words.ts): "hund", "pine", "train", "tren",
  // "trem" and "gato" begin these too.
  'hundred',
  'hundreds',
  'houndstooth',
  'pineapple',
  'pineapples',
  'pinocchio',
  'training',
  'trainer',
  'trainers',
  'trained',
  'trainee',
  'trendy',
  'trench',
  'trenches',
  'trenton',
  'tremble',
  'trembles',
  'trembled',
  'trembling',
  'tremor',
  'tremors',
  'tremolo',
  'tremendous',
  'gators',
  'gatorade',
]);

/**
 * 2: the whole word; 1: part of a compound ("Moonlight", "Wildfire", "Sweetheart"; Latin motif
 * words of 4+ letters only); 0: no match. Hangul words match at the start of a word (별 in
 * 별빛, not in 이별 "farewell"); Han and kana, written without spaces, anywhere in the run.
 */
export function matchStrength(motifWord: string, words: readonly string[]): number {
  if (motifWord.includes(' ')) return words.some((w) => w.includes(motifWord)) ? 2 : 0;
  if (/\p{Script=Hangul}/u.test(motifWord))
    return words.some((w) => w.startsWith(motifWord)) ? 2 : 0;
  if (/[^\p{Script=Latin}]/u.test(motifWord))
    return words.some((w) => w.includes(motifWord)) ? 2 : 0;
  if (words.includes(motifWord)) return 2;
  if (motifWord.length < 4) return 0;
  const compound = words.some(
    (w) =>
      w.length >= motifWord.length + 2 &&
      !w.includes(' ') &&
      !FALSE_COMPOUNDS.has(w) &&
      (w.startsWith(motifWord) || (SUFFIX_OK.has(motifWord) && w.endsWith(motifWord))),
  );
  return compound ? 1 : 0;
}

/** Motif words that also end compounds ("wildfire", "sweetheart", "werewolf", "saltwater"). */
const SUFFIX_OK = new Set([
  'fire',
  'heart',
  'bird',
  'flower',
  'flowers',
  'moon',
  'star',
  'wolf',
  'snake',
  'rose',
  'storm',
  'skull',
  'crown',
  'wave',
  'waves',
  'bloom',
  'dove',
  'angel',
  'queen',
  'diamond',
  'water',
  'rain',
]);
