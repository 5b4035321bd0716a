// Who a storefront view counts as (decision 052). A visitor is counted once per store and UTC day,
// recognised by a keyed hash of their address and user agent under that day's random salt: no
// cookie is needed (a client without cookies is not a new visitor on every request) and nothing
// personal is stored (the salt is deleted when its day ends, so no hash can be recomputed from an
// address, nor linked to the same person's hash of another day). Clients that are not people
// (crawlers, link previews, scripts, headless browsers, load generators, prefetches) count as
// neither visitors nor page views.
import { createHmac } from 'node:crypto';

// Kept short on purpose: the big names of crawlers, unfurlers, HTTP tools and automated browsers.
// Real browsers' user agents contain none of these words.
const AUTOMATED =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|discord|telegram|skype|curl|wget|python|go-http-client|java\/|okhttp|axios|libwww|httpie|autocannon|lighthouse|headless|phantomjs|puppeteer|playwright|selenium|scrapy|node-fetch|undici|postman|insomnia|k6\/|apachebench/i;

export function isAutomatedClient(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || AUTOMATED.test(userAgent);
}

type Headers = Record<string, string | string[] | undefined>;

const headerValue = (headers: Headers, name: string): string => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

/**
 * A page fetched in advance (link prefetch, prerender, Firefox's `X-Moz: prefetch`) is not a
 * view: the person may never open it.
 */
export function isPrefetch(headers: Headers): boolean {
  return ['sec-purpose', 'purpose', 'x-purpose', 'x-moz'].some((name) => {
    const value = headerValue(headers, name);
    return value.includes('prefetch') || value.includes('prerender') || value === 'preview';
  });
}

/** Whether a request to a storefront page may be counted at all. */
export function isCountableView(method: string, headers: Headers): boolean {
  // HEAD (link checkers, uptime monitors) and every other method are not views.
  if (method !== 'GET') return false;
  const userAgent = headers['user-agent'];
  return (
    !isAutomatedClient(typeof userAgent === 'string' ? userAgent : undefined) &&
    !isPrefetch(headers)
  );
}

/** What a view is known by, before hashing; never stored nor kept past the request. */
export interface VisitorSource {
  address: string;
  userAgent: string;
}

export interface VisitorKeys {
  /** The visitor of this day: address and user agent under the day's salt. */
  visitorHash: string;
  /** The address alone under the day's salt: caps how many visitors one address may add. */
  addressHash: string;
}

/** `::ffff:192.0.2.1` and `192.0.2.1` are one address. */
function normaliseAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

// 128 bits of HMAC-SHA256 as base64url: collisions between a store's visitors of a day are
// astronomically unlikely, and 22 characters a row instead of 43.
const keyed = (salt: Buffer, text: string) =>
  createHmac('sha256', salt).update(text).digest('base64url').slice(0, 22);

export function visitorKeys(salt: Buffer, source: VisitorSource): VisitorKeys {
  const address = normaliseAddress(source.address);
  return {
    visitorHash: keyed(salt, `visitor\n${address}\n${source.userAgent}`),
    addressHash: keyed(salt, `address\n${address}`),
  };
}

/** The UTC day of an instant, as `YYYY-MM-DD` (store_visits and store_visitor_days). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
