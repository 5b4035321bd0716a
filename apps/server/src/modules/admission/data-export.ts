// The admission part of "Download my data": the artist the user onboarded with, how they were let
// in, and how they asked to be told their spot was ready (a phone number is kept only for that).
import type { ArtistExport, NotificationPreferenceExport } from '@encore/contracts';
import type { DbExecutor } from '../../db/client.ts';
import { findContacts } from './notifications/repository.ts';
import { findArtistLink } from './repository.ts';

export async function exportAdmission(
  db: DbExecutor,
  userId: string,
): Promise<{
  artist: ArtistExport | null;
  notificationPreference: NotificationPreferenceExport | null;
}> {
  const [link, contacts] = await Promise.all([
    findArtistLink(db, userId),
    findContacts(db, [userId]),
  ]);
  const contact = contacts.get(userId);
  return {
    artist: link
      ? {
          profile: link.profile,
          onboardedAt: link.createdAt.toISOString(),
          admittedAt: link.admittedAt?.toISOString() ?? null,
          admittedVia: link.admittedVia,
        }
      : null,
    notificationPreference: contact
      ? {
          method: contact.method,
          phoneNumber: contact.phoneNumber,
          notifiedAt: contact.notifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}
