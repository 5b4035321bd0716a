import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { isLocalAddress } from './config-sign-in.ts';

const signInOf = (env: Record<string, string>) => {
  const { identityProvider } = loadConfig(env);
  return identityProvider.kind === 'embedded' ? identityProvider.signIn : identityProvider.kind;
};

describe('the built-in sign-in mode (EMBEDDED_SIGN_IN)', () => {
  it('is the quick one on a local address, and the emailed code anywhere else', () => {
    expect(signInOf({})).toBe('quick');
    expect(signInOf({ PUBLIC_URL: 'http://127.0.0.1:3100' })).toBe('quick');
    expect(signInOf({ PUBLIC_URL: 'http://[::1]:3000' })).toBe('quick');
    expect(signInOf({ PUBLIC_URL: 'https://encore.example' })).toBe('email');
    expect(signInOf({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe('email');
    expect(signInOf({ PUBLIC_URL: 'http://127.0.0.1:3100', EMBEDDED_SIGN_IN: 'email' })).toBe(
      'email',
    );
  });

  it('refuses the quick sign-in on an address others reach, saying why', () => {
    for (const PUBLIC_URL of ['https://encore.example', 'http://10.0.0.5:3000']) {
      expect(() => loadConfig({ PUBLIC_URL, EMBEDDED_SIGN_IN: 'quick' })).toThrow(
        /EMBEDDED_SIGN_IN: quick sign-in asks for no proof and works only when PUBLIC_URL is localhost/,
      );
    }
    expect(() => loadConfig({ EMBEDDED_SIGN_IN: 'quick' })).not.toThrow();
    expect(() => loadConfig({ EMBEDDED_SIGN_IN: 'sometimes' })).toThrow(/EMBEDDED_SIGN_IN/);
  });

  it('counts only this machine as local', () => {
    expect(isLocalAddress('http://localhost:3000')).toBe(true);
    expect(isLocalAddress('http://encore.localhost')).toBe(true);
    expect(isLocalAddress('http://127.0.0.2')).toBe(true);
    expect(isLocalAddress('http://localhost.example.com')).toBe(false);
    expect(isLocalAddress('http://127.0.0.1.nip.io')).toBe(false);
    expect(isLocalAddress('http://0.0.0.0:3000')).toBe(false);
  });
});
