import { describe, expect, it } from 'vitest';
import { formatInviteCode, generateInviteCode, normalizeInviteCode } from './invite-codes.ts';

describe('invite codes', () => {
  it('generates 10 unambiguous characters', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateInviteCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('uses the random bytes it is given', () => {
    const zeros = () => Buffer.alloc(10);
    expect(generateInviteCode(zeros)).toBe('0000000000');
    const last = () => Buffer.alloc(10, 0xff);
    expect(generateInviteCode(last)).toBe('ZZZZZZZZZZ');
  });

  it('shows a code in two groups of five', () => {
    expect(formatInviteCode('7KQ2MXW9DA')).toBe('7KQ2M-XW9DA');
  });

  it.each([
    ['7KQ2M-XW9DA', '7KQ2MXW9DA'],
    ['7kq2m xw9da', '7KQ2MXW9DA'],
    [' 7kq2mxw9da ', '7KQ2MXW9DA'],
    ['OIL00-11111', '0110011111'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizeInviteCode(input)).toBe(expected);
  });

  it.each(['', 'ABC', '7KQ2M-XW9DAX', '7KQ2M-XW9DU', 'ÄKQ2M-XW9DA'])('rejects %j', (input) => {
    expect(normalizeInviteCode(input)).toBeNull();
  });
});
