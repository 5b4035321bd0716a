import { z } from 'zod';

export const notificationMethodSchema = z.enum(['email', 'phone'], {
  error: "notificationMethod must be 'email' or 'phone'",
});
export type NotificationMethod = z.infer<typeof notificationMethodSchema>;

export const DEFAULT_NOTIFICATION_METHOD: NotificationMethod = 'email';

/**
 * Saved phone contact: country code, dash, national number (spec §5), e.g. +1-123-456-7890.
 * Permissive about the national part's dashes; the input rules of §5 live in the form.
 */
export const savedPhoneNumberPattern = /^\+\d{1,4}-\d[\d-]{3,19}$/;

/** Country codes offered on the waiting list (spec §3), default first. */
export const countryCodes = [
  '+1',
  '+44',
  '+49',
  '+33',
  '+39',
  '+34',
  '+31',
  '+32',
  '+41',
  '+43',
  '+45',
  '+46',
  '+47',
  '+358',
  '+48',
  '+420',
  '+36',
  '+351',
  '+30',
  '+353',
  '+385',
  '+386',
  '+421',
  '+372',
  '+371',
  '+370',
  '+40',
  '+359',
  '+972',
  '+354',
] as const;
