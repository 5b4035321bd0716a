// Invite codes: 10 characters of Crockford's base32 (no I, L, O or U, so nothing reads as another
// character), shown in two groups of five: 7KQ2M-XW9DA. 50 random bits each; a code is checked
// only by signed-in users, so guessing one is out of reach.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 10;
const GROUP = 5;

/** A fresh random code in canonical form (upper case, no dash). */
export function generateInviteCode(random: (size: number) => Buffer = randomBytes): string {
  // 32 symbols divide 256 evenly, so the low five bits of each byte are uniform.
  const bytes = random(INVITE_CODE_LENGTH);
  let code = '';
  for (let index = 0; index < INVITE_CODE_LENGTH; index += 1) {
    code += ALPHABET.charAt((bytes[index] ?? 0) & 31);
  }
  return code;
}

/** 7KQ2MXW9DA → 7KQ2M-XW9DA */
export function formatInviteCode(code: string): string {
  return `${code.slice(0, GROUP)}-${code.slice(GROUP)}`;
}

/**
 * What a person typed or a link carried, in canonical form: case, spaces and dashes ignored, and
 * the look-alikes O → 0 and I, L → 1 read as Crockford's base32 does. null when it cannot be a code.
 */
export function normalizeInviteCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== INVITE_CODE_LENGTH) return null;
  for (const character of code) if (!ALPHABET.includes(character)) return null;
  return code;
}
