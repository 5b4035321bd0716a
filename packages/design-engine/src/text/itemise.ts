/**
 * Splits a text into runs that HarfBuzz can shape one at a time: one script, one direction, one
 * font file each, and says the order they read in. Fonts are chosen per script run (the first in
 * the face's fallback chain that has every letter of the run), so a name never mixes typefaces
 * unless no single font can set it.
 */
import bidiFactory from 'bidi-js';
import { FACES, fallbackChain, type CjkFlavour, type FaceId } from '../fonts/catalog.ts';
import { loadFace, needsGlyph, type LoadedFile } from '../fonts/loader.ts';
import { graphemes, isRtlScript, scriptOfCluster, type Neutral, type Script } from './scripts.ts';
import { numberedLineDirection } from './list-direction.ts';
import { textScope } from './scope.ts';

const bidi = bidiFactory();

export interface Cluster {
  text: string;
  /** UTF-16 offset in the whole text. */
  index: number;
  script: Script;
  level: number;
  /** null when no font has it (a missing glyph). */
  file: LoadedFile | null;
}

export interface Run {
  /** UTF-16 range in the whole text. */
  start: number;
  end: number;
  script: Script;
  level: number;
  file: LoadedFile;
  clusters: Cluster[];
}

export interface Itemised {
  /** Runs in visual order, left to right. */
  runs: Run[];
  /** Clusters no font can draw. */
  missing: Cluster[];
  cjk: CjkFlavour;
}

const WHITESPACE = /^\s+$/u;

/**
 * Kana anywhere → Japanese forms of Han; Hangul → Korean; else the design's own (a Japanese
 * artist's kanji-only title, see `designHan`); else Simplified Chinese.
 */
export function cjkFlavour(
  scripts: readonly (Script | Neutral)[],
  han: 'jp' | 'kr' | null = textScope()?.han ?? null,
): CjkFlavour {
  if (scripts.includes('Kana')) return 'jp';
  if (scripts.includes('Hangul')) return 'kr';
  return han ?? 'sc';
}

/** Digits, punctuation and marks take the script of the letters before them (else after). */
function resolveNeutrals(scripts: (Script | Neutral)[]): Script[] {
  const out: Script[] = [];
  let previous: Script | null = null;
  for (const script of scripts) {
    if (script !== 'Common') previous = script;
    out.push(previous ?? 'Latin');
  }
  const firstStrong = scripts.find((s): s is Script => s !== 'Common');
  for (let i = 0; i < scripts.length && scripts[i] === 'Common'; i += 1)
    out[i] = firstStrong ?? 'Latin';
  return out;
}

function covers(file: LoadedFile, text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (needsGlyph(code) && !file.codePoints.has(code)) return false;
  }
  return true;
}

/** The fonts to try for a run, in order, loaded only as far as needed. */
interface FontChain {
  /**
   * The files of the first face that has every character of `text`: one file when one of its
   * files has them all, else all its files (a face split into Unicode subsets, such as
   * fontsource's latin and latin-ext, draws "Kuşları" from two; see `fileFor`); null if none.
   */
  find(text: string): Promise<readonly LoadedFile[] | null>;
  /** The chosen face's first file (for spaces with no neighbour). */
  first(): Promise<LoadedFile | null>;
}

/** Of a face's files, the one that has every character of `text`; null when none has. */
function fileFor(files: readonly LoadedFile[] | null, text: string): LoadedFile | null {
  if (!files) return null;
  if (files.length === 1) return files[0] ?? null;
  return files.find((f) => covers(f, text)) ?? null;
}

function fontChain(
  face: FaceId,
  script: Script,
  cjk: CjkFlavour,
  lead: readonly FaceId[] = [],
): FontChain {
  const ids: FaceId[] = [
    ...new Set([...lead, face, ...fallbackChain(script, cjk, face).filter((id) => id !== face)]),
  ];
  return {
    async find(text) {
      // In order, loading a face only when the ones before it cannot set the text: a Latin name
      // never loads the CJK fonts.
      for (const id of ids) {
        const loaded = await loadFace(FACES[id]);
        const file = loaded.files.find((f) => covers(f, text));
        if (file) return [file];
        // The face's subset files together: each character in one of them. A Turkish or Polish
        // name in a display face whose accented letters sit in its latin-ext file stays in it.
        const joint = [...text].every((char) => loaded.files.some((f) => covers(f, char)));
        if (joint && loaded.files.length > 1) return loaded.files;
      }
      return null;
    },
    async first() {
      return (await loadFace(FACES[face])).files[0] ?? null;
    },
  };
}

/**
 * The faces that set a left-to-right run of a line of a right-to-left list like the list's
 * right-to-left titles, when those are set in a fallback face (the design's face has no Arabic or
 * Hebrew): that face itself where it has the run's letters, else Noto Sans of the same weight,
 * drawn to match Noto Sans Arabic and Hebrew. "DESERT STATIC" then no longer reads in another
 * face and weight under the Arabic lines. None when the design's face sets those titles itself.
 */
async function rightToLeftListFaces(
  face: FaceId,
  cjk: CjkFlavour,
  companions: string,
): Promise<FaceId[]> {
  const letters = [...companions].filter((c) => isRtlScript(scriptOfCluster(c)));
  const script = scriptOfCluster(letters[0] ?? '');
  if (script === 'Common') return [];
  const text = letters.filter((c) => scriptOfCluster(c) === script).join('');
  for (const id of [face, ...fallbackChain(script, cjk, face)]) {
    const loaded = await loadFace(FACES[id]);
    if (!loaded.files.some((f) => covers(f, text))) continue;
    if (id === face) return [];
    const noto = fallbackChain('Latin', cjk, face).filter(
      (other) => other !== face && FACES[other].family === 'Noto Sans',
    );
    return [id, ...noto];
  }
  return [];
}

/**
 * Chooses a font for each cluster of one script run: the first font that can set the whole run,
 * so the words of a name never mix typefaces ("ĐẶNG" in Noto Sans between words in the display
 * face would read as a patchwork); failing any, word by word; failing that, cluster by cluster.
 */
async function chooseFonts(
  clusters: Cluster[],
  face: FaceId,
  cjk: CjkFlavour,
  companions: string,
  inRtlList: boolean,
): Promise<void> {
  const first = clusters[0];
  if (!first) return;
  // The title's letters, not the number before them (set in the design's face, see `itemise`).
  const lead =
    inRtlList && !isRtlScript(first.script) && clusters.some((c) => /\p{L}/u.test(c.text))
      ? await rightToLeftListFaces(face, cjk, companions)
      : [];
  const chain = fontChain(face, first.script, cjk, lead);
  const own = clusters.map((c) => c.text).join('');
  // Letters of the same script in the lines set with this one (see `itemise`).
  const shared = [...companions].filter((c) => scriptOfCluster(c) === first.script).join('');
  const whole = (shared ? await chain.find(own + shared) : null) ?? (await chain.find(own));
  // A cluster no one subset file has whole (a letter and a combining mark split across them) is
  // left for splitUncovered to set character by character.
  if (whole) for (const cluster of clusters) cluster.file = fileFor(whole, cluster.text);
  else {
    const words: Cluster[][] = [[]];
    for (const cluster of clusters) {
      if (WHITESPACE.test(cluster.text)) words.push([]);
      else words[words.length - 1]?.push(cluster);
    }
    for (const word of words) {
      if (word.length === 0) continue;
      const files = await chain.find(word.map((c) => c.text).join(''));
      for (const cluster of word)
        cluster.file =
          fileFor(files, cluster.text) ?? fileFor(await chain.find(cluster.text), cluster.text);
    }
  }
  // Spaces take the font of a neighbouring word, so they have that font's width; never the emoji
  // font's, whose space is a whole em wide ("🔥 FUEGO" would gap like two words).
  const fallback = await chain.first();
  const word = (c: Cluster): boolean =>
    c.file !== null && c.file !== undefined && !WHITESPACE.test(c.text) && c.script !== 'Emoji';
  clusters.forEach((cluster, i) => {
    if (!WHITESPACE.test(cluster.text)) return;
    cluster.file =
      clusters.slice(0, i).reverse().find(word)?.file ??
      clusters.slice(i + 1).find(word)?.file ??
      fallback;
  });
}

/**
 * A cluster no single font can draw whole (a mark of one script on a letter of another, as in
 * pasted or decorated names) is set character by character, each from the first font that has it,
 * so every character still prints; only characters no font has at all stay missing.
 */
async function splitUncovered(group: Cluster[], face: FaceId, cjk: CjkFlavour): Promise<void> {
  for (let i = group.length - 1; i >= 0; i -= 1) {
    const cluster = group[i];
    if (!cluster || cluster.file || [...cluster.text].length < 2) continue;
    const parts: Cluster[] = [];
    let offset = cluster.index;
    for (const char of cluster.text) {
      const script = scriptOfCluster(char);
      const own: Script = script === 'Common' ? cluster.script : script;
      parts.push({
        text: char,
        index: offset,
        script: cluster.script,
        level: cluster.level,
        file: fileFor(await fontChain(face, own, cjk).find(char), char),
      });
      offset += char.length;
    }
    group.splice(i, 1, ...parts);
  }
}

/** Reorders items by their bidi levels (rule L2 of the Unicode bidi algorithm). */
export function visualOrder<T extends { level: number }>(items: readonly T[]): T[] {
  const out = [...items];
  const levels = out.map((i) => i.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 === 1 ? l : l + 1)), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    let i = 0;
    while (i < out.length) {
      if ((out[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < out.length && (out[j]?.level ?? 0) >= level) j += 1;
      const reversed = out.slice(i, j).reverse();
      out.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  return out;
}

/**
 * `companions`: the letters of the other lines set together with this one (the rest of a stacked
 * name, the other titles of a tracklist). A script run takes the first font that also has their
 * letters of its script, so when one title needs a fallback face for a letter the chosen face
 * lacks ("ĐÊM" in a typewriter face), every line of the list moves to that face, not just it.
 */
export async function itemise(text: string, face: FaceId, companions = ''): Promise<Itemised> {
  const parts = graphemes(text);
  const raw = parts.map((p) => scriptOfCluster(p.text));
  const scripts = resolveNeutrals(raw);
  const cjk = cjkFlavour(raw);
  const hasRtl = scripts.some(isRtlScript);
  // A numbered line of a list reads in the list's direction, so its number stays in the list's
  // number column: "01  עכשיו מעונן" among "02  Halevai" left to right, "04  Desert Static"
  // among Arabic titles right to left. Any other line: its first strong letter decides.
  const listed = numberedLineDirection(text, companions);
  const levels =
    hasRtl || listed === 'rtl' ? bidi.getEmbeddingLevels(text, listed ?? 'auto').levels : null;
  // Its number, and the space after it, is set in the design's face whatever the title's
  // script, so the list's number column is one face and size and every title starts as far from
  // it: beside a Hebrew title "04" took Noto Sans Hebrew's figures, sized up to its letters, next
  // to "03" in the face.
  const number = listed ? (/^\s*\d+\s*/u.exec(text)?.[0].length ?? 0) : 0;
  parts.forEach((p, i) => {
    if (p.index < number) scripts[i] = 'Latin';
  });
  const clusters: Cluster[] = parts.map((p, i) => ({
    text: p.text,
    index: p.index,
    script: scripts[i] ?? 'Latin',
    level: levels?.[p.index] ?? 0,
    file: null,
  }));
  // One script run after another (same script and direction), fonts chosen within each.
  const groups: Cluster[][] = [];
  for (const cluster of clusters) {
    const last = groups[groups.length - 1];
    const tail = last?.[last.length - 1];
    if (last && tail && tail.script === cluster.script && tail.level === cluster.level)
      last.push(cluster);
    else groups.push([cluster]);
  }
  await Promise.all(groups.map((g) => chooseFonts(g, face, cjk, companions, listed === 'rtl')));
  await Promise.all(groups.map((g) => splitUncovered(g, face, cjk)));
  const runs: Run[] = [];
  const missing: Cluster[] = [];
  for (const group of groups) {
    for (const cluster of group) {
      if (!cluster.file) {
        if ([...cluster.text].some((c) => needsGlyph(c.codePointAt(0) ?? 0))) missing.push(cluster);
        continue;
      }
      const last = runs[runs.length - 1];
      const end = cluster.index + cluster.text.length;
      if (
        last &&
        last.file === cluster.file &&
        last.script === cluster.script &&
        last.level === cluster.level &&
        last.end === cluster.index
      ) {
        last.end = end;
        last.clusters.push(cluster);
      } else {
        runs.push({
          start: cluster.index,
          end,
          script: cluster.script,
          level: cluster.level,
          file: cluster.file,
          clusters: [cluster],
        });
      }
    }
  }
  return { runs: visualOrder(runs), missing, cjk };
}
