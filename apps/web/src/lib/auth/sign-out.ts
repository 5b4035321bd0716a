import { analytics } from '../analytics';
import { sessionStore } from './session-store';

/**
 * Revokes the session on the server (`POST /auth/logout`), then ends it in every tab: the
 * stored session, v2 user id and state go, and the analytics identity is reset (spec §4.1,
 * §2.7). The anonymous visitor id stays. Rejects — still signed in — when the server can't be
 * reached, so the user can try again.
 */
export async function signOut(): Promise<void> {
  await sessionStore.signOut();
  analytics.reset();
}

/**
 * Ends the session on this device only, after the account was deleted on the server: every
 * local-storage value goes (spec §8 'Account deleted'), in every tab.
 */
export function forgetEverything(storage: Pick<Storage, 'clear'> = window.localStorage): void {
  try {
    storage.clear();
  } catch {
    // Storage blocked (private mode): the session store falls back to memory, cleared below.
  }
  sessionStore.clear();
  analytics.reset();
}
