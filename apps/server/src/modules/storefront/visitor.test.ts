import { describe, expect, it } from 'vitest';
import { countViewOf, isAutomatedClient, VISITOR_WINDOW_MS } from './visitor.ts';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const now = Date.UTC(2025, 5, 10, 12);
const mark = (ms: number) => String(Math.floor(ms / 1000));

describe('visitor counting', () => {
  it('counts a browser without the cookie as a visitor and gives it the mark', () => {
    expect(countViewOf(CHROME, undefined, now)).toEqual({
      counted: true,
      newVisitor: true,
      visitorCookie: mark(now),
    });
  });

  it('counts the same browser once in 7 days, however many days it comes back', () => {
    for (const days of [0, 1, 3, 6]) {
      const seen = mark(now - days * 24 * 3600 * 1000);
      expect(countViewOf(SAFARI, seen, now), `${days} days`).toEqual({
        counted: true,
        newVisitor: false,
      });
    }
    // A second short of 7 days is still inside the window; 7 days on the dot is a new visit.
    expect(countViewOf(SAFARI, mark(now - VISITOR_WINDOW_MS + 1000), now)).toMatchObject({
      newVisitor: false,
    });
    expect(countViewOf(SAFARI, mark(now - VISITOR_WINDOW_MS), now)).toEqual({
      counted: true,
      newVisitor: true,
      visitorCookie: mark(now),
    });
  });

  it('treats unreadable or far-future marks as no mark', () => {
    for (const value of ['2025-06-10', '', 'abc', mark(now + 2 * 24 * 3600 * 1000)]) {
      expect(countViewOf(CHROME, value, now), value).toMatchObject({ newVisitor: true });
    }
    // Another process's clock a little behind: still the same visitor.
    expect(countViewOf(CHROME, mark(now + 30_000), now)).toMatchObject({ newVisitor: false });
  });

  it('counts neither views nor visitors of crawlers, link previews and scripts', () => {
    const automated = [
      undefined,
      '',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'TelegramBot (like TwitterBot)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Google-PageRenderer Google (+https://developers.google.com/+/web/snippet/); Preview)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'autocannon/7.15.0',
    ];
    for (const userAgent of automated) {
      expect(isAutomatedClient(userAgent), String(userAgent)).toBe(true);
      expect(countViewOf(userAgent, undefined, now)).toEqual({ counted: false });
    }
    expect(isAutomatedClient(CHROME)).toBe(false);
    expect(isAutomatedClient(SAFARI)).toBe(false);
  });
});
