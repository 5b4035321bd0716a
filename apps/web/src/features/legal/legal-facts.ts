/**
 * Facts the legal pages state (spec §2.1, §9). Who operates this installation, from where and
 * under which law come from the server's configuration (LEGAL_* settings, sent with
 * `/api/config`); until that answers, and when a setting is not given, the defaults below apply,
 * each true of any installation.
 */
import type { LegalSettings } from '../../lib/runtime-config';

export const productFacts = {
  product: 'Encore',
  minimumAge: 13,
  identityProvider: 'Google',
  musicService: 'Spotify',
  storageProvider: 'an Amazon S3-compatible object storage provider',
} as const;

export const defaultOperator: LegalSettings = {
  operator: 'Encore',
  businessAddress: null,
  jurisdiction: 'the country where the operator of this service is established',
  privacyEmail: `privacy@${globalThis.location?.hostname || 'localhost'}`,
  contactEmail: `legal@${globalThis.location?.hostname || 'localhost'}`,
};

export type LegalFacts = typeof productFacts & LegalSettings;
