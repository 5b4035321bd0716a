import { waitlistSuccessSchema, type NotificationMethod } from '@encore/contracts';
import { browserStorage, writeJson, type KeyValueStorage } from '../../../../lib/storage';
import { storageKeys } from '../../../../lib/storage-keys';

const methodLabels = { email: 'Email', phone: 'WhatsApp/SMS' } as const;

/**
 * Spec §3, §2.2: after joining the waiting list, {method, contact, timestamp} — the welcome
 * screen shows "You're on the waitlist" with them for 30 s.
 */
export function saveWaitlistSuccess(
  method: NotificationMethod,
  contact: string,
  now: number = Date.now(),
  storage: KeyValueStorage = browserStorage,
): void {
  const record = waitlistSuccessSchema.parse({
    method: methodLabels[method],
    contact,
    timestamp: now,
  });
  writeJson(storage, storageKeys.waitlistSuccess, record);
}
