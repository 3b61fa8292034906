import { type ComponentType, createElement } from 'react';
import type { HelpTopicKey } from '../features/help/help-topics';
import { i18n } from '../shared/i18n/i18n';
import { lazyWithRetry } from '../shared/lib/lazy-with-retry';

/**
 * Every page but home loads on demand (decision 009): its chunk is fetched the first time its route
 * renders, under the shell's Suspense boundary, together with its feature's English (or other
 * language) texts, which load on demand too. Home stays in the first chunk: it is the page most
 * visits start on. A load waits while offline and is tried again (lazy-with-retry.ts).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType, namespaces: string[]) {
  return lazyWithRetry(async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { default: pick(module) };
  });
}

export const ActivationPage = lazyPage(
  () => import('../features/auth/components/activation-page'),
  (m) => m.ActivationPage,
  ['auth'],
);
export const JoinPage = lazyPage(
  () => import('../features/auth/components/join-page'),
  (m) => m.JoinPage,
  ['auth'],
);
export const LoginPage = lazyPage(
  () => import('../features/auth/components/login-page'),
  (m) => m.LoginPage,
  ['auth'],
);
export const PasswordResetPage = lazyPage(
  () => import('../features/auth/components/password-reset-page'),
  (m) => m.PasswordResetPage,
  ['auth'],
);
export const RedirectPage = lazyPage(
  () => import('../features/auth/components/redirect-page'),
  (m) => m.RedirectPage,
  ['auth'],
);
export const AboutBtcPage = lazyPage(
  () => import('../features/content/components/about-btc-page'),
  (m) => m.AboutBtcPage,
  ['content'],
);
export const ArticlePage = lazyPage(
  () => import('../features/content/components/article-page'),
  (m) => m.ArticlePage,
  ['content'],
);
export const CategoryBrowserPage = lazyPage(
  () => import('../features/games/components/category-browser-page'),
  (m) => m.CategoryBrowserPage,
  ['games'],
);
export const NotFoundPage = lazyPage(
  () => import('../features/not-found/components/not-found-page'),
  (m) => m.NotFoundPage,
  [],
);
export const PaymentCallbackPage = lazyPage(
  () => import('../features/deposits/components/payment-callback-page'),
  (m) => m.PaymentCallbackPage,
  ['deposits'],
);
export const PaymentProcessingPage = lazyPage(
  () => import('../features/deposits/components/payment-callback-page'),
  (m) => m.PaymentProcessingPage,
  ['deposits'],
);
export const PaymentWindowClosePage = lazyPage(
  () => import('../features/deposits/components/payment-callback-page'),
  (m) => m.PaymentWindowClosePage,
  ['deposits'],
);
export const ResponsibleGamingPage = lazyPage(
  () => import('../features/protection/components/responsible-gaming-page'),
  (m) => m.ResponsibleGamingPage,
  ['protection'],
);
export const SaferGamblingPage = lazyPage(
  () => import('../features/protection/components/safer-gambling-page'),
  (m) => m.SaferGamblingPage,
  ['protection'],
);
export const QueryOnePage = lazyPage(
  () => import('../features/withdraw-query/components/query-one-page'),
  (m) => m.QueryOnePage,
  ['withdraw-query'],
);
export const QueryTwoPage = lazyPage(
  () => import('../features/withdraw-query/components/query-two-page'),
  (m) => m.QueryTwoPage,
  ['withdraw-query'],
);
export const QueryThreePage = lazyPage(
  () => import('../features/withdraw-query/components/query-three-page'),
  (m) => m.QueryThreePage,
  ['withdraw-query'],
);
export const WithdrawLoginPage = lazyPage(
  () => import('../features/withdraw-query/components/withdraw-login-page'),
  (m) => m.WithdrawLoginPage,
  ['withdraw-query'],
);
export const WithdrawQueryDetailPage = lazyPage(
  () => import('../features/withdraw-query/components/withdraw-query-detail-page'),
  (m) => m.WithdrawQueryDetailPage,
  ['withdraw-query'],
);
export const WithdrawQueryPage = lazyPage(
  () => import('../features/withdraw-query/components/withdraw-query-page'),
  (m) => m.WithdrawQueryPage,
  ['withdraw-query'],
);

/**
 * A help page with its article: the app composes the help area (breadcrumb, search, links) with
 * the content feature's article viewer (and DOMPurify), both loaded with the page.
 */
export function lazyHelpPage(topic: HelpTopicKey, articleId: number) {
  return lazyWithRetry(async () => {
    const [{ createHelpPage }, { ArticleView }] = await Promise.all([
      import('../features/help/components/help-topic-page'),
      import('../features/content/components/article-view'),
      i18n.loadNamespaces(['help', 'content']),
    ]);
    return { default: createHelpPage(topic, () => createElement(ArticleView, { articleId })) };
  });
}
