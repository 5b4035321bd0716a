// Who a storefront view counts as. The overview shows "Visitors (last 7 days)"
// as the sum of daily counts, so a person must be counted at most once in any 7 days: a long-lived
// per-store cookie remembers when this browser was last counted, and it is counted again only
// once that is 7 days (or more) ago. Two counts are then ≥ 7 × 24 h apart, so their UTC days never
// fall in the same 7-day window. Clients that are not people (crawlers, link previews, scripts,
// load generators, anything without a user agent) count as neither visitors nor page views:
// they carry no cookies, so they would otherwise be a "new visitor" on every request.

export const VISITOR_COOKIE = 'encore_seen';
export const VISITOR_WINDOW_MS = 7 * 24 * 3600 * 1000;
/** Outlives the window by far, so a returning visitor is recognised; browsers cap at 400 days. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;
/**
 * A mark this far in the future still counts as recent: another process whose clock is a little
 * behind must not count the same browser again. Anything further ahead is garbage and reset.
 */
const CLOCK_SKEW_MS = 3600 * 1000;

// Kept short on purpose: the big names of crawlers, unfurlers and HTTP tools. Real browsers'
// user agents contain none of these words.
const AUTOMATED =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|discord|telegram|skype|curl|wget|python|go-http-client|java\/|okhttp|axios|libwww|httpie|autocannon|lighthouse/i;

export function isAutomatedClient(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || AUTOMATED.test(userAgent);
}

export type ViewCount =
  /** Not a person: nothing is counted. */
  | { counted: false }
  /** A page view; `visitorCookie` (the new mark to set) when it is also a visitor. */
  | { counted: true; newVisitor: false }
  | { counted: true; newVisitor: true; visitorCookie: string };

/** The mark stored in the cookie: when this browser was last counted, in epoch seconds. */
function readMark(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  return Number(value) * 1000;
}

export function countViewOf(
  userAgent: string | undefined,
  visitorCookie: string | undefined,
  nowMs: number,
): ViewCount {
  if (isAutomatedClient(userAgent)) return { counted: false };
  const mark = readMark(visitorCookie);
  const age = mark === null ? Number.POSITIVE_INFINITY : nowMs - mark;
  if (age < VISITOR_WINDOW_MS && age > -CLOCK_SKEW_MS) return { counted: true, newVisitor: false };
  return {
    counted: true,
    newVisitor: true,
    visitorCookie: String(Math.floor(nowMs / 1000)),
  };
}
