/** Providers that return to the app after a payment (spec 01 section 2, spec 02 section 2). */
export const PAYMENT_PROVIDERS = ['paypal', 'pingpong', 'pix', 'cpay', 'easyzeng', 'cj'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The callback pages every provider has under /payment/{provider}/. */
export const PAYMENT_CALLBACK_PAGES = ['return', 'processing', 'close', 'cancel', 'pay', 'check'] as const;
export type PaymentCallbackPage = (typeof PAYMENT_CALLBACK_PAGES)[number];

/**
 * The pages a payment window (or frame) shows while it is one: drawn on their own, without the
 * app's shell, so nothing in that window starts another deposit.
 */
export const PAYMENT_WINDOW_PAGES = ['processing', 'close'] as const satisfies readonly PaymentCallbackPage[];

export function isPaymentProvider(value: string | undefined): value is PaymentProvider {
  return (PAYMENT_PROVIDERS as readonly (string | undefined)[]).includes(value);
}

export function isPaymentCallbackPage(value: string | undefined): value is PaymentCallbackPage {
  return (PAYMENT_CALLBACK_PAGES as readonly (string | undefined)[]).includes(value);
}

export function paymentCallbackPath(provider: PaymentProvider, page: PaymentCallbackPage): string {
  return `/payment/${provider}/${page}`;
}
