import { afterEach, describe, expect, it } from 'vitest';
import { injectScriptOnce, pageNonce, resetInjectedScripts } from './site-scripts';

function setPageNonce(value: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', value);
  document.head.appendChild(meta);
}

describe('setting scripts under the page policy', () => {
  afterEach(() => {
    resetInjectedScripts();
    for (const node of document.head.querySelectorAll('meta[property="csp-nonce"], script[data-setting]'))
      node.remove();
  });

  it('gives each injected script the nonce the server put in the page, once per name', () => {
    setPageNonce('r4nd0mN0nce==');
    expect(pageNonce()).toBe('r4nd0mN0nce==');
    injectScriptOnce('liveChatScript', 'window.__ran = 1;');
    injectScriptOnce('liveChatScript', 'window.__ran = 2;');
    const scripts = document.head.querySelectorAll<HTMLScriptElement>(
      'script[data-setting="liveChatScript"]',
    );
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.nonce).toBe('r4nd0mN0nce==');
    expect(scripts[0]?.textContent).toBe('window.__ran = 1;');
  });

  it('injects without a nonce where the page has none (the development server sends no policy)', () => {
    expect(pageNonce()).toBe('');
    injectScriptOnce('fbAdsScript', 'void 0;');
    const script = document.head.querySelector<HTMLScriptElement>('script[data-setting="fbAdsScript"]');
    expect(script?.nonce).toBe('');
    injectScriptOnce('other', '   ');
    expect(document.head.querySelector('script[data-setting="other"]')).toBeNull();
  });
});
