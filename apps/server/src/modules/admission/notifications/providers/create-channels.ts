import type { MailConfig } from '../../../../config.ts';
import type { Mailer, Messenger } from './channels.ts';
import { createOutboxMailer, createSmtpMailer } from './email-transport.ts';
import { createOutboxMessenger } from './outbox-files.ts';

export interface MessageChannels {
  readonly mailer: Mailer;
  readonly messenger: Messenger;
}

/** SMTP when SMTP_URL is set, else the outbox; text messages always go to the outbox for now. */
export function createMessageChannels(mail: MailConfig): MessageChannels {
  const { smtpUrl, from, outboxDir } = mail;
  return {
    mailer:
      smtpUrl === undefined
        ? createOutboxMailer({ outboxDir, from })
        : createSmtpMailer({ smtpUrl, from }),
    messenger: createOutboxMessenger({ outboxDir }),
  };
}
