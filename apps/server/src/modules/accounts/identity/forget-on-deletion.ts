import { and, eq } from 'drizzle-orm';
import { userIdentities } from '../../../db/schema/index.ts';
import type { UserDeletedHook } from '../service.ts';
import type { IdentityProvider } from './identity-provider.ts';

/**
 * On account deletion, the provider forgets the accounts the user signed in with (the built-in
 * provider keeps their email and name). Runs as a deletion hook: before the identity links go,
 * in the same transaction.
 */
export function forgetProviderAccounts(provider: IdentityProvider): UserDeletedHook {
  return async ({ userId }, tx) => {
    const links = await tx
      .select({ subject: userIdentities.subject })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider.id)));
    for (const { subject } of links) await provider.forget(subject, tx);
  };
}
