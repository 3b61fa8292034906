import { articleIds } from '@casino/contracts/content/article-ids';
import { createElement } from 'react';
import { accessOverlays } from '../features/access/overlays';
import { authOverlays } from '../features/auth/overlays';
import { contentOverlays } from '../features/content/overlays';
import { depositsOverlays } from '../features/deposits/overlays';
import { documentsOverlays } from '../features/documents/overlays';
import { gamesOverlays } from '../features/games/overlays';
import { invitesOverlays } from '../features/invites/overlays';
import { memberOverlays } from '../features/member/overlays';
import { newsOverlays } from '../features/news/overlays';
import { settingsOverlays } from '../features/settings/overlays';
import { transactionsOverlays } from '../features/transactions/overlays';
import { vipOverlays } from '../features/vip/overlays';
import { withdrawalsOverlays } from '../features/withdrawals/overlays';
import { i18n } from '../shared/i18n/i18n';
import { lazyWithRetry } from '../shared/lib/lazy-with-retry';
import type { OverlayComponentProps, OverlayName } from '../shared/overlays/overlay-names';
import type { OverlayRegistry } from '../shared/overlays/overlay-registry-type';

export type { OverlayRegistry };

/**
 * The VIP club: the vip feature's levels with the content feature's article viewer for its text,
 * composed here as the help pages are (lazy-pages.ts), both loaded on first open.
 */
const vipClubOverlays: OverlayRegistry = {
  vipClub: lazyWithRetry(async () => {
    const [{ VipClubOverlay }, { ArticleView }] = await Promise.all([
      import('../features/vip/components/vip-club-overlay'),
      import('../features/content/components/article-view'),
      i18n.loadNamespaces(['content']),
    ]);
    return {
      default: (props: OverlayComponentProps<'vipClub'>) =>
        createElement(VipClubOverlay, {
          ...props,
          article: createElement(ArticleView, { articleId: articleIds.vipClub, onNavigate: props.onClose }),
        }),
    };
  }),
};

/**
 * The app composes the features' overlays, each feature once, under the i18n namespace its texts
 * come from: each feature lists its own in `features/<feature>/overlays.ts` as lazy components, e.g.
 * `deposit: lazyWithRetry(() => import('./components/deposit-overlay').then((m) => ({ default: m.DepositOverlay })))`;
 * the component takes `OverlayComponentProps<'deposit'>` and renders a `Modal` that calls `onClose`.
 * (The names and props stay in shared/overlays/overlay-names.ts: any feature opens an overlay by
 * name without importing the feature that draws it.)
 */
const overlaysByNamespace: Record<string, OverlayRegistry> = {
  access: accessOverlays,
  auth: authOverlays,
  content: contentOverlays,
  deposits: depositsOverlays,
  documents: documentsOverlays,
  games: gamesOverlays,
  invites: invitesOverlays,
  member: memberOverlays,
  news: newsOverlays,
  settings: settingsOverlays,
  transactions: transactionsOverlays,
  vip: { ...vipOverlays, ...vipClubOverlays },
  withdrawals: withdrawalsOverlays,
};

export const overlayRegistry: OverlayRegistry = Object.assign({}, ...Object.values(overlaysByNamespace));

/**
 * The i18n namespace each overlay draws its texts from: most features' English loads on demand
 * (shared/i18n/message-files.ts), and the overlay host asks for it together with the overlay's
 * code rather than after it (one wait, not two).
 */
export const overlayNamespaces: Partial<Record<OverlayName, string>> = Object.fromEntries(
  Object.entries(overlaysByNamespace).flatMap(([namespace, overlays]) =>
    Object.keys(overlays).map((name) => [name, namespace]),
  ),
);
