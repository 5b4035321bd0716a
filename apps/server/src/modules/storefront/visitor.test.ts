import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isAutomatedClient, isCountableView, isPrefetch, visitorKeys } from './visitor.ts';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('visitor keys', () => {
  const salt = randomBytes(32);

  it('are the same for one address and browser, and differ for another of either', () => {
    const keys = visitorKeys(salt, { address: '203.0.113.5', userAgent: CHROME });
    expect(visitorKeys(salt, { address: '203.0.113.5', userAgent: CHROME })).toEqual(keys);
    expect(visitorKeys(salt, { address: '::ffff:203.0.113.5', userAgent: CHROME })).toEqual(keys);
    const otherBrowser = visitorKeys(salt, { address: '203.0.113.5', userAgent: SAFARI });
    expect(otherBrowser.visitorHash).not.toBe(keys.visitorHash);
    expect(otherBrowser.addressHash).toBe(keys.addressHash);
    const otherAddress = visitorKeys(salt, { address: '203.0.113.6', userAgent: CHROME });
    expect(otherAddress.visitorHash).not.toBe(keys.visitorHash);
    expect(otherAddress.addressHash).not.toBe(keys.addressHash);
  });

  it('change with the salt and hold nothing readable', () => {
    const keys = visitorKeys(salt, { address: '203.0.113.5', userAgent: CHROME });
    const tomorrow = visitorKeys(randomBytes(32), { address: '203.0.113.5', userAgent: CHROME });
    expect(tomorrow.visitorHash).not.toBe(keys.visitorHash);
    expect(tomorrow.addressHash).not.toBe(keys.addressHash);
    for (const hash of Object.values(keys)) {
      expect(hash).toMatch(/^[\w-]{22}$/);
      expect(hash).not.toContain('203');
    }
  });
});

describe('countable views', () => {
  it('are GET requests of browsers', () => {
    expect(isCountableView('GET', { 'user-agent': CHROME })).toBe(true);
    expect(isCountableView('GET', { 'user-agent': SAFARI })).toBe(true);
    expect(isCountableView('HEAD', { 'user-agent': CHROME })).toBe(false);
    expect(isCountableView('POST', { 'user-agent': CHROME })).toBe(false);
  });

  it('leave out prefetches and prerenders', () => {
    for (const headers of [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
      { 'x-purpose': 'preview' },
    ]) {
      expect(isPrefetch(headers), JSON.stringify(headers)).toBe(true);
      expect(isCountableView('GET', { 'user-agent': CHROME, ...headers })).toBe(false);
    }
    expect(isPrefetch({ accept: 'text/html' })).toBe(false);
  });

  it('leave out crawlers, link previews, scripts and headless browsers', () => {
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
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (compatible; PhantomJS)',
      'Scrapy/2.11 (+https://scrapy.org)',
      'curl/8.5.0',
      'Wget/1.21.4',
      'python-requests/2.32.3',
      'Go-http-client/1.1',
      'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
      'k6/0.50.0 (https://k6.io/)',
      'autocannon/7.15.0',
    ];
    for (const userAgent of automated) {
      expect(isAutomatedClient(userAgent), String(userAgent)).toBe(true);
    }
    expect(isAutomatedClient(CHROME)).toBe(false);
    expect(isAutomatedClient(SAFARI)).toBe(false);
  });
});
