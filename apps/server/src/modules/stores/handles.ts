// URL segments for stores (`/shop/<handle>`) and their products: readable, lower-case ASCII,
// made unique with -2, -3, … suffixes.

const MAX_HANDLE_LENGTH = 48;

/**
 * 'Beyoncé & The Band!' → 'beyonce-and-the-band'. Accents are dropped, anything else that is not a
 * letter or digit becomes one dash; `fallback` when nothing is left (a name in another script).
 */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_HANDLE_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? fallback : slug;
}

/** `base` the first time, then `base-2`, `base-3`, … */
export function withSuffix(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

/**
 * The first of `base`, `base-2`, `base-3`, … that is not taken. A guess only: the unique
 * constraint decides, and a caller that loses a race asks again.
 */
export function firstFreeHandle(base: string, taken: ReadonlySet<string>): string {
  for (let attempt = 1; ; attempt += 1) {
    const candidate = withSuffix(base, attempt);
    if (!taken.has(candidate)) return candidate;
  }
}
