// The built-in provider's sign-in pages: the first step (email and name) in either mode, and the
// code step of the email mode. No account is ever listed or offered.
import type { EmbeddedSignInMode } from '../../../../../config-sign-in.ts';
import { escapeHtml, page, printable } from './page-layout.ts';
import { CODE_DIGITS, CODE_TTL_MINUTES } from './sign-in-codes.ts';

/** Said above the quick sign-in, which asks for no proof: only on localhost (config-sign-in.ts). */
export const QUICK_SIGN_IN_NOTICE =
  'Local development sign-in: any email signs in, with no proof that it is yours. It is on only because this Encore runs on localhost; on a public address Encore emails a sign-in code instead.';

export interface SignInPageInput {
  mode: EmbeddedSignInMode;
  /** Where the forms post: `/oidc/interaction/<uid>`. */
  actionBase: string;
  error?: string;
  values?: { email: string; name: string };
}

// "6‑digit" with a non-breaking hyphen: a narrow screen never leaves "6-" at a line's end.
const errorBlock = (error: string | undefined) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>\n` : '';

const cancelForm = (actionBase: string) =>
  `<form method="post" action="${escapeHtml(`${actionBase}/abort`)}">
<button class="secondary" type="submit">Cancel and go back to Encore</button>
</form>`;

/** Email and name; quick mode signs in with them, email mode sends a code to the address. */
export function renderSignInPage(input: SignInPageInput): string {
  const quick = input.mode === 'quick';
  const email = escapeHtml(printable(input.values?.email ?? ''));
  const name = escapeHtml(printable(input.values?.name ?? ''));
  return page(
    'Sign in — Encore',
    `<div class="card">
<h1>Sign in to Encore</h1>
<p class="sub">${
      quick
        ? 'Enter an email and a name to continue.'
        : `Enter your email and we’ll send you a ${CODE_DIGITS}‑digit code to sign in.`
    }</p>
${errorBlock(input.error)}<form method="post" action="${escapeHtml(`${input.actionBase}/login`)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${email}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="120" value="${name}">
<button class="primary" type="submit">${quick ? 'Continue' : 'Email me a code'}</button>
</form>
${cancelForm(input.actionBase)}
</div>`,
    quick ? QUICK_SIGN_IN_NOTICE : undefined,
  );
}

export interface CodePageInput {
  actionBase: string;
  /** Where the code was sent. */
  email: string;
  /** Kept for "Send a new code". */
  name: string;
  error?: string;
}

/** "Check your email": the code field, a new code, another address, cancel. */
export function renderCodePage(input: CodePageInput): string {
  const base = escapeHtml(input.actionBase);
  return page(
    'Enter your code — Encore',
    `<div class="card">
<h1>Check your email</h1>
<p class="sub">We sent a ${CODE_DIGITS}‑digit code to <strong class="email">${escapeHtml(input.email)}</strong>. It works once, for ${CODE_TTL_MINUTES} minutes.</p>
${errorBlock(input.error)}<form method="post" action="${base}/verify">
<label for="code">Sign-in code</label>
<input id="code" class="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="12" required aria-describedby="code-hint">
<p class="hint" id="code-hint">No email? Check your spam folder, or send a new code.</p>
<button class="primary" type="submit">Sign in</button>
</form>
<div class="links">
<form method="post" action="${base}/login">
<input type="hidden" name="email" value="${escapeHtml(input.email)}">
<input type="hidden" name="name" value="${escapeHtml(printable(input.name))}">
<button class="link" type="submit">Send a new code</button>
</form>
<a href="${base}">Use a different email</a>
</div>
${cancelForm(input.actionBase)}
</div>`,
  );
}
