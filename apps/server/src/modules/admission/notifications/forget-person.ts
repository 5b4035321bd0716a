// Admission's part of deleting an account: the waiting-list contact (a phone number) goes in the
// deletion's transaction, and once that is committed, the messages the outbox holds for the
// person — the "your spot is ready" notice, any email to their address.
import type { Logger } from 'pino';
import type { DbTransaction } from '../../../db/client.ts';
import { forgetOutboxMessages } from './providers/outbox-forget.ts';
import { deleteContact, findContacts } from './repository.ts';

export interface ForgetPersonOptions {
  outboxDir: string;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** The account-deletion hook of admission (registered with users.onUserDeleted). */
export function notificationsForgetter(options: ForgetPersonOptions) {
  return async (
    person: { userId: string; email: string | null },
    tx: DbTransaction,
    afterCommit: (task: () => Promise<void>) => void,
  ): Promise<void> => {
    const contact = (await findContacts(tx, [person.userId])).get(person.userId);
    const addresses = [person.email, contact?.phoneNumber].filter(
      (address): address is string => typeof address === 'string' && address !== '',
    );
    await deleteContact(tx, person.userId);
    afterCommit(async () => {
      try {
        const removed = await forgetOutboxMessages(options.outboxDir, addresses);
        options.logger.info(
          { userId: person.userId, removed: removed.length },
          'outbox messages of a deleted account removed',
        );
      } catch (error) {
        // The account is deleted either way; a file left behind is reported, not an error to the user.
        options.logger.warn({ err: error, userId: person.userId }, 'outbox clean-up failed');
      }
    });
  };
}
