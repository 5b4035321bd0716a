import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone-number.ts';

describe('normalizePhoneNumber', () => {
  it.each([
    ['+1-123-456-7890', '+1-123-456-7890'],
    ['+44-7700-900123', '+44-7700-900123'],
    ['+44-07700-900123', '+44-7700-900123'],
    ['+44-077-009-0012', '+44-77-009-0012'],
    ['+49-0-301-234-567', '+49-301-234-567'],
    ['+353-00861234567', '+353-861234567'],
    [' +33-612-345-678 ', '+33-612-345-678'],
    ['+1-123--456-7890-', '+1-123-456-7890'],
  ])('saves %j as %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toBe(expected);
  });

  it.each(['', '123-456-7890', '+1', '+1-', '+1-000-000', '+12345-123-456-7890', '+1-abc-def'])(
    'refuses %j',
    (input) => {
      expect(normalizePhoneNumber(input)).toBeNull();
    },
  );
});
