// How the built-in OpenID provider checks who signs in (used when Google is not configured).
// Parsed by config.ts with the rest; nothing here reads process.env.
import { z } from 'zod';
import { optionalString } from './config-fields.ts';

/**
 * `quick`: type any email, no proof — for the newcomer's `npm start` on this machine only.
 * `email`: a one-time code sent to the address (SMTP, or the outbox) proves it is theirs.
 */
export type EmbeddedSignInMode = 'quick' | 'email';

export const embeddedSignInEnvShape = {
  EMBEDDED_SIGN_IN: optionalString.pipe(z.enum(['quick', 'email']).optional()),
};

type Vars = z.output<z.ZodObject<typeof embeddedSignInEnvShape>> & { PUBLIC_URL?: string };

/** localhost, *.localhost, 127.0.0.0/8 and ::1: addresses only this machine reaches. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** PUBLIC_URL unset means http://localhost:PORT, a local address. */
const isLocal = (vars: Vars) => vars.PUBLIC_URL === undefined || isLocalAddress(vars.PUBLIC_URL);

// Quick mode signs anyone in as anyone: on an address others reach, that is an open door.
export function refineEmbeddedSignIn(vars: Vars, ctx: z.RefinementCtx): void {
  if (vars.EMBEDDED_SIGN_IN === 'quick' && !isLocal(vars)) {
    ctx.addIssue({
      code: 'custom',
      path: ['EMBEDDED_SIGN_IN'],
      message:
        'quick sign-in asks for no proof and works only when PUBLIC_URL is localhost, 127.0.0.1 or [::1]; use EMBEDDED_SIGN_IN=email (codes sent by email) or Google (GOOGLE_CLIENT_ID/_SECRET) on a public address',
    });
  }
}

export function embeddedSignInFrom(vars: Vars): EmbeddedSignInMode {
  return vars.EMBEDDED_SIGN_IN ?? (isLocal(vars) ? 'quick' : 'email');
}
