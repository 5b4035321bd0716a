// Signs a person in through the embedded OpenID provider the way a browser does, over HTTP.
import { HANDOFF_PARAM, tokenResponseSchema, type TokenResponse } from '@encore/contracts';
import { createTestBrowser, type BrowserResponse, type TestBrowser } from './browser.ts';

export interface SignInResult {
  browser: TestBrowser;
  /** Where the server finally sent the browser: the SPA's callback page with `?handoff=`. */
  landing: URL;
  handoff: string;
  tokens: TokenResponse;
  /** Every response on the way, for tests that inspect them. */
  steps: BrowserResponse[];
}

const isServerHop = (url: URL) =>
  url.pathname.startsWith('/oidc/') || url.pathname.startsWith('/auth/');

/** The `action` of the local sign-in form on a page. */
export function signInFormAction(html: string): string {
  const match = /<form method="post" action="([^"]+\/login)">\s*<label for="email">/.exec(html);
  if (!match?.[1]) throw new Error(`no sign-in form on the page:\n${html.slice(0, 500)}`);
  return match[1].replaceAll('&amp;', '&');
}

/** GET /auth/login → the local sign-in page (status 200 and its HTML). */
export async function openSignInPage(
  baseUrl: string,
  options: { generation?: 'v2' | 'legacy'; browser?: TestBrowser } = {},
): Promise<{ browser: TestBrowser; page: BrowserResponse }> {
  const browser = options.browser ?? createTestBrowser(baseUrl);
  const page = await browser.request(
    `/auth/login?generation=${options.generation ?? 'v2'}`,
    {},
    { follow: (next) => next.origin === baseUrl && isServerHop(next) },
  );
  return { browser, page };
}

export async function signInWithLocalProvider(
  baseUrl: string,
  person: { email: string; name?: string; generation?: 'v2' | 'legacy' },
): Promise<SignInResult> {
  const { browser, page } = await openSignInPage(baseUrl, { generation: person.generation });
  if (page.response.status !== 200) {
    throw new Error(`sign-in page: ${page.response.status} at ${page.url.href}`);
  }
  const submitted = await browser.request(
    signInFormAction(page.body),
    { method: 'POST', form: { email: person.email, name: person.name ?? '' } },
    { follow: (next) => next.origin === baseUrl && isServerHop(next) },
  );
  const location = submitted.hops.at(-1)?.location;
  if (!location) {
    throw new Error(
      `sign-in ended without a redirect at ${submitted.url.href}: ${JSON.stringify(submitted.hops)} ${submitted.body.slice(0, 800)}`,
    );
  }
  const landing = new URL(location, baseUrl);
  const handoff = landing.searchParams.get(HANDOFF_PARAM);
  if (!handoff) throw new Error(`sign-in did not hand off: ${landing.pathname}${landing.search}`);
  const exchanged = await fetch(`${baseUrl}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'handoff', code: handoff }),
  });
  if (exchanged.status !== 200) {
    throw new Error(`handoff exchange: ${exchanged.status} ${await exchanged.text()}`);
  }
  const tokens = tokenResponseSchema.parse(await exchanged.json());
  return { browser, landing, handoff, tokens, steps: [page, submitted] };
}
