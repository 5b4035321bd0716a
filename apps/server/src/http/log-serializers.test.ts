import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-serializers.ts';

describe('redactUrl', () => {
  it('masks credentials in the query string and keeps the rest', () => {
    expect(redactUrl('/auth/callback?code=abc123&state=xyz&next=%2Fv2')).toBe(
      '/auth/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&next=%2Fv2',
    );
  });

  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/webhook/get-designs')).toBe('/webhook/get-designs');
  });

  it('masks the sign-in handoff code and the OIDC request values', () => {
    const url = redactUrl('/v2/auth-callback?handoff=h1&x=1');
    expect(url).not.toContain('h1');
    expect(url).toContain('x=1');
    const authorize = redactUrl('/oidc/auth?client_id=encore-web&nonce=n1&code_challenge=c1');
    expect(authorize).not.toMatch(/n1|c1/);
    expect(authorize).toContain('client_id=encore-web');
  });

  it('leaves a query without credentials as it is, and finds an escaped name', () => {
    expect(redactUrl('/webhook/get-designs?userId=u1')).toBe('/webhook/get-designs?userId=u1');
    expect(redactUrl('/x?%63ode=secret-code')).not.toContain('secret');
  });

  it('never lets a token value through', () => {
    expect(redactUrl('/x?access_token=secret-token&refresh_token=r1')).not.toContain('secret');
  });
});
