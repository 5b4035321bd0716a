// Emails through nodemailer: to an SMTP server, or rendered to .eml files in the outbox (the
// embedded default), so both paths build exactly the same message.
import { mkdir, writeFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Delivery, Mailer } from './channels.ts';
import { outboxFileName } from './outbox-files.ts';

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { via: 'smtp', reference: info.messageId };
    },
  };
}

/** Writes each email as an .eml file, which any mail client opens. */
export function createOutboxMailer(options: { outboxDir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(message): Promise<Delivery> {
      const info = await transport.sendMail({ from: options.from, ...message });
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('nodemailer did not render the message');
      await mkdir(options.outboxDir, { recursive: true });
      const file = outboxFileName(options.outboxDir, 'email', 'eml');
      await writeFile(file, raw, { flag: 'wx' });
      return { via: 'outbox', reference: file };
    },
  };
}
