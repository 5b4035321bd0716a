import { describe, expect, it } from 'vitest';
import { QUICK_SIGN_IN_NOTICE, renderCodePage, renderSignInPage } from './sign-in-page.ts';

describe('renderSignInPage', () => {
  it('escapes everything it shows and leaves control characters out of typed values', () => {
    const html = renderSignInPage({
      mode: 'quick',
      actionBase: '/oidc/interaction/abc',
      error: 'Bad & wrong',
      values: { email: '"><img src=x>', name: 'Ada\u0000 <script>alert(1)</script>' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('value="Ada &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('\u0000');
    expect(html).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(html).toContain('Bad &amp; wrong');
    expect(html).toContain('action="/oidc/interaction/abc/login"');
    expect(html).toContain('action="/oidc/interaction/abc/abort"');
  });

  it('says plainly that the quick sign-in asks for no proof, and only there', () => {
    const quick = renderSignInPage({ mode: 'quick', actionBase: '/oidc/interaction/abc' });
    expect(quick).toContain(QUICK_SIGN_IN_NOTICE);
    expect(quick).toContain('<button class="primary" type="submit">Continue</button>');
    const email = renderSignInPage({ mode: 'email', actionBase: '/oidc/interaction/abc' });
    expect(email).not.toContain('no proof');
    expect(email).toContain('<button class="primary" type="submit">Email me a code</button>');
  });

  it('never offers an account to pick', () => {
    for (const mode of ['quick', 'email'] as const) {
      const html = renderSignInPage({ mode, actionBase: '/oidc/interaction/abc' });
      expect(html).not.toContain('name="account"');
    }
  });
});

describe('renderCodePage', () => {
  it('asks for the code sent to the address, and offers a new code or another address', () => {
    const html = renderCodePage({
      actionBase: '/oidc/interaction/abc',
      email: 'ada@example.com',
      name: 'Ada <b>',
      error: 'That code isn’t right.',
    });
    expect(html).toContain('<strong class="email">ada@example.com</strong>');
    expect(html).toContain('action="/oidc/interaction/abc/verify"');
    expect(html).toContain('autocomplete="one-time-code"');
    expect(html).toContain('<input type="hidden" name="name" value="Ada &lt;b&gt;">');
    expect(html).toContain('href="/oidc/interaction/abc"');
    expect(html).toContain('role="alert">That code isn’t right.');
  });
});
