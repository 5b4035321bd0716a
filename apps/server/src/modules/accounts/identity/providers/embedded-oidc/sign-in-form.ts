import { z } from 'zod';

// The first step's form (email and name), read the same way in both modes. A bad value is a form
// error shown on the page with a 400, never a server error (a NUL byte would make PostgreSQL
// refuse the insert).

const formSchema = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
});
const emailSchema = z.email().max(254);
const CONTROL = /\p{Cc}/u;

export type SignInForm =
  | { ok: true; email: string; name: string | null }
  | { ok: false; error: string; values: { email: string; name: string } };

export function readSignInForm(body: unknown): SignInForm {
  const form = formSchema.safeParse(body ?? {});
  if (!form.success) {
    return { ok: false, error: 'Enter your email.', values: { email: '', name: '' } };
  }
  const { email = '', name = '' } = form.data;
  const values = { email, name };
  const parsedEmail = emailSchema.safeParse(email.trim().toLowerCase());
  if (CONTROL.test(email) || !parsedEmail.success) {
    return { ok: false, error: 'Enter a valid email address, like you@example.com.', values };
  }
  if (CONTROL.test(name)) {
    return {
      ok: false,
      error: 'Your name can’t contain control characters such as line breaks. Type it again.',
      values,
    };
  }
  const trimmedName = name.trim().slice(0, 120);
  return { ok: true, email: parsedEmail.data, name: trimmedName || null };
}

/** Spaces and dashes people type or paste between the digits are ignored. */
export function readCode(body: unknown, digits: number): string | undefined {
  const parsed = z.object({ code: z.string() }).safeParse(body ?? {});
  if (!parsed.success) return undefined;
  const code = parsed.data.code.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${digits}}$`).test(code) ? code : undefined;
}
