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
