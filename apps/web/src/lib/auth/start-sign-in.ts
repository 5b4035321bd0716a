import type { SignInGeneration } from '@encore/contracts';
import { AUTH_PATHS } from '@encore/contracts/session-paths';
import { browserNavigation } from '../browser-navigation';

/** Where sign-in with Google starts; the generation decides where it returns (spec §7). */
export function signInUrl(generation: SignInGeneration): string {
  return `${AUTH_PATHS.login}?${new URLSearchParams({ generation }).toString()}`;
}

/** Leaves for the identity provider (a full-page navigation, not a fetch). */
export function startSignIn(generation: SignInGeneration): void {
  browserNavigation.assign(signInUrl(generation));
}
