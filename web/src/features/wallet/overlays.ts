import { lazy } from 'react';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the wallet feature draws (lazy: each loads on first open). */
export const walletOverlays: OverlayRegistry = {
  cashOut: lazy(() => import('./components/cash-out-overlay').then((m) => ({ default: m.CashOutOverlay }))),
  cashOutHistory: lazy(() =>
    import('./components/cash-out-history-overlay').then((m) => ({ default: m.CashOutHistoryOverlay })),
  ),
  transactionHistory: lazy(() =>
    import('./components/transaction-history-overlay').then((m) => ({
      default: m.TransactionHistoryOverlay,
    })),
  ),
  uploadDocuments: lazy(() =>
    import('./components/upload-documents-overlay').then((m) => ({ default: m.UploadDocumentsOverlay })),
  ),
  vipStore: lazy(() =>
    import('./components/vip-store-overlay').then((m) => ({ default: m.VipStoreOverlay })),
  ),
  withdrawalVouchers: lazy(() =>
    import('./components/withdrawal-vouchers-overlay').then((m) => ({
      default: m.WithdrawalVouchersOverlay,
    })),
  ),
};
