import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { env } from '../../shared/config/env';
import { Icon } from '../../shared/ui/icon';
import { OverlayHost } from '../overlay-host';
import { MAIN_CONTENT_ID } from './app-layout';
import { PageFallback } from './page-fallback';
import './shell.css';

/**
 * The frame of a payment window's pages: the site's name, the page, and the host of
 * dialogs and toasts. Nothing else of the shell: no balance, Deposit, menu, footer or chat, none
 * of the pop-ups the shell opens by itself (promotion, reality check), and main.tsx mounts no
 * demo panel here, so nothing in the window a payment runs in can start another deposit.
 */
export function PaymentWindowLayout() {
  return (
    <div className="payment-window">
      <header className="payment-window__header">
        <span className="top-bar__logo-mark" aria-hidden="true">
          <Icon name="spade" />
        </span>
        <span className="payment-window__site">{env.siteName}</span>
      </header>
      <main id={MAIN_CONTENT_ID} className="payment-window__main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <OverlayHost />
    </div>
  );
}
