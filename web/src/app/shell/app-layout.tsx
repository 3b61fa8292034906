import { Suspense, useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { OpenOrdersWatch } from '../../features/deposits/components/open-orders-watch';
import { RealityCheckWatcher } from '../../features/reality-check/components/reality-check-watcher';
import { useAdsScript } from '../../features/settings/hooks/use-ads-script';
import { useLayout } from '../../shared/hooks/use-layout';
import { lazyWithRetry } from '../../shared/lib/lazy-with-retry';
import { useSessionUser } from '../../shared/session/api/get-session-user';
import { useSessionFreshness } from '../../shared/session/hooks/use-session-freshness';
import { OfflineNotice } from '../offline/offline-notice';
import { OverlayHost } from '../overlay-host';
import { useInviteCodeCapture } from '../use-invite-code-capture';
import { ChatIcon } from './chat-icon';
import { PageFallback } from './page-fallback';
import { ScrollOnNavigate } from './scroll-on-navigate';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { usePromotionOnSignIn } from './use-promotion-on-sign-in';
import './shell.css';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The drawer is mounted only while open: its code is not on the first screen's path.
 * warm-up.ts fetches it once the page is idle, so the first tap on Menu rarely waits.
 */
export const loadSideDrawer = () => import('./side-drawer');
const SideDrawer = lazyWithRetry(() => loadSideDrawer().then((module) => ({ default: module.SideDrawer })));

/**
 * The shell around every page: top bar with the side drawer, the page in a main landmark,
 * footer, chat icon and the overlay host (pop-ups, dialogs, loading overlay, toasts), inside
 * the router so pop-ups can link.
 */
export function AppLayout() {
  const layout = useLayout();
  const { data: user } = useSessionUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useInviteCodeCapture();
  useAdsScript();
  usePromotionOnSignIn(user);
  useSessionFreshness(Boolean(user));

  const closeDrawer = useCallback((then?: () => void) => {
    // Focus goes back to the menu button first, so that a screen opened from the drawer
    // returns focus there when it closes.
    menuButtonRef.current?.focus();
    setDrawerOpen(false);
    then?.();
  }, []);

  return (
    <div className={`shell shell--${layout}`}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <TopBar
        layout={layout}
        user={user}
        drawerOpen={drawerOpen}
        onOpenMenu={() => setDrawerOpen(true)}
        menuButtonRef={menuButtonRef}
      />
      <main id={MAIN_CONTENT_ID} className="shell__main" tabIndex={-1}>
        {/* Pages load on demand (routes.ts); navigations are transitions, so the page on
            screen stays until the next one's code has arrived. */}
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter layout={layout} user={user} />
      {drawerOpen && (
        <Suspense fallback={null}>
          <SideDrawer user={user ?? null} onClose={closeDrawer} />
        </Suspense>
      )}
      <ChatIcon />
      <OverlayHost />
      <OfflineNotice />
      <RealityCheckWatcher user={user} />
      <OpenOrdersWatch user={user} />
      <ScrollOnNavigate />
    </div>
  );
}
