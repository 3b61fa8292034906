/**
 * What a payment callback route hands to the deposit pop-up before it resets the address to
 * home (spec 02 §2, §4): the look-ups and result pop-ups then live in the pop-up, which stays
 * open across the route change. Read when the pop-up opens, cleared once it has been read.
 */
export type DepositReturnJob =
  /** Stripe-style and provider-tab returns: look up `orderId` (3 s, then every 3 s, 3 looks). */
  | { kind: 'orderReturn'; orderId: string; status: string }
  /** The PayPal payment-return screen: trigger once, then look up (3 s, then every 4 s, 3 looks). */
  | { kind: 'paypalReturn'; bizId: string; cSite: string }
  | { kind: 'error'; orderId?: string }
  | { kind: 'cancel' };

let pending: DepositReturnJob | null = null;

export const depositReturnStore = {
  set(job: DepositReturnJob): void {
    pending = job;
  },
  peek(): DepositReturnJob | null {
    return pending;
  },
  clear(): void {
    pending = null;
  },
};
