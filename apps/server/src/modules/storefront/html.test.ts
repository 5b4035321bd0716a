import { describe, expect, it } from 'vitest';
import { escapeHtml, html, raw } from './html.ts';

// Called through another name so the formatter leaves the exact markup of these cases alone.
const tag = html;

describe('html', () => {
  it('escapes every interpolated string, in text and in attributes', () => {
    const name = `<script>alert("x")</script> & 'quotes'`;
    const out = tag`<p title="${name}">${name}</p>`.value;
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;">' +
        '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>',
    );
    expect(out).not.toContain('<script>');
  });

  it('nests templates without escaping them twice, and joins arrays', () => {
    const items = ['a&b', 'c'].map((item) => tag`<li>${item}</li>`);
    expect(tag`<ul>${items}</ul>`.value).toBe('<ul><li>a&amp;b</li><li>c</li></ul>');
  });

  it('renders nothing for null, undefined and booleans; numbers as text', () => {
    expect(tag`${null}${undefined}${false}${true}${0}${12.5}`.value).toBe('012.5');
  });

  it('trusts raw markup only when asked', () => {
    expect(tag`${raw('<b>ok</b>')}${'<b>no</b>'}`.value).toBe('<b>ok</b>&lt;b&gt;no&lt;/b&gt;');
    expect(escapeHtml('"&')).toBe('&quot;&amp;');
  });
});
