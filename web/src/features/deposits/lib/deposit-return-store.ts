import { claimOpenOrder } from './open-orders';
import { purchaseKey } from './purchase-tracking';

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

/**
 * How long a handed-over order is kept from the app-wide follower at most, should the pop-up
 * never read the job: then the follower takes the order on.
 */
export const HANDED_OVER_CLAIM_MS = 60_000;

let pending: DepositReturnJob | null = null;
let releaseClaim: (() => void) | null = null;
let claimTimer: ReturnType<typeof setTimeout> | undefined;

function release(): void {
  clearTimeout(claimTimer);
  releaseClaim?.();
  releaseClaim = null;
}

/** The order a return job looks up, by its open-order key. */
function lookedUpOrder(job: DepositReturnJob): string | null {
  if (job.kind === 'orderReturn') return purchaseKey.order(job.orderId);
  if (job.kind === 'paypalReturn') return purchaseKey.order(job.bizId);
  return null;
}

export const depositReturnStore = {
  /**
   * The job's order is claimed from the moment it is handed over (decision 065): between the
   * payment frame that let it go and the return view that follows it, lazily loaded routes and
   * the pop-up take their time on a slow phone, and the app-wide follower would tell the order's
   * end on its own, then the return view a second time.
   */
  set(job: DepositReturnJob): void {
    release();
    pending = job;
    const key = lookedUpOrder(job);
    if (key === null) return;
    releaseClaim = claimOpenOrder(key);
    claimTimer = setTimeout(release, HANDED_OVER_CLAIM_MS);
  },
  peek(): DepositReturnJob | null {
    return pending;
  },
  /** The pop-up has read the job (its return view, mounted first, claims the order itself). */
  clear(): void {
    pending = null;
    release();
  },
};
