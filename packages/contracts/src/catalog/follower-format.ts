// Follower counts for people (spec §5 "Follower display"), shared by the web screens and anything
// the server renders.
//
// One decimal, truncated rather than rounded: a count is never shown larger than it is (1,299,999
// is '1.2M', not '1.3M'), and a count just under a threshold never rounds up into a wrong unit
// ('999.9K' rather than '1000.0K'). Integer arithmetic, so no floating-point surprises.

function assertCount(n: number): number {
  if (!Number.isFinite(n) || n < 0) {
    throw new RangeError(`A follower count must be a non-negative number, got ${n}`);
  }
  return Math.floor(n);
}

/** `whole.tenth` of `count / unit`, truncated. */
function tenthsOf(count: number, unit: number): { whole: number; tenth: number } {
  const tenths = Math.floor(count / (unit / 10));
  return { whole: Math.floor(tenths / 10), tenth: tenths % 10 };
}

/**
 * v2 display: 1,000,000 or more as 'X.YM followers', 1,000 or more as 'X.YK followers', otherwise
 * 'N followers'. The decimal is always shown ('1.0M followers'); there is no B unit in v2, so a
 * billion is '1000.0M followers'.
 */
export function formatFollowers(n: number): string {
  const count = assertCount(n);
  if (count >= 1_000_000) {
    const { whole, tenth } = tenthsOf(count, 1_000_000);
    return `${whole}.${tenth}M followers`;
  }
  if (count >= 1_000) {
    const { whole, tenth } = tenthsOf(count, 1_000);
    return `${whole}.${tenth}K followers`;
  }
  return `${count} followers`;
}

const ABBREVIATIONS = [
  { unit: 1_000_000_000, suffix: 'B' },
  { unit: 1_000_000, suffix: 'M' },
  { unit: 1_000, suffix: 'K' },
] as const;

/**
 * Legacy artist confirmation: K, M and B from 1e3, 1e6 and 1e9, one decimal truncated and dropped
 * when it is zero ('1K', '1.5K', '12.3M', '2B'); below 1,000 the plain count ('999').
 */
export function abbreviateCount(n: number): string {
  const count = assertCount(n);
  for (const { unit, suffix } of ABBREVIATIONS) {
    if (count >= unit) {
      const { whole, tenth } = tenthsOf(count, unit);
      return tenth === 0 ? `${whole}${suffix}` : `${whole}.${tenth}${suffix}`;
    }
  }
  return String(count);
}
