import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the withdrawals feature draws (lazy: each loads on first open). */
export const withdrawalsOverlays: OverlayRegistry = {
  cashOut: lazyWithRetry(() =>
    import('./components/cash-out-overlay').then((m) => ({ default: m.CashOutOverlay })),
  ),
  cashOutHistory: lazyWithRetry(() =>
    import('./components/cash-out-history-overlay').then((m) => ({ default: m.CashOutHistoryOverlay })),
  ),
  withdrawalVouchers: lazyWithRetry(() =>
    import('./components/withdrawal-vouchers-overlay').then((m) => ({
      default: m.WithdrawalVouchersOverlay,
    })),
  ),
};
