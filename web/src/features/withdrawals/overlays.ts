import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the withdrawals feature draws (lazy: each loads on first open). */
export const withdrawalsOverlays: OverlayRegistry = {
  cashOut: lazy(() => import('./components/cash-out-overlay').then((m) => ({ default: m.CashOutOverlay }))),
  cashOutHistory: lazy(() =>
    import('./components/cash-out-history-overlay').then((m) => ({ default: m.CashOutHistoryOverlay })),
  ),
  withdrawalVouchers: lazy(() =>
    import('./components/withdrawal-vouchers-overlay').then((m) => ({
      default: m.WithdrawalVouchersOverlay,
    })),
  ),
};
