import {
  PAYMENT_CALLBACK_PAGES,
  PAYMENT_PROVIDERS,
  PAYMENT_WINDOW_PAGES,
  type PaymentCallbackPage,
  paymentCallbackPath,
} from '../features/deposits/payment-callbacks';
import { GAMES_LOBBY_ROUTE, gamesLobbyPath } from '../features/games/lib/game-lists';
import { articlePath, paths } from '../shared/config/paths';

/**
 * Every path the route table (routes.ts) answers, pages and redirects alike: the table is built
 * from these and nothing else (routes.test.tsx checks both ways). Plain data, no React, so the
 * browser suite imports it too (tests/e2e/accessibility.spec.ts): a new route is visited there
 * without anyone retyping it.
 */
export const ROUTE_PATHS: readonly string[] = [...Object.values(paths), GAMES_LOBBY_ROUTE];

/**
 * The members-only paths: a visitor there is sent to /login (every other path is public, the
 * payment callbacks too). The route table marks its pages from this list.
 */
export const MEMBER_ONLY_PATHS: readonly string[] = [paths.responsibleGaming];

/**
 * Addresses to open for the paths with parameters. Every callback page once, each with another
 * provider, so every provider and every page is seen (the page, not the provider, decides the
 * screen; payment-callback-page.tsx).
 */
const CALLBACK_SAMPLES = PAYMENT_CALLBACK_PAGES.map((page, index) => ({
  page,
  address: paymentCallbackPath(PAYMENT_PROVIDERS[index % PAYMENT_PROVIDERS.length] ?? 'paypal', page),
}));

/** The sample addresses of the callback pages `keep` picks. */
function callbackSamples(keep: (page: PaymentCallbackPage) => boolean): string[] {
  return CALLBACK_SAMPLES.filter((sample) => keep(sample.page)).map((sample) => sample.address);
}

const isWindowPage = (page: PaymentCallbackPage) =>
  (PAYMENT_WINDOW_PAGES as readonly string[]).includes(page);

const SAMPLE_ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  [paths.article]: [articlePath(1)],
  [paths.payment]: callbackSamples((page) => !isWindowPage(page)),
  [paths.paymentProcessing]: callbackSamples((page) => page === 'processing'),
  [paths.paymentClose]: callbackSamples((page) => page === 'close'),
  [GAMES_LOBBY_ROUTE]: [gamesLobbyPath('all')],
};

/** A path a browser can open as it is: no `:param` and no optional segment. */
function isLiteral(path: string): boolean {
  return !/[:?*]/.test(path);
}

/**
 * The addresses that show every route: a literal path as it is, a path with parameters through
 * its samples. Throws for a parameterised path nobody gave a sample for, so it is not skipped.
 */
export function routeAddresses(routePaths: readonly string[] = ROUTE_PATHS): string[] {
  return routePaths.flatMap((path) => {
    const samples = SAMPLE_ADDRESSES[path];
    if (samples) return [...samples];
    if (isLiteral(path)) return [path];
    throw new Error(`route-visits: ${path} has parameters; give it sample addresses`);
  });
}
