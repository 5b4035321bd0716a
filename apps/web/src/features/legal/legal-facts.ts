/**
 * Facts the legal pages state (spec §2.1, §9). The bracketed values are placeholders the
 * business fills in before launch; they are shown verbatim until then.
 */
export const legalFacts = {
  product: 'Encore',
  businessAddress: '[Business address]',
  jurisdiction: '[Jurisdiction]',
  privacyEmail: 'privacy@encore.example',
  legalEmail: 'legal@encore.example',
  minimumAge: 13,
  identityProvider: 'Google',
  musicService: 'Spotify',
  storageProvider: 'an Amazon S3-compatible object storage provider',
} as const;
