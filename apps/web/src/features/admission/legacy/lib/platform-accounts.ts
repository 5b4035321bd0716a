import {
  parsePlatformUrl,
  platformUrlError,
  platformUrlMessages,
  type PlatformAccount,
  type SocialPlatformId,
} from '@encore/contracts';

// The verification cards' status machine (spec §4.1): pending becomes approved, edited (after a
// URL edit) or skipped; skipped becomes approved again ('Re-approve'). Encore looks nothing up:
// an account holds only what the user gave — the link and the handle it names.

/** A new card: nothing known about the account until the user gives its link. */
export function pendingAccount(platform: SocialPlatformId): PlatformAccount {
  return {
    id: platform,
    platform,
    username: '',
    displayName: '',
    profileUrl: '',
    status: 'pending',
  };
}

/** A change the rules refused, with the §5 message to show under the field. */
export interface AccountRefusal {
  error: string;
}

export type AccountChange = PlatformAccount | AccountRefusal;

export function isRefusal(change: AccountChange): change is AccountRefusal {
  return 'error' in change;
}

/** The account with the profile `input` names, or the §5 message when it names none. */
function withLink(
  account: PlatformAccount,
  input: string,
  status: PlatformAccount['status'],
): AccountChange {
  const profile = parsePlatformUrl(account.platform, input);
  if (profile === null) {
    return {
      error:
        platformUrlError(account.platform, input) ?? platformUrlMessages.invalid(account.platform),
    };
  }
  return {
    ...account,
    username: profile.handle.replace(/^@/, ''),
    displayName: profile.handle,
    profileUrl: profile.profileUrl,
    status,
  };
}

/** The account has a link the user gave (pending or skipped cards may not). */
export function hasLink(account: PlatformAccount): boolean {
  return account.profileUrl !== '';
}

/**
 * Approve (pending) or Re-approve (skipped). A card without a link needs one: `input` is what the
 * user typed for it. Approved and edited accounts stay as they are.
 */
export function approveAccount(account: PlatformAccount, input?: string): AccountChange {
  if (account.status !== 'pending' && account.status !== 'skipped') return account;
  if (input !== undefined) return withLink(account, input, 'approved');
  if (!hasLink(account)) return { error: platformUrlMessages.required };
  return { ...account, status: 'approved' };
}

/** Edit URL → Save: the new link, status edited. A skipped card is re-approved instead. */
export function editAccountUrl(account: PlatformAccount, input: string): AccountChange {
  if (account.status === 'skipped') return account;
  return withLink(account, input, 'edited');
}

/** Skip: the card stays, set aside; its link (if any) is kept for Re-approve. */
export function skipAccount(account: PlatformAccount): PlatformAccount {
  return account.status === 'skipped' ? account : { ...account, status: 'skipped' };
}

/** Approved or edited: what 'N of M platforms verified' counts and Continue needs one of. */
export function isVerified(account: PlatformAccount): boolean {
  return account.status === 'approved' || account.status === 'edited';
}

export function countVerified(accounts: readonly PlatformAccount[]): number {
  return accounts.filter(isVerified).length;
}

/**
 * One card per chosen platform, in the order chosen: the saved account when the user was here
 * before (Back, a reload), else a pending one.
 */
export function accountsFor(
  platforms: readonly SocialPlatformId[],
  saved: readonly PlatformAccount[] = [],
): PlatformAccount[] {
  return platforms.map(
    (platform) =>
      saved.find((account) => account.platform === platform) ?? pendingAccount(platform),
  );
}
