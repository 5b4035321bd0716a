import { CODE_TTL_MINUTES } from './sign-in-codes.ts';

/** What the sign-in code is sent through: the installation's mailer (SMTP, or the outbox). */
export interface SignInMailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

/** The email with the code: the code first, in the subject too, so a phone's preview shows it. */
export function signInCodeEmail(to: string, code: string) {
  const text = [
    `Your Encore sign-in code is ${code}`,
    '',
    `Enter it on the sign-in page to continue. It works once, for ${CODE_TTL_MINUTES} minutes.`,
    '',
    'If you didn’t try to sign in to Encore, ignore this email: nobody can sign in without the code.',
  ].join('\n');
  const html = `<p>Your Encore sign-in code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:.2em">${code}</p>
<p>Enter it on the sign-in page to continue. It works once, for ${CODE_TTL_MINUTES} minutes.</p>
<p>If you didn’t try to sign in to Encore, ignore this email: nobody can sign in without the code.</p>`;
  return { to, subject: `${code} is your Encore sign-in code`, text, html };
}
