// The embedded provider's pages, rendered on the server. No scripts at all (the CSP allows none
// inline); inline styles are allowed. Every interpolated value goes through escapeHtml.

export const LOCAL_SIGN_IN_NOTICE =
  "Local sign-in — this Encore installation's stand-in for Google";

/** Escapes text for element content and double-quoted attributes (the only kind used here). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
  background:#f6f5f3;color:#1c1b1a;display:flex;justify-content:center;padding:24px 16px}
main{width:100%;max-width:420px}
.notice{background:#fff4d6;border:1px solid #e8c35a;border-radius:10px;padding:10px 14px;
  font-size:14px;margin:0 0 20px}
.card{background:#fff;border-radius:16px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}
h1{font-size:22px;margin:0 0 4px}
.sub{color:#5d5a55;margin:0 0 20px;font-size:15px}
h2{font-size:14px;text-transform:uppercase;letter-spacing:.04em;color:#5d5a55;margin:20px 0 8px}
.accounts{display:grid;gap:8px;margin:0;padding:0;list-style:none}
.account{width:100%;text-align:left;background:#fff;border:1px solid #d8d5cf;border-radius:10px;
  padding:10px 14px;font:inherit;cursor:pointer;min-height:48px}
.account:hover,.account:focus-visible{border-color:#1c1b1a}
.account strong{display:block}.account span{color:#5d5a55;font-size:14px;word-break:break-all}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;padding:12px;border:1px solid #b9b5ae;border-radius:10px;min-height:48px}
input:focus{outline:2px solid #1c1b1a;outline-offset:1px}
.primary{margin-top:20px;width:100%;min-height:48px;border:0;border-radius:10px;background:#1c1b1a;
  color:#fff;font:inherit;font-weight:600;cursor:pointer}
.secondary{margin-top:12px;width:100%;min-height:44px;border:0;background:none;color:#5d5a55;
  font:inherit;text-decoration:underline;cursor:pointer}
.error{background:#fde8e8;border:1px solid #e39a9a;border-radius:10px;padding:10px 14px;margin:0 0 16px}
a{color:inherit}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice" role="note">${escapeHtml(LOCAL_SIGN_IN_NOTICE)}</p>
${body}
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  /** Where the forms post: `/oidc/interaction/<uid>`. */
  actionBase: string;
  accounts: readonly { subject: string; email: string; name: string }[];
  error?: string;
  values?: { email: string; name: string };
}

/** The account chooser and the email + name form of the local sign-in. */
export function renderSignInPage(input: SignInPageInput): string {
  const action = escapeHtml(`${input.actionBase}/login`);
  const chooser =
    input.accounts.length === 0
      ? ''
      : `<h2 id="accounts-heading">Accounts on this installation</h2>
<form method="post" action="${action}">
<ul class="accounts" aria-labelledby="accounts-heading">
${input.accounts
  .map(
    (account) =>
      `<li><button class="account" type="submit" name="account" value="${escapeHtml(account.subject)}"><strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)}</span></button></li>`,
  )
  .join('\n')}
</ul>
</form>
<h2>Or use another account</h2>`;
  const error = input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : '';
  return page(
    'Sign in — Encore',
    `<div class="card">
<h1>Sign in to Encore</h1>
<p class="sub">Choose an account to continue.</p>
${error}${chooser}
<form method="post" action="${action}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(input.values?.email ?? '')}">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="120" value="${escapeHtml(input.values?.name ?? '')}">
<button class="primary" type="submit">Continue</button>
</form>
<form method="post" action="${escapeHtml(`${input.actionBase}/abort`)}">
<button class="secondary" type="submit">Cancel and go back to Encore</button>
</form>
</div>`,
  );
}

/** Shown when the sign-in cannot go on (expired page, provider error); links back to Encore. */
export function renderProblemPage(input: { title: string; message: string; homeUrl: string }) {
  return page(
    `${input.title} — Encore`,
    `<div class="card">
<h1>${escapeHtml(input.title)}</h1>
<p class="sub">${escapeHtml(input.message)}</p>
<p><a href="${escapeHtml(input.homeUrl)}">Go back to Encore and sign in again</a></p>
</div>`,
  );
}
