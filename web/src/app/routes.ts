import { articleIds } from '@casino/contracts/content/article-ids';
import { type ComponentType, createElement } from 'react';
import { matchPath } from 'react-router';
import { GamesHomeLobby } from '../features/games/components/games-home-lobby';
import { GAMES_LOBBY_ROUTE } from '../features/games/lib/game-lists';
import type { HelpTopicKey } from '../features/help/help-topics';
import { HomePage } from '../features/home/components/home-page';
import { paths } from '../shared/config/paths';
import type { en } from '../shared/i18n/locales/en';
import {
  AboutBtcPage,
  ActivationPage,
  ArticlePage,
  CategoryBrowserPage,
  JoinPage,
  LoginPage,
  lazyHelpPage,
  NotFoundPage,
  PasswordResetPage,
  PaymentCallbackPage,
  PaymentProcessingPage,
  PaymentWindowClosePage,
  QueryOnePage,
  QueryThreePage,
  QueryTwoPage,
  RedirectPage,
  ResponsibleGamingPage,
  SaferGamblingPage,
  WithdrawLoginPage,
  WithdrawQueryDetailPage,
  WithdrawQueryPage,
} from './lazy-pages';
import { MEMBER_ONLY_PATHS } from './route-visits';

export type RouteTitleKey = `routes.${keyof typeof en.routes}`;

export interface PageRoute {
  kind: 'page';
  /** A React Router path under the hash (`/payment/:provider/:page`). */
  path: string;
  titleKey: RouteTitleKey;
  /** Visitors may open it; other paths send them to /login with a backurl. */
  public: boolean;
  Component: ComponentType;
  /**
   * The spec writes `/queryOne*`: the page also answers any path that starts with this one
   * (`/queryOne/...` and `/queryOneDetail` alike).
   */
  matchesPrefix?: boolean;
  /**
   * false: drawn on its own, without the shell (top bar, footer, chat, pop-ups of the site):
   * the payment window's pages, where nothing may start another deposit.
   */
  shell?: false;
}

export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  to: string;
}

export type AppRoute = PageRoute | RedirectRoute;

const page = (
  path: string,
  titleKey: RouteTitleKey,
  Component: ComponentType,
  extra: Partial<Pick<PageRoute, 'matchesPrefix' | 'shell'>> = {},
): PageRoute => ({
  kind: 'page',
  path,
  titleKey,
  Component,
  public: !MEMBER_ONLY_PATHS.includes(path),
  ...extra,
});

/**
 * A help page with its article: the app composes the help area (breadcrumb, search, links) with
 * the content feature's article viewer, so neither feature imports the other.
 */
const helpPage = (topic: HelpTopicKey, articleId: number) => lazyHelpPage(topic, articleId);

const redirect = (path: string, to: string): RedirectRoute => ({ kind: 'redirect', path, to });

/** Home: the home feature's page around the games feature's lobby (features never import each other). */
function HomeWithLobby() {
  return createElement(HomePage, { lobby: createElement(GamesHomeLobby) });
}

/**
 * The route table of spec 01 section 2. Every path in the spec is public; a member-only page is
 * listed in MEMBER_ONLY_PATHS (route-visits.ts) and the guard sends visitors to /login.
 */
export const appRoutes: readonly AppRoute[] = [
  page(paths.home, 'routes.home', HomeWithLobby),
  page(paths.index, 'routes.home', HomeWithLobby),
  // The category browser (ours: the spec names no path for it); visitors browse it too.
  page(GAMES_LOBBY_ROUTE, 'routes.games', CategoryBrowserPage),
  page(paths.join, 'routes.join', JoinPage),
  page(paths.activation, 'routes.activation', ActivationPage),
  page(paths.login, 'routes.login', LoginPage),
  page(paths.redirect, 'routes.redirect', RedirectPage),
  page(paths.passwordReset, 'routes.passwordReset', PasswordResetPage),
  page(paths.aboutBtc, 'routes.aboutBtc', AboutBtcPage),
  page(paths.article, 'routes.article', ArticlePage),
  page(paths.withdrawQuery, 'routes.withdrawQuery', WithdrawQueryPage),
  page(paths.withdrawLogin, 'routes.withdrawLogin', WithdrawLoginPage),
  page(paths.withdrawQueryDetail, 'routes.withdrawQueryDetail', WithdrawQueryDetailPage),
  page(paths.queryOne, 'routes.queryOne', QueryOnePage, { matchesPrefix: true }),
  page(paths.queryTwo, 'routes.queryTwo', QueryTwoPage, { matchesPrefix: true }),
  page(paths.queryThree, 'routes.queryThree', QueryThreePage, { matchesPrefix: true }),
  page(paths.payment, 'routes.payment', PaymentCallbackPage),
  // The payment window's own pages: more specific than the one above, so they win for their page.
  page(paths.paymentProcessing, 'routes.payment', PaymentProcessingPage, { shell: false }),
  page(paths.paymentClose, 'routes.payment', PaymentWindowClosePage, { shell: false }),
  redirect(paths.branchIndex, paths.help),
  page(paths.help, 'routes.help', helpPage('help', articleIds.helpHome)),
  redirect(paths.branchMyAccount, paths.myAccountInfo),
  redirect(paths.branchTableGames, paths.tableGamesInfo),
  redirect(paths.branchCashier, paths.cashierInfo),
  redirect(paths.branchBonus, paths.bonusInfo),
  page(paths.myAccountInfo, 'routes.myAccountInfo', helpPage('myAccountInfo', articleIds.myAccountInfo)),
  page(paths.depositRules, 'routes.depositRules', helpPage('depositRules', articleIds.depositRules)),
  page(paths.bonusRules, 'routes.bonusRules', helpPage('bonusRules', articleIds.bonusRules)),
  page(paths.casino361, 'routes.casino361', helpPage('casino361', articleIds.casinoRules)),
  page(paths.aboutUs, 'routes.aboutUs', helpPage('aboutUs', articleIds.aboutUs)),
  page(paths.privacyPolicy, 'routes.privacyPolicy', helpPage('privacyPolicy', articleIds.privacyPolicySite)),
  page(paths.tableGamesInfo, 'routes.tableGamesInfo', helpPage('tableGamesInfo', articleIds.tableGamesInfo)),
  page(paths.blackjack, 'routes.blackjack', helpPage('blackjack', articleIds.blackjack)),
  page(paths.cashierInfo, 'routes.cashierInfo', helpPage('cashierInfo', articleIds.cashierInfo)),
  page(
    paths.withdrawalRules,
    'routes.withdrawalRules',
    helpPage('withdrawalRules', articleIds.withdrawalRules),
  ),
  page(paths.bonusInfo, 'routes.bonusInfo', helpPage('bonusInfo', articleIds.bonusInfo)),
  page(paths.bonusTerms, 'routes.bonusTerms', helpPage('bonusTerms', articleIds.bonusTerms)),
  // Player protection (ours): the member's tools, and advice and help for everyone.
  page(paths.responsibleGaming, 'routes.responsibleGaming', ResponsibleGamingPage),
  page(paths.saferGambling, 'routes.saferGambling', SaferGamblingPage),
  page(paths.notFound, 'routes.notFound', NotFoundPage),
  // Every unknown path lands on /404 (after the prefix pages had their chance).
  redirect('*', paths.notFound),
];

/** The prefix page (`/queryOne*`) a path falls under, if any. */
export function findPrefixRoute(
  pathname: string,
  routes: readonly AppRoute[] = appRoutes,
): PageRoute | undefined {
  return routes.find(
    (route): route is PageRoute =>
      route.kind === 'page' && route.matchesPrefix === true && pathname.startsWith(route.path),
  );
}

/**
 * Whether `pathname` is a page drawn without the shell (a payment window): main.tsx then
 * mounts no demo panel and warms up none of the site's screens there.
 */
export function isShellFreePath(pathname: string, routes: readonly AppRoute[] = appRoutes): boolean {
  return routes.some(
    (route) => route.kind === 'page' && route.shell === false && matchPath(route.path, pathname) !== null,
  );
}
