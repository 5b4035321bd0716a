import { describe, expect, it } from 'vitest';
import { crossSiteReason } from './same-origin.ts';

const allowed = ['https://shop.example.com', 'http://127.0.0.1:3000'];

describe('cross-site posts', () => {
  it('lets posts from the shop, from the host they were sent to, and without browser headers', () => {
    expect(crossSiteReason('POST', { origin: 'https://shop.example.com' }, allowed)).toBeNull();
    expect(crossSiteReason('POST', { origin: 'http://127.0.0.1:3000' }, allowed)).toBeNull();
    expect(
      crossSiteReason(
        'POST',
        { origin: 'https://shop.example.com', 'sec-fetch-site': 'same-origin' },
        allowed,
      ),
    ).toBeNull();
    expect(crossSiteReason('POST', { 'sec-fetch-site': 'none' }, allowed)).toBeNull();
    expect(crossSiteReason('POST', {}, allowed)).toBeNull();
  });

  it('refuses posts another site made, by Sec-Fetch-Site or by Origin', () => {
    expect(crossSiteReason('POST', { 'sec-fetch-site': 'cross-site' }, allowed)).toBe(
      'cross-site request',
    );
    for (const origin of [
      'https://evil.example',
      'https://shop.example.com.evil.example',
      'http://shop.example.com',
      'null',
      'not a url',
    ]) {
      expect(crossSiteReason('POST', { origin }, allowed), origin).toMatch(/is not the shop's/);
    }
    expect(crossSiteReason('PUT', { origin: 'https://evil.example' }, [null])).not.toBeNull();
  });

  it('never refuses reads', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(
        crossSiteReason(
          method,
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          allowed,
        ),
      ).toBeNull();
    }
  });
});
