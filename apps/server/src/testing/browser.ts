// A tiny browser for tests: a cookie jar (name, value, path) and redirects followed by hand, so a
// test can walk a sign-in through real HTTP and see every hop.

interface StoredCookie {
  value: string;
  path: string;
}

export interface Hop {
  method: string;
  url: string;
  status: number;
  location: string | null;
}

export interface BrowserResponse {
  response: Response;
  /** The URL of the last request made. */
  url: URL;
  body: string;
  hops: Hop[];
}

export interface TestBrowser {
  /** Follows redirects while `follow(url)` says so (default: same origin, at most 20). */
  request(
    url: string | URL,
    init?: { method?: string; form?: Record<string, string>; json?: unknown },
    options?: { follow?: (next: URL) => boolean },
  ): Promise<BrowserResponse>;
  cookie(name: string): string | undefined;
}

function parseSetCookie(header: string): { name: string; cookie: StoredCookie; expired: boolean } {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator);
  const value = pair.slice(separator + 1);
  let path = '/';
  let expired = value === '';
  for (const attribute of attributes) {
    const [key = '', attributeValue = ''] = attribute.split('=');
    const lower = key.toLowerCase();
    if (lower === 'path') path = attributeValue;
    if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
    if (lower === 'expires' && new Date(attributeValue).getTime() <= Date.now()) expired = true;
  }
  return { name, cookie: { value, path }, expired };
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (cookiePath === '/' || requestPath === cookiePath) return true;
  return requestPath.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);
}

export function createTestBrowser(origin: string): TestBrowser {
  const jar = new Map<string, StoredCookie>();

  function cookieHeader(url: URL): string {
    return [...jar.entries()]
      .filter(([, cookie]) => pathMatches(url.pathname, cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  function store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const { name, cookie, expired } = parseSetCookie(header);
      if (expired) jar.delete(name);
      else jar.set(name, cookie);
    }
  }

  return {
    async request(url, init = {}, options = {}) {
      const follow = options.follow ?? ((next: URL) => next.origin === origin);
      let current = new URL(url, origin);
      let method = init.method ?? 'GET';
      let body: string | undefined;
      let contentType: string | undefined;
      if (init.form) {
        body = new URLSearchParams(init.form).toString();
        contentType = 'application/x-www-form-urlencoded';
      } else if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        contentType = 'application/json';
      }
      const hops: Hop[] = [];
      for (let redirects = 0; ; redirects += 1) {
        const headers: Record<string, string> = { accept: 'text/html,application/json' };
        const cookies = cookieHeader(current);
        if (cookies) headers.cookie = cookies;
        if (contentType) headers['content-type'] = contentType;
        const response = await fetch(current, { method, headers, body, redirect: 'manual' });
        store(response);
        const location = response.headers.get('location');
        hops.push({ method, url: current.href, status: response.status, location });
        const next = location === null ? null : new URL(location, current);
        if (
          response.status < 300 ||
          response.status >= 400 ||
          next === null ||
          redirects >= 20 ||
          !follow(next)
        ) {
          return { response, url: current, body: await response.text(), hops };
        }
        current = next;
        method = 'GET';
        body = undefined;
        contentType = undefined;
      }
    },
    cookie: (name) => jar.get(name)?.value,
  };
}
