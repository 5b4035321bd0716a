// How the store's figures read (the v2 overview cards; the legacy dashboard can use the same).

/**
 * Cents as money in the store's currency: whole amounts without cents ('$0', '$55'), others with
 * them ('$55.50') — the format the server's insight sentences use, so card and text agree.
 */
export function formatMoney(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = cents % 100 === 0 ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(cents / 100);
  } catch {
    // An unknown currency code: still show the amount.
    return `${(cents / 100).toFixed(digits)} ${code}`;
  }
}

/** '+0% from last week', '+25% from last week', '-10% from last week'. */
export function formatWeeklyChange(percent: number): string {
  const sign = percent < 0 ? '-' : '+';
  return `${sign}${new Intl.NumberFormat('en-US').format(Math.abs(percent))}% from last week`;
}

/** A count with thousands separators: 1234 → '1,234'. */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US').format(count);
}

/** A percentage with at most one decimal: 0 → '0%', 2.5 → '2.5%'. */
export function formatPercent(percent: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(percent)}%`;
}
