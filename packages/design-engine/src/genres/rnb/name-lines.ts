/**
 * How many lines an R&B layout may break the name into: one when it has a single real word
 * ("🌙 Moonchild 🌙"), so an emoji or a symbol never gets a line of its own above the name;
 * otherwise `most`.
 */
export function nameLines(name: string, most: number): number {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return words.length <= 1 ? 1 : most;
}

/**
 * How many lines a script name may take by its length alone: one up to 16 characters, two up to
 * 30, three beyond (counted in code points, so an emoji is one).
 */
export function linesByLength(name: string): number {
  const n = [...name].length;
  return n > 30 ? 3 : n > 16 ? 2 : 1;
}
