import { describe, expect, it } from 'vitest';
import { INTERNAL_LINK_ATTRIBUTE, isInternalPath, sanitizeArticleHtml } from './sanitize-article-html';

const clean = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeArticleHtml(html, 'Open the linked page');
  return holder;
};

describe('sanitizeArticleHtml', () => {
  it('drops scripts, inline handlers, javascript: URLs, styles and forms', () => {
    const holder = clean(
      `<p style="color:red" onclick="alert(1)">Hi</p><script>alert(1)</script>
       <img src="x.png" onerror="alert(1)" alt="x"><a href="javascript:alert(1)">bad</a>
       <form action="/steal"><input name="p"></form><iframe src="https://evil.example"></iframe>`,
    );
    expect(holder.querySelector('script, form, input, iframe')).toBeNull();
    expect(holder.querySelector('[onclick], [onerror], [style]')).toBeNull();
    expect(holder.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(holder.textContent).toContain('Hi');
  });

  it('keeps safe markup: headings, tables, details, mailto links', () => {
    const holder = clean(
      '<h2>T</h2><table><tr><td>1</td></tr></table><details><summary>S</summary>x</details><a href="mailto:a@b.c">m</a>',
    );
    expect(holder.querySelector('h2, table, details, summary')).not.toBeNull();
    expect(holder.querySelector('a')?.getAttribute('href')).toBe('mailto:a@b.c');
  });

  it('makes a table focusable: on a phone it scrolls sideways, by keyboard too', () => {
    expect(clean('<table><tr><td>1</td></tr></table>').querySelector('table')).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('turns an image with an in-app data-href into a named, focusable link', () => {
    const holder = clean(
      '<img data-href="/branchIndex/help" src="/api/x" alt="Bonus"><img data-href="/x" src="/y">',
    );
    const [named, unnamed] = holder.querySelectorAll('img');
    expect(named?.getAttribute(INTERNAL_LINK_ATTRIBUTE)).toBe('/branchIndex/help');
    expect(named?.getAttribute('role')).toBe('link');
    expect(named?.getAttribute('tabindex')).toBe('0');
    expect(unnamed?.getAttribute('aria-label')).toBe('Open the linked page');
  });

  it('ignores a data-href that leaves the app', () => {
    const holder = clean(
      '<img data-href="//evil.example" src="/a" alt="a"><img data-href="javascript:x" src="/b" alt="b">',
    );
    for (const image of holder.querySelectorAll('img')) {
      expect(image.hasAttribute(INTERNAL_LINK_ATTRIBUTE)).toBe(false);
      expect(image.hasAttribute('role')).toBe(false);
    }
    expect(isInternalPath('https://evil.example')).toBe(false);
  });

  it('moves every heading one level down, under the page title', () => {
    const holder = clean('<h1>A</h1><h2>B</h2><h6>C</h6>');
    expect([...holder.children].map((child) => child.tagName)).toEqual(['H2', 'H3', 'H6']);
  });

  it('fills site placeholders left in the text', () => {
    expect(clean('<p>{siteName} at {siteDomain}</p>').textContent).toBe(
      'Lucky Harbor Casino at luckyharbor.example',
    );
  });
});
