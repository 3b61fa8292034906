import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the transactions feature draws (lazy: each loads on first open). */
export const transactionsOverlays: OverlayRegistry = {
  transactionHistory: lazyWithRetry(() =>
    import('./components/transaction-history-overlay').then((m) => ({
      default: m.TransactionHistoryOverlay,
    })),
  ),
};
