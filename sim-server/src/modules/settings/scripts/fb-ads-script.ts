/** Where the simulated pixel posts its events (`settings-routes` stores them). */
export const TRACKING_PATH = '/sim/track';

/** localStorage key of the web app's token (web/src/shared/storage/app-storage.ts). */
const TOKEN_STORAGE_KEY = 'casino.token';

/**
 * The `fbAdsScript` setting: a stand-in for an ad pixel. It defines `window.fbq(command,
 * event, params)` like the vendor's; `fbq('track', 'CompleteRegistration')` and
 * `fbq('track', 'Purchase', { value: 25, currency: 'USD' })` are posted to the simulator with
 * the member's token, so tests can assert what the app reported. Failures are swallowed, as
 * a real pixel's are (spec 01 section 8).
 */
export const fbAdsScript = `(function () {
  if (window.fbq && window.fbq.simulated) return;
  function token() {
    try { return window.localStorage.getItem('${TOKEN_STORAGE_KEY}'); } catch (e) { return null; }
  }
  function send(event, params) {
    var headers = { 'content-type': 'application/json' };
    var current = token();
    if (current) headers.authorization = current;
    try {
      fetch('${TRACKING_PATH}', {
        method: 'POST',
        headers: headers,
        body: JSON.stringify({ event: event, params: params || {} }),
        keepalive: true
      }).catch(function () {});
    } catch (e) {}
  }
  var queued = (window.fbq && window.fbq.queue) || [];
  function fbq(command, event, params) {
    if (command === 'track' || command === 'trackCustom') send(String(event), params);
  }
  fbq.simulated = true;
  fbq.queue = [];
  window.fbq = fbq;
  for (var i = 0; i < queued.length; i++) fbq.apply(null, queued[i]);
  fbq('init', 'simulated-pixel');
  fbq('track', 'PageView');
})();
`;
