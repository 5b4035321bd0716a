import { DELETE_CONFIRMATION_TEXT } from '@encore/contracts';

/**
 * What a Delete Account dialog asks for and says. The two generations differ (spec §5, §8): v2
 * asks for DELETE and lands on /v2; the first generation asks for the artist name exactly and
 * lands on /. The server accepts either text (the artist name only for the artist it stored).
 */
export interface DeleteAccountWording {
  /** The text to type, exact and case-sensitive. */
  confirmationText: string;
  /** What the field's label calls it, e.g. 'your artist name'; without it the text itself. */
  confirmationName?: string;
  /** The toast for a confirmation that does not match. */
  invalid: { title: string; description: string };
  /** The toast once the account is deleted. */
  success: { title: string; description: string };
  /** Where the user lands afterwards. */
  landingPath: string;
  /** DELETE is typed in capitals; a name as it is. */
  autoCapitalize: 'characters' | 'off';
}

const deletedDescription = 'Your account has been successfully deleted.';

/** v2 (spec §5, §8, §4.5). */
export const v2DeleteWording: DeleteAccountWording = {
  confirmationText: DELETE_CONFIRMATION_TEXT,
  invalid: {
    title: 'Invalid confirmation',
    description: 'Please type DELETE to confirm account deletion.',
  },
  success: { title: 'Account deleted', description: deletedDescription },
  landingPath: '/v2',
  autoCapitalize: 'characters',
};

/**
 * First generation (spec §5, §8, §4.5): the artist name exactly, 'Account Deleted', then /. An
 * account the server keeps no artist for confirms with DELETE, which the server always accepts.
 */
export function legacyDeleteWording(artistName: string | null): DeleteAccountWording {
  const byName = artistName !== null && artistName !== '';
  return {
    ...v2DeleteWording,
    ...(byName && {
      confirmationText: artistName,
      confirmationName: 'your artist name',
      invalid: {
        title: 'Incorrect Artist Name',
        description: 'Please type your artist name exactly as shown',
      },
      autoCapitalize: 'off' as const,
    }),
    success: { title: 'Account Deleted', description: deletedDescription },
    landingPath: '/',
  };
}
