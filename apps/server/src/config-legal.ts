// The part of the environment the legal pages state: who operates this installation, from where,
// under which law, and where to write. Parsed by config.ts with the rest; nothing here reads
// process.env. The defaults are true of any installation, so the pages never show a placeholder.
import { z } from 'zod';
import { optionalString } from './config-fields.ts';

const email = z.email('expected an email address');

export const legalEnvShape = {
  /** The operator's name as the pages give it (default: the product's name). */
  LEGAL_OPERATOR: optionalString.pipe(z.string().max(200).default('Encore')),
  /** The operator's postal address; without it, the pages name no address. */
  LEGAL_BUSINESS_ADDRESS: optionalString.pipe(z.string().max(300).optional()),
  /** The law that governs the terms, e.g. "England and Wales". */
  LEGAL_JURISDICTION: optionalString.pipe(z.string().max(200).optional()),
  LEGAL_PRIVACY_EMAIL: optionalString.pipe(email.optional()),
  LEGAL_CONTACT_EMAIL: optionalString.pipe(email.optional()),
};

type Vars = z.output<z.ZodObject<typeof legalEnvShape>>;

/** What /privacy and /terms state about the operator (sent to the SPA with /api/config). */
export interface LegalConfig {
  readonly operator: string;
  readonly businessAddress: string | null;
  readonly jurisdiction: string;
  readonly privacyEmail: string;
  readonly contactEmail: string;
}

/** Without a jurisdiction, the terms name the one that applies to any operator. */
export const DEFAULT_JURISDICTION = 'the country where the operator of this service is established';

export function legalFrom(vars: Vars, publicUrl: string): LegalConfig {
  const host = new URL(publicUrl).hostname;
  return {
    operator: vars.LEGAL_OPERATOR,
    businessAddress: vars.LEGAL_BUSINESS_ADDRESS ?? null,
    jurisdiction: vars.LEGAL_JURISDICTION ?? DEFAULT_JURISDICTION,
    privacyEmail: vars.LEGAL_PRIVACY_EMAIL ?? `privacy@${host}`,
    contactEmail: vars.LEGAL_CONTACT_EMAIL ?? `legal@${host}`,
  };
}
