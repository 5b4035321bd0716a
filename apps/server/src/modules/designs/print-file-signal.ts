// "A print file of this user's was just stored": what a store build waiting for its chosen
// designs' print files wakes on, instead of finding out at its next poll. Sent through the
// database's notifications (in memory on PGlite, NOTIFY on PostgreSQL, so a build in another
// process hears it too). A lost signal costs only time: the waiting build still polls.
import type { DatabaseNotifications } from '../../db/notifications.ts';

const PRINT_FILE_CHANNEL = 'encore_print_files';

/** Tells whoever waits on `userId`'s print files that one was stored. Never throws. */
export function announcePrintFile(
  notifications: Pick<DatabaseNotifications, 'notify'>,
  userId: string,
): Promise<void> {
  return notifications.notify(PRINT_FILE_CHANNEL, userId);
}

/**
 * Calls `listener` whenever a print file of `userId`'s is stored; resolves to a function that
 * stops listening.
 */
export function onPrintFile(
  notifications: Pick<DatabaseNotifications, 'listen'>,
  userId: string,
  listener: () => void,
): Promise<() => void> {
  return notifications.listen(PRINT_FILE_CHANNEL, (payload) => {
    if (payload === userId) listener();
  });
}
