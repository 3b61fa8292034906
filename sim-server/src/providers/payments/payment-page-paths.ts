import type { DepositOrderRow } from '../../modules/deposits/deposits-repository';

/** Addresses of the simulated provider pages (served by the simulator under /sim/pay). */
export const PAY_PAGES = '/sim/pay';

/** The PayPal frame's site code (c_site), made from the site's name: 'Lucky Harbor Casino' → 'luckyharborcasino'. */
export const paypalSiteCode = (siteName: string) =>
  siteName.toLowerCase().replace(/[^a-z0-9]/g, '') || 'site';

/** The card processing window the app's /payment/cpay/processing page hands over to. */
export const CARD_PAGE = `${PAY_PAGES}/card`;
/** What the card processing page's script polls: the order's state. */
export const CARD_STATUS_ROUTE = `${PAY_PAGES}/api/deposits/:id`;

/** The card page's status address, behind the same secret. */
export const cardStatusPath = (depositId: number, secret: string) =>
  `${PAY_PAGES}/api/deposits/${depositId}?sk=${encodeURIComponent(secret)}`;

/** The page of an order paid on a provider page (onlyPay tab, polled frame, stripe-style frame). */
export function payPagePath(order: DepositOrderRow): string {
  const order_ = encodeURIComponent(order.externalId);
  switch (order.flow) {
    case 'onlypay':
      return `${PAY_PAGES}/onlypay?order=${order_}`;
    case 'stripe':
      return `${PAY_PAGES}/stripe?order=${order_}`;
    default:
      return `${PAY_PAGES}/frame?order=${order_}`;
  }
}
