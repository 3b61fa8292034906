/**
 * Runs setting scripts (the ad pixel, the live-chat loader) as the vendors' snippets expect: an
 * inline <script> in the document head, at most once per name. Our policy allows no inline
 * script but one carrying the page's nonce (decision 015), so each gets it.
 */
declare global {
  interface Window {
    /** Installed by the live-chat vendor's widget (the simulator's at /sim/chat/widget.js). */
    SimLiveChat?: { open: () => void; close: () => void };
  }
}

const injected = new Set<string>();

/**
 * The nonce the server put in this page (`<meta property="csp-nonce">` in index.html). Read from
 * the `nonce` property: browsers hide the attribute once the page has loaded. Empty in the
 * development server, which sends no policy.
 */
export function pageNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

export function injectScriptOnce(name: string, source: string): void {
  if (injected.has(name) || !source.trim()) return;
  injected.add(name);
  const script = document.createElement('script');
  script.dataset.setting = name;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.textContent = source;
  document.head.appendChild(script);
}

/** Forgets what was injected (tests). */
export function resetInjectedScripts(): void {
  injected.clear();
}

const WIDGET_WAIT_MS = 10_000;
const WIDGET_POLL_MS = 100;

/** The loader fetches the widget asynchronously: waits until it has installed itself. */
export function waitForChatWidget(timeoutMs = WIDGET_WAIT_MS): Promise<NonNullable<Window['SimLiveChat']>> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      const widget = window.SimLiveChat;
      if (widget) resolve(widget);
      else if (Date.now() - started >= timeoutMs) reject(new Error('The live-chat widget did not load'));
      else setTimeout(check, WIDGET_POLL_MS);
    };
    check();
  });
}
