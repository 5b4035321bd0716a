/**
 * The name split into the part to set big and a secondary part to set small: "별빛 (Byeolbit)"
 * → "별빛" + "Byeolbit". Idol and international acts carry their romanisation in brackets.
 */
export interface NameParts {
  main: string;
  alt: string | null;
}

export function nameParts(name: string): NameParts {
  const m = /^(.+?)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(name.trim());
  const main = m?.[1]?.trim();
  const alt = m?.[2]?.trim();
  if (main && alt) return { main, alt };
  return { main: name.trim(), alt: null };
}
