// export-my-data ("Download my data", GDPR access and portability): the signed-in user's data as
// one JSON archive. Accounts owns the call and the account section; every other domain hands in
// its own section through a source wired in composition.ts, so no module reads another's tables.
import {
  DATA_EXPORT_FORMAT,
  type ArtistExport,
  type DataExport,
  type DesignExport,
  type NotificationPreferenceExport,
  type StoreExport,
} from '@encore/contracts';
import type { Database } from '../../../db/client.ts';
import { signedInCalls } from '../../../http/calls/call.ts';
import { exportAccount } from './account-export.ts';

export interface DataExportSources {
  /** Admission: the artist the user onboarded with and the waiting-list contact. */
  admission(userId: string): Promise<{
    artist: ArtistExport | null;
    notificationPreference: NotificationPreferenceExport | null;
  }>;
  designs(userId: string): Promise<DesignExport[]>;
  store(userId: string): Promise<StoreExport | null>;
}

const ABOUT =
  'Everything Encore keeps about your account, as of exportedAt. File links open your designs ' +
  'and mockups; they stop working after a while, so download this again for fresh ones. ' +
  "Orders placed by fans are your store's business records: the store figures count them.";

export async function exportUserData(
  database: Pick<Database, 'db'>,
  sources: DataExportSources,
  userId: string,
  now: Date = new Date(),
): Promise<DataExport> {
  // One after the other: on PGlite the database answers one query at a time anyway, and the
  // account is read first so that a deleted account answers 401 before anything else is read.
  const account = await exportAccount(database.db, userId);
  const admission = await sources.admission(userId);
  const designs = await sources.designs(userId);
  const store = await sources.store(userId);
  return {
    format: DATA_EXPORT_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    about: ABOUT,
    account,
    notificationPreference: admission.notificationPreference,
    artist: admission.artist,
    designs,
    store,
  };
}

export function dataExportCalls(database: Pick<Database, 'db'>, sources: DataExportSources) {
  return signedInCalls({
    'export-my-data': ({ user }) => exportUserData(database, sources, user.id),
  });
}
