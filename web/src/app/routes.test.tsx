import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  PAYMENT_CALLBACK_PAGES,
  PAYMENT_PROVIDERS,
  PAYMENT_WINDOW_PAGES,
} from '../features/deposits/payment-callbacks';
import { i18n } from '../shared/i18n/i18n';
import { STORAGE_KEYS } from '../shared/storage/app-storage';
import { renderApp } from '../testing/render-app';
import { ROUTE_PATHS, routeAddresses } from './route-visits';
import { buildRouteObjects } from './router';
import { type AppRoute, appRoutes, isShellFreePath, type PageRoute } from './routes';

// Written out from spec 01 section 2, not from the paths module, so the table is checked against the spec.
const SPEC_PAGES = [
  '/',
  '/index',
  '/join',
  '/activation',
  '/login',
  '/redirect',
  '/password/reset',
  '/aboutBtc',
  '/article',
  '/withdrawQuery',
  '/withdrawLogin',
  '/withdrawQueryDetail',
  '/queryOne',
  '/queryTwo',
  '/queryThree',
  '/branchIndex/help',
  '/myAccount/myAccountInfo',
  '/myAccount/myAccountInfo/depositRules',
  '/myAccount/myAccountInfo/bonusRules',
  '/myAccount/myAccountInfo/casino361',
  '/myAccount/myAccountInfo/aboutUs',
  '/myAccount/myAccountInfo/privacyPolicy',
  '/tableGames/tableGamesInfo',
  '/tableGames/tableGamesInfo/blackjack',
  '/cashier/cashierInfo',
  '/cashier/cashierInfo/withdrawalRules',
  '/bonus/bonusInfo',
  '/bonus/bonusInfo/terms',
  '/404',
];

const SPEC_REDIRECTS: Record<string, string> = {
  '/branchIndex': '/branchIndex/help',
  '/branchIndex/myAccount': '/myAccount/myAccountInfo',
  '/branchIndex/tableGames': '/tableGames/tableGamesInfo',
  '/branchIndex/cashier': '/cashier/cashierInfo',
  '/branchIndex/bonus': '/bonus/bonusInfo',
};

const pageRoutes = appRoutes.filter((route): route is PageRoute => route.kind === 'page');

function pageRouteAt(path: string): PageRoute {
  const route = pageRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no page route ${path}`);
  return route;
}

async function expectPage(router: ReturnType<typeof renderApp>['router'], path: string, title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe(path);
}

describe('route table', () => {
  it('has every page of the spec, all public', () => {
    for (const path of SPEC_PAGES) expect(pageRouteAt(path).public).toBe(true);
    expect(pageRouteAt('/payment/:provider/:page').public).toBe(true);
    expect(pageRouteAt('/payment/:provider/processing').public).toBe(true);
    expect(pageRouteAt('/payment/:provider/close').public).toBe(true);
  });

  it("keeps the responsible-gaming page (ours, a member's settings) for members", () => {
    expect(pageRouteAt('/responsible-gaming').public).toBe(false);
  });

  it('has every redirect of the spec, and a catch-all to /404', () => {
    const redirects = Object.fromEntries(
      appRoutes
        .filter((route): route is Extract<AppRoute, { kind: 'redirect' }> => route.kind === 'redirect')
        .map((route) => [route.path, route.to]),
    );
    expect(redirects).toEqual({ ...SPEC_REDIRECTS, '*': '/404' });
  });

  it('is built from the shared path list, which the browser suite visits (route-visits.ts)', () => {
    const tablePaths = appRoutes.map((route) => route.path).filter((path) => path !== '*');
    expect(new Set(tablePaths)).toEqual(new Set(ROUTE_PATHS));
    // Every address the browser suite opens lands on a route of the table, never the catch-all.
    for (const address of routeAddresses()) {
      const matched = matchRoutes(buildRouteObjects(appRoutes), address.split('?')[0] ?? address) ?? [];
      expect(matched.at(-1)?.route.path, address).not.toBe('*');
    }
  });

  it('names sample addresses for a path with parameters, or refuses to skip it', () => {
    // The six callback pages: four under the shell, the payment window's two on their own.
    expect(routeAddresses(['/payment/:provider/:page'])).toHaveLength(4);
    expect(
      routeAddresses(['/payment/:provider/processing', '/payment/:provider/close']).map(
        (address) => address.split('/')[3],
      ),
    ).toEqual(['processing', 'close']);
    expect(() => routeAddresses(['/wallet/:id'])).toThrow(/give it sample addresses/);
  });

  it('has no path twice', () => {
    const all = appRoutes.map((route) => route.path);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('routing', () => {
  it.each(SPEC_PAGES)('%s shows its page with its translated title', async (path) => {
    const { router } = renderApp(path);
    await expectPage(router, path, i18n.t(pageRouteAt(path).titleKey));
    // Every page says what it is for, in a sentence under the heading.
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent?.length).toBeGreaterThan(
      20,
    );
  });

  it.each(Object.entries(SPEC_REDIRECTS))('%s redirects to %s', async (from, to) => {
    const { router } = renderApp(from);
    await expectPage(router, to, i18n.t(pageRouteAt(to).titleKey));
  });

  it.each(
    PAYMENT_PROVIDERS.flatMap((provider) =>
      PAYMENT_CALLBACK_PAGES.map((page) => `/payment/${provider}/${page}`),
    ),
  )('%s is a payment callback page', (path) => {
    // The callback pages hand over to the deposit pop-up and move on (home, or closing the
    // window), so the table is checked here; the pages' behaviour in features/deposits.
    const matched = matchRoutes(buildRouteObjects(appRoutes), path) ?? [];
    const leaf = matched.at(-1)?.route;
    const [, , provider = '', page = ''] = path.split('/');
    // The payment window's pages have routes of their own, drawn without the shell.
    if ((PAYMENT_WINDOW_PAGES as readonly string[]).includes(page)) {
      expect(leaf?.path).toBe(`/payment/:provider/${page}`);
      expect(matched.at(-1)?.params).toMatchObject({ provider });
      expect(isShellFreePath(path)).toBe(true);
    } else {
      expect(leaf?.path).toBe('/payment/:provider/:page');
      expect(matched.at(-1)?.params).toMatchObject({ provider, page });
      expect(isShellFreePath(path)).toBe(false);
    }
  });

  it.each(['/payment/stripe/return', '/payment/paypal/refund', '/no/such/page', '/joinus'])(
    '%s lands on /404',
    async (path) => {
      const { router } = renderApp(path);
      await expectPage(router, '/404', 'Page not found');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    },
  );

  it.each([
    ['/queryOneDetail', 'Withdrawal query: step 1'],
    ['/queryTwo/pending', 'Withdrawal query: step 2'],
    ['/queryThreeResult', 'Withdrawal query: step 3'],
  ])('%s is a prefix of a query page', async (path, title) => {
    const { router } = renderApp(path);
    await expectPage(router, path, title);
  });

  it('keeps the article id query', async () => {
    const { router } = renderApp('/article?id=42');
    await expectPage(router, '/article', 'Article');
    expect(router.state.location.search).toBe('?id=42');
  });

  it('redirect helper goes on to an in-app path only', async () => {
    const { router } = renderApp('/redirect?to=%2FaboutBtc');
    await expectPage(router, '/aboutBtc', 'Crypto guide');
  });
});

describe('page title', () => {
  it('is the route title and the site name, and follows navigation', async () => {
    const { router } = renderApp('/join');
    await waitFor(() => expect(document.title).toBe('Sign Up - Lucky Harbor Casino'));
    await router.navigate('/tableGames/tableGamesInfo/blackjack');
    await waitFor(() => expect(document.title).toBe('Blackjack - Lucky Harbor Casino'));
  });
});

describe('invite links', () => {
  it('keep the code of /#/?code=XYZ', async () => {
    renderApp('/?code=XYZ');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.inviteCode)).toBe('XYZ'));
  });

  it('ignore a code on other pages (provider callbacks carry their own)', async () => {
    renderApp('/article?id=1&code=PROVIDER');
    await screen.findByRole('heading', { level: 1, name: 'Article' });
    expect(window.localStorage.getItem(STORAGE_KEYS.inviteCode)).toBeNull();
  });
});
