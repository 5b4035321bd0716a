// The embedded provider's pages, rendered on the server. No scripts at all (the CSP allows none
// inline); inline styles are allowed. Every interpolated value goes through escapeHtml.

/** Escapes text for element content and double-quoted attributes (the only kind used here). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Typed values shown again in a form: control characters (a NUL byte) are left out. */
export function printable(value: string): string {
  return value.replace(/\p{Cc}/gu, '');
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
strong.email{color:#1c1b1a;overflow-wrap:anywhere}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;padding:12px;border:1px solid #b9b5ae;border-radius:10px;min-height:48px}
input:focus{outline:2px solid #1c1b1a;outline-offset:1px}
input.code{font-size:28px;line-height:1.2;letter-spacing:.3em;text-align:center;
  font-variant-numeric:tabular-nums;padding:10px 12px}
.hint{color:#5d5a55;font-size:14px;margin:8px 0 0}
.links{margin:16px 0 0;display:flex;flex-wrap:wrap;justify-content:center;gap:4px 16px;font-size:15px}
.links form{margin:0}
.link{border:0;background:none;padding:0;min-height:44px;color:#1c1b1a;font:inherit;
  text-decoration:underline;cursor:pointer}
.links a{display:inline-flex;align-items:center;min-height:44px}
.primary{margin-top:20px;width:100%;min-height:48px;border:0;border-radius:10px;background:#1c1b1a;
  color:#fff;font:inherit;font-weight:600;cursor:pointer}
.secondary{margin-top:12px;width:100%;min-height:44px;border:0;background:none;color:#5d5a55;
  font:inherit;text-decoration:underline;cursor:pointer}
.error{background:#fde8e8;border:1px solid #e39a9a;border-radius:10px;padding:10px 14px;margin:0 0 16px}
a{color:inherit}
`;

/** A whole page; `notice` is the warning band above the card (the quick sign-in's). */
export function page(title: string, body: string, notice?: string): string {
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
${notice === undefined ? '' : `<p class="notice" role="note">${escapeHtml(notice)}</p>\n`}${body}
</main>
</body>
</html>`;
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
