// The outbox: messages the embedded installation does not send to an outside service, written as
// files under <DATA_DIR>/outbox, named so that a directory listing is in sending order.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Delivery, Messenger } from './channels.ts';

export function outboxFileName(outboxDir: string, kind: 'email' | 'text', extension: string) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return join(outboxDir, `${stamp}-${kind}-${randomBytes(3).toString('hex')}.${extension}`);
}

/** WhatsApp/SMS messages as JSON files: { channel, to, text, createdAt }. */
export function createOutboxMessenger(options: { outboxDir: string }): Messenger {
  return {
    async send(message): Promise<Delivery> {
      await mkdir(options.outboxDir, { recursive: true });
      const file = outboxFileName(options.outboxDir, 'text', 'json');
      const record = {
        channel: 'whatsapp-or-sms',
        to: message.to,
        text: message.text,
        createdAt: new Date().toISOString(),
      };
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
      return { via: 'outbox', reference: file };
    },
  };
}
