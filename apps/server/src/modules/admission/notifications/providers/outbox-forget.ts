// Removing a person's messages from the outbox. On an embedded installation the outbox is where
// Encore keeps what it "sent" — on the operator's disk, readable by anyone with the data folder —
// so the messages to a deleted account (its email address, its WhatsApp/SMS number) go with it.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Outbox files Encore writes: emails (.eml) and WhatsApp/SMS messages (.json). */
const OUTBOX_MESSAGE = /\.(eml|json)$/;

/**
 * Deletes every outbox message that names one of `addresses` (case-insensitively; in an email
 * that is its To header, in a text message its `to`); returns the files removed. A message that
 * merely mentions the address is removed too: it is that person's data either way.
 */
export async function forgetOutboxMessages(
  outboxDir: string,
  addresses: readonly string[],
): Promise<string[]> {
  const needles = addresses.map((address) => address.trim().toLowerCase()).filter(Boolean);
  if (needles.length === 0) return [];
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names.filter((file) => OUTBOX_MESSAGE.test(file))) {
    const file = join(outboxDir, name);
    const text = (await readFile(file, 'utf8')).toLowerCase();
    if (needles.some((needle) => text.includes(needle))) {
      await rm(file, { force: true });
      removed.push(file);
    }
  }
  return removed;
}
