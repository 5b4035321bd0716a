import { STORE_PASSWORD_MAX, STORE_PASSWORD_MIN } from '@encore/contracts';

/** What is wrong with a new store password, or null (4–64 characters, spaces at the ends dropped). */
export function storePasswordError(password: string): string | null {
  const length = password.trim().length;
  if (length === 0) return 'Enter a password';
  if (length < STORE_PASSWORD_MIN) {
    return `Password must be at least ${STORE_PASSWORD_MIN} characters`;
  }
  if (length > STORE_PASSWORD_MAX) {
    return `Password must be at most ${STORE_PASSWORD_MAX} characters`;
  }
  return null;
}
