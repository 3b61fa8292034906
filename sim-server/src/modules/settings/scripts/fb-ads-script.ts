import { PIXEL_SCRIPT_PATH } from '../../../providers/tracking/tracking-routes';

/**
 * The `fbAdsScript` setting: an ad vendor's snippet as operators paste it. It defines a queuing
 * `window.fbq(command, event, params)` stub and loads the vendor's pixel
 * (`/sim/tracking/pixel.js`), which takes over and posts `fbq('track', 'CompleteRegistration')`
 * and `fbq('track', 'Purchase', { value: 25, currency: 'USD' })` to the simulator, so tests can
 * assert what the app reported. The app runs it with the page's nonce (decision 015). Relative
 * URL: the simulator serves the app and `/sim` on one origin (the web dev server proxies `/sim`).
 */
export const fbAdsScript = `(function (w, d) {
  if (w.fbq) return;
  var fbq = function () {
    if (fbq.callMethod) fbq.callMethod.apply(fbq, arguments);
    else fbq.queue.push(arguments);
  };
  fbq.queue = [];
  fbq.loaded = true;
  w.fbq = fbq;
  var script = d.createElement('script');
  script.async = true;
  script.src = '${PIXEL_SCRIPT_PATH}';
  d.head.appendChild(script);
  fbq('init', 'simulated-pixel');
  fbq('track', 'PageView');
})(window, document);
`;
