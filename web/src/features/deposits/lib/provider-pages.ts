/**
 * Addresses of the provider pages the answers do not spell out (spec 02 §7: the card window's
 * processing page and the PayPal frame, whose site the original hard-codes). The simulator
 * serves them on our own origin under /sim/pay.
 */
const PROVIDER_PAGES = '/sim/pay';

/**
 * Where the card processing window goes once the deposit is made: the deposit id and the
 * order's secret (`sk`) the answer gives, without which the page does not open.
 */
export function cardProcessingPage(depositId: number, sk?: string): string {
  const query = new URLSearchParams({ order: String(depositId), ...(sk ? { sk } : {}) });
  return `${PROVIDER_PAGES}/card?${query.toString()}`;
}

/** The PayPal frame, built from the order answer's c_site, biz_id and sk. */
export function paypalFramePage(order: { c_site: string; biz_id: string; sk: string }): string {
  const query = new URLSearchParams({ c_site: order.c_site, biz_id: order.biz_id, sk: order.sk });
  return `${PROVIDER_PAGES}/paypal?${query.toString()}`;
}

/** The app's own callback page, as a full address for a new window (hash router). */
export function appPageUrl(path: string, query?: URLSearchParams): string {
  const base = `${window.location.origin}${window.location.pathname}`;
  const search = query && query.toString() !== '' ? `?${query.toString()}` : '';
  return `${base}#${path}${search}`;
}
