/**
 * Track titles that name nothing: a working title left on the release ("untitled", "Untitled 3",
 * "Track 3") or a sequencing slot ("Intro", "Outro", "Interlude", "Skit"), in a few languages.
 * They are true, so a tracklist may list them, but none is worth wearing as the biggest line of
 * a design. A bare number is a song ("22", "1999"), and so is "Song 2".
 */

const WORDS = [
  'untitled',
  'no title',
  'sin título',
  'sin titulo',
  'sem título',
  'sem titulo',
  'sans titre',
  'senza titolo',
  'ohne titel',
  '無題',
  '무제',
  'track',
  'demo',
  'intro',
  'outro',
  'interlude',
  'skit',
  'bonus',
  'bonus track',
  'hidden track',
  'reprise',
];

const NUMBER = String.raw`(?:no\.?\s*|#\s*)?\d{1,3}|[ivx]{1,5}`;
const PLACEHOLDER = new RegExp(
  String.raw`^(?:(?:${WORDS.join('|')})(?:\s*[-–—:.]?\s*(?:${NUMBER}))?|[-–—_.?…]+)$`,
  'iu',
);

/** Whether the title is a placeholder or a sequencing slot rather than a song's name. */
export function isPlaceholderTitle(title: string): boolean {
  const t = title
    .normalize('NFC')
    .trim()
    .replace(/^[([]|[)\]]$/g, '')
    .replace(/\s+/g, ' ');
  return t.length === 0 || PLACEHOLDER.test(t);
}
