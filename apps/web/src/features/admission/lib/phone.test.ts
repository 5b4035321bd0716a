import { countryCodes, savedPhoneNumberPattern } from '@encore/contracts';
import { describe, expect, it } from 'vitest';
import { formatPhoneInput, phoneMessages, toSavedPhoneNumber, validatePhone } from './phone';

describe('formatPhoneInput', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-456-7'],
    ['1234567890', '123-456-7890'],
  ])('formats %j as %j', (input, output) => {
    expect(formatPhoneInput(input)).toBe(output);
  });

  it('keeps only digits and caps at 10 of them (12 characters)', () => {
    expect(formatPhoneInput('(555) 123-4567')).toBe('555-123-4567');
    expect(formatPhoneInput('abc')).toBe('');
    expect(formatPhoneInput('12345678901234')).toBe('123-456-7890');
    expect(formatPhoneInput('+1 555 123 4567 ext')).toBe('155-512-3456');
    expect(formatPhoneInput('123-456-78901')).toHaveLength(12);
  });

  it('is stable when applied to its own output', () => {
    expect(formatPhoneInput(formatPhoneInput('5551234567'))).toBe('555-123-4567');
  });
});

describe('validatePhone', () => {
  it('requires a number', () => {
    expect(validatePhone('+1', '')).toBe(phoneMessages.required);
    expect(validatePhone('+1', '   ')).toBe(phoneMessages.required);
    expect(phoneMessages.required).toBe('Phone number is required');
  });

  it('wants three digits, dash, three digits, dash, four digits', () => {
    expect(validatePhone('+1', '123-456-789')).toBe(phoneMessages.invalid);
    expect(validatePhone('+1', '1234567890')).toBe(phoneMessages.invalid);
    expect(validatePhone('+1', '123-456-7890')).toBeNull();
    expect(phoneMessages.invalid).toBe('Please enter a valid phone number (123-456-7890)');
  });

  it('refuses a number that is nothing but zeros', () => {
    expect(validatePhone('+1', '000-000-0000')).toBe(phoneMessages.invalid);
  });
});

describe('toSavedPhoneNumber', () => {
  it('joins country code and number with a dash', () => {
    expect(toSavedPhoneNumber('+1', '555-123-4567')).toBe('+1-555-123-4567');
  });

  it('strips leading zeros (and a dash they leave in front)', () => {
    expect(toSavedPhoneNumber('+44', '020-794-6000')).toBe('+44-20-794-6000');
    expect(toSavedPhoneNumber('+49', '001-234-5678')).toBe('+49-1-234-5678');
    expect(toSavedPhoneNumber('+33', '000-612-3456')).toBe('+33-612-3456');
    expect(toSavedPhoneNumber('+1', '000-000-0000')).toBeNull();
  });

  it('always matches the contract pattern for every offered country code', () => {
    for (const code of countryCodes) {
      const saved = toSavedPhoneNumber(code, '012-345-6789');
      expect(saved).toMatch(savedPhoneNumberPattern);
    }
  });
});
