import { savedPhoneNumberPattern } from '@encore/contracts';

// The waiting list's phone field (spec §5, §9): digits only, at most 10, shown 3-3-4 with
// dashes (max 12 characters); saved as country code, dash, number without leading zeros.

const PHONE_DIGITS = 10;
export const PHONE_MAX_LENGTH = 12;
export const PHONE_PLACEHOLDER = '123-456-7890';

export const phoneMessages = {
  required: 'Phone number is required',
  invalid: 'Please enter a valid phone number (123-456-7890)',
} as const;

const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;

/** What the field shows for what was typed or pasted: '1234567' → '123-456-7'. */
export function formatPhoneInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The saved contact: '+44' and '020-794-6000' → '+44-20-794-6000'; null when nothing is left. */
export function toSavedPhoneNumber(countryCode: string, phone: string): string | null {
  const national = phone.trim().replace(/^[0-]+/, '');
  if (national === '') return null;
  const saved = `${countryCode}-${national}`;
  return savedPhoneNumberPattern.test(saved) ? saved : null;
}

/** Spec §5: required, then ddd-ddd-dddd — and something must be left once zeros are stripped. */
export function validatePhone(countryCode: string, phone: string): string | null {
  if (phone.trim() === '') return phoneMessages.required;
  if (!PHONE_PATTERN.test(phone.trim())) return phoneMessages.invalid;
  if (toSavedPhoneNumber(countryCode, phone) === null) return phoneMessages.invalid;
  return null;
}
