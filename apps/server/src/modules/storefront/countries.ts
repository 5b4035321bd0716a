// Where the storefront ships: ISO 3166-1 alpha-2 codes, named in English by the runtime's ICU
// data so the list stays a list of codes.

export const SHIPPING_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'IE',
  'AU',
  'NZ',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'BE',
  'LU',
  'AT',
  'CH',
  'PT',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'RO',
  'BG',
  'GR',
  'EE',
  'LV',
  'LT',
  'MT',
  'CY',
  'JP',
  'KR',
  'SG',
  'HK',
  'TW',
  'MX',
  'BR',
  'AR',
  'CL',
  'CO',
  'ZA',
  'IL',
  'AE',
  'IN',
  'PH',
] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

const names = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** Sorted by name for the select, the US first (the default). */
export const COUNTRY_OPTIONS: readonly { code: ShippingCountry; name: string }[] = [
  { code: 'US' as const, name: countryName('US') },
  ...SHIPPING_COUNTRIES.filter((code) => code !== 'US')
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
];

export function isShippingCountry(code: string): code is ShippingCountry {
  return (SHIPPING_COUNTRIES as readonly string[]).includes(code);
}
