// The simulated ad pixel, loaded by the `fbAdsScript` setting's snippet the way a vendor's pixel
// is: the snippet defines a queuing `fbq` stub, this file takes over the calls (the queued ones
// first) and posts each tracked event to the vendor's collector, here the simulator's
// /sim/track, with the member's token so QA can see whose event it was. Failures are swallowed,
// as a real pixel's are (spec 01 section 8).
(() => {
  const fbq = window.fbq;
  if (!fbq || fbq.callMethod) return;
  const COLLECTOR = new URL('/sim/track', document.currentScript?.src || location.href).href;
  /** Where the web app keeps its session token (web/src/shared/storage/app-storage.ts). */
  const TOKEN_KEY = 'casino.token';

  function token() {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  }

  function send(event, params) {
    const headers = { 'content-type': 'application/json' };
    const current = token();
    if (current) headers.authorization = current;
    try {
      fetch(COLLECTOR, {
        method: 'POST',
        credentials: 'same-origin',
        headers,
        body: JSON.stringify({ event: String(event), params: params || {} }),
        keepalive: true,
      }).catch(() => {});
    } catch {
      // A pixel never disturbs the page.
    }
  }

  fbq.callMethod = (command, event, params) => {
    if (command === 'track' || command === 'trackCustom') send(event, params);
  };
  const queued = fbq.queue || [];
  fbq.queue = [];
  for (const call of queued) fbq.callMethod(...call);
})();
