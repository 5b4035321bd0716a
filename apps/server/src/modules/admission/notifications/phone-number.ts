// The phone contact of the waiting list (spec §5): country code, dash, national number, with the
// national number's leading zeros stripped — '+44-07700-900123' is saved as '+44-7700-900123'.
import { savedPhoneNumberPattern } from '@encore/contracts';

const WITH_COUNTRY_CODE = /^(\+\d{1,4})-(.*)$/;

/** The phone number to save, or null when what is left is not a phone number. */
export function normalizePhoneNumber(input: string): string | null {
  const match = WITH_COUNTRY_CODE.exec(input.replace(/\s+/g, ''));
  if (!match) return null;
  const [, countryCode = '', rest = ''] = match;
  const national = rest
    .replace(/-{2,}/g, '-')
    .replace(/^[0-]+/, '')
    .replace(/-+$/, '');
  const saved = `${countryCode}-${national}`;
  return savedPhoneNumberPattern.test(saved) ? saved : null;
}
