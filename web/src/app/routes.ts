import type { ComponentType } from 'react';
import { ActivationPage } from '../features/auth/components/activation-page';
import { JoinPage } from '../features/auth/components/join-page';
import { LoginPage } from '../features/auth/components/login-page';
import { PasswordResetPage } from '../features/auth/components/password-reset-page';
import { RedirectPage } from '../features/auth/components/redirect-page';
import { AboutBtcPage } from '../features/content/components/about-btc-page';
import { ArticlePage } from '../features/content/components/article-page';
import {
  AboutUsPage,
  BlackjackPage,
  BonusInfoPage,
  BonusRulesPage,
  BonusTermsPage,
  CashierInfoPage,
  CasinoRulesPage,
  DepositRulesPage,
  HelpHomePage,
  MyAccountInfoPage,
  PrivacyPolicyPage,
  TableGamesInfoPage,
  WithdrawalRulesPage,
} from '../features/help/components/help-pages';
import { HomePage } from '../features/home/components/home-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { PaymentCallbackPage } from '../features/payments/components/payment-callback-page';
import { QueryOnePage } from '../features/withdraw-query/components/query-one-page';
import { QueryThreePage } from '../features/withdraw-query/components/query-three-page';
import { QueryTwoPage } from '../features/withdraw-query/components/query-two-page';
import { WithdrawLoginPage } from '../features/withdraw-query/components/withdraw-login-page';
import { WithdrawQueryDetailPage } from '../features/withdraw-query/components/withdraw-query-detail-page';
import { WithdrawQueryPage } from '../features/withdraw-query/components/withdraw-query-page';
import { paths } from '../shared/config/paths';
import type { en } from '../shared/i18n/locales/en';

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
  extra: Partial<Pick<PageRoute, 'public' | 'matchesPrefix'>> = {},
): PageRoute => ({ kind: 'page', path, titleKey, Component, public: extra.public ?? true, ...extra });

const redirect = (path: string, to: string): RedirectRoute => ({ kind: 'redirect', path, to });

/**
 * The route table of spec 01 section 2. Every path in the spec is public; a member-only page
 * is added with `{ public: false }` and the guard sends visitors to /login.
 */
export const appRoutes: readonly AppRoute[] = [
  page(paths.home, 'routes.home', HomePage),
  page(paths.index, 'routes.home', HomePage),
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
  redirect(paths.branchIndex, paths.help),
  page(paths.help, 'routes.help', HelpHomePage),
  redirect(paths.branchMyAccount, paths.myAccountInfo),
  redirect(paths.branchTableGames, paths.tableGamesInfo),
  redirect(paths.branchCashier, paths.cashierInfo),
  redirect(paths.branchBonus, paths.bonusInfo),
  page(paths.myAccountInfo, 'routes.myAccountInfo', MyAccountInfoPage),
  page(paths.depositRules, 'routes.depositRules', DepositRulesPage),
  page(paths.bonusRules, 'routes.bonusRules', BonusRulesPage),
  page(paths.casino361, 'routes.casino361', CasinoRulesPage),
  page(paths.aboutUs, 'routes.aboutUs', AboutUsPage),
  page(paths.privacyPolicy, 'routes.privacyPolicy', PrivacyPolicyPage),
  page(paths.tableGamesInfo, 'routes.tableGamesInfo', TableGamesInfoPage),
  page(paths.blackjack, 'routes.blackjack', BlackjackPage),
  page(paths.cashierInfo, 'routes.cashierInfo', CashierInfoPage),
  page(paths.withdrawalRules, 'routes.withdrawalRules', WithdrawalRulesPage),
  page(paths.bonusInfo, 'routes.bonusInfo', BonusInfoPage),
  page(paths.bonusTerms, 'routes.bonusTerms', BonusTermsPage),
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
