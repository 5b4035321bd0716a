// Waiting-list contacts (v2 update-notification-preference) and the "your spot is ready" notice
// sent when a user is admitted from the waiting list.
import type { NotificationMethod } from '@encore/contracts';
import type { DbExecutor } from '../../../db/client.ts';
import { admissionEmail, admissionText } from './messages.ts';
import { normalizePhoneNumber } from './phone-number.ts';
import type { Delivery } from './providers/channels.ts';
import type { MessageChannels } from './providers/create-channels.ts';
import { findContacts, markNotified, upsertContact } from './repository.ts';
import { DomainError } from '../../../shared/domain-error.ts';

export class InvalidPhoneNumberError extends DomainError {
  override readonly name = 'InvalidPhoneNumberError';
  constructor() {
    super(400, 'invalid_request', 'Please enter a valid phone number (123-456-7890)', {
      field: 'phoneNumber',
    });
  }
}

export interface NotificationPreference {
  userId: string;
  method: NotificationMethod;
  /** Required for `phone`; ignored for `email` (the account email is used). */
  phoneNumber?: string | null | undefined;
}

/** Saves the method; a phone number is saved without its national leading zeros. */
export async function saveNotificationPreference(
  db: DbExecutor,
  preference: NotificationPreference,
): Promise<void> {
  if (preference.method === 'email') {
    await upsertContact(db, { userId: preference.userId, method: 'email', phoneNumber: null });
    return;
  }
  const phoneNumber = normalizePhoneNumber(preference.phoneNumber ?? '');
  if (phoneNumber === null) throw new InvalidPhoneNumberError();
  await upsertContact(db, { userId: preference.userId, method: 'phone', phoneNumber });
}

export interface ContactChoice {
  method: NotificationMethod;
  /** The phone number, or the account email; null when there is nowhere to send to. */
  contact: string | null;
}

/** Each user's method and contact; email (the default, spec §9) for those who never chose. */
export async function contactsOf(
  db: DbExecutor,
  people: readonly { id: string; email: string | null }[],
): Promise<Map<string, ContactChoice>> {
  const stored = await findContacts(
    db,
    people.map((person) => person.id),
  );
  return new Map(
    people.map((person) => {
      const row = stored.get(person.id);
      const choice: ContactChoice =
        row?.method === 'phone'
          ? { method: 'phone', contact: row.phoneNumber }
          : { method: 'email', contact: person.email };
      return [person.id, choice];
    }),
  );
}

export interface AdmittedPerson {
  userId: string;
  email: string | null;
  artistName: string | null;
}

export type NoticeResult =
  | ({ sent: true; method: NotificationMethod; to: string } & Delivery)
  | { sent: false; method: NotificationMethod; reason: string };

export interface Notifier {
  /** Tells an admitted user their spot is ready, by their chosen method. Never throws. */
  notifyAdmitted(person: AdmittedPerson): Promise<NoticeResult>;
}

export function createNotifier(options: {
  db: DbExecutor;
  channels: MessageChannels;
  publicUrl: string;
}): Notifier {
  const { db, channels } = options;
  const continueUrl = `${options.publicUrl}/v2`;
  return {
    async notifyAdmitted(person) {
      const choice = (await contactsOf(db, [{ id: person.userId, email: person.email }])).get(
        person.userId,
      ) ?? { method: 'email', contact: person.email };
      if (choice.contact === null) {
        return { sent: false, method: choice.method, reason: 'no contact address' };
      }
      const notice = { artistName: person.artistName, continueUrl };
      try {
        const delivery =
          choice.method === 'phone'
            ? await channels.messenger.send({ to: choice.contact, text: admissionText(notice) })
            : await channels.mailer.send(admissionEmail(choice.contact, notice));
        await markNotified(db, person.userId);
        return { sent: true, method: choice.method, to: choice.contact, ...delivery };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return { sent: false, method: choice.method, reason };
      }
    },
  };
}
