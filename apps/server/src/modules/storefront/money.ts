// Prices as shoppers read them: `$29.00`, in the store's currency.

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string): Intl.NumberFormat {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter;
}

/** Amounts are kept in the currency's minor unit (cents), as payment providers count them. */
export function formatMoney(cents: number, currency: string): string {
  return formatterFor(currency).format(cents / 100);
}
