let regionNames: Intl.DisplayNames | null | undefined;

function englishRegionNames(): Intl.DisplayNames | null {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      // A browser without Intl.DisplayNames shows the code itself.
      regionNames = null;
    }
  }
  return regionNames;
}

/**
 * The English name of an ISO 3166-1 alpha-2 country code ('MX' → 'Mexico', 'KR' → 'South
 * Korea'); the code itself when the browser doesn't know it; null for a blank or malformed code.
 */
export function countryName(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(trimmed)) return null;
  try {
    return englishRegionNames()?.of(trimmed) ?? trimmed;
  } catch {
    return trimmed;
  }
}
