import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import type { OverlayRegistry } from '../../shared/overlays/overlay-registry-type';

/** The overlays the documents feature draws (lazy: each loads on first open). */
export const documentsOverlays: OverlayRegistry = {
  uploadDocuments: lazyWithRetry(() =>
    import('./components/upload-documents-overlay').then((m) => ({ default: m.UploadDocumentsOverlay })),
  ),
};
