// The two ways Encore reaches a person, each behind a small interface chosen once from the
// configuration (services.ts): email (SMTP, or .eml files in the outbox) and text messages for
// WhatsApp/SMS (the outbox; a messaging service such as Twilio would implement Messenger).

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface TextMessage {
  /** Country code, dash, number: +44-7700-900123. */
  to: string;
  text: string;
}

export interface Delivery {
  /** Which provider took the message. */
  via: 'smtp' | 'outbox';
  /** The SMTP message id, or the outbox file written. */
  reference: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<Delivery>;
}

export interface Messenger {
  send(message: TextMessage): Promise<Delivery>;
}
