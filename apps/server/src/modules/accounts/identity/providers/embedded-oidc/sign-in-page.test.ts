import { describe, expect, it } from 'vitest';
import { renderSignInPage } from './sign-in-page.ts';

describe('renderSignInPage', () => {
  it('escapes everything it shows and offers the accounts as buttons', () => {
    const html = renderSignInPage({
      actionBase: '/oidc/interaction/abc',
      accounts: [{ subject: 's"1', email: 'x@example.com', name: '<script>alert(1)</script>' }],
      error: 'Bad & wrong',
      values: { email: '"><img src=x>', name: '' },
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('value="s&quot;1"');
    expect(html).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
    expect(html).toContain('Bad &amp; wrong');
    expect(html).toContain('action="/oidc/interaction/abc/login"');
    expect(html).toContain('action="/oidc/interaction/abc/abort"');
  });

  it('leaves out the chooser when no account was used yet', () => {
    const html = renderSignInPage({ actionBase: '/oidc/interaction/abc', accounts: [] });
    expect(html).not.toContain('Accounts on this installation');
  });
});
