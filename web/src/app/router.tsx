import { Component, type ErrorInfo, type ReactNode, useEffect, useMemo } from 'react';
import { Navigate, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { type AppRoute, appRoutes, findPrefixRoute } from './routes';
import { AppLayout } from './shell/app-layout';
import { PaymentWindowLayout } from './shell/payment-window-layout';

/**
 * A page that throws while rendering (or whose code fails to load) shows the error page in
 * its place; the shell stays. The next navigation (`resetKey`: the location's key) tries again.
 */
class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state: { failedAt: string | null } = { failedAt: null };

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: { failedAt: string | null },
  ): { failedAt: string | null } | null {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}

function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <RouteErrorBoundary resetKey={key}>{children}</RouteErrorBoundary>;
}

/** `*`: a prefix page (`/queryOneDetail`) if one matches, else a redirect to /404. */
function CatchAllRoute({ routes, fallback }: { routes: readonly AppRoute[]; fallback: string }) {
  const { pathname } = useLocation();
  const prefixRoute = findPrefixRoute(pathname, routes);
  if (prefixRoute) return <RouteGuard key={prefixRoute.path} route={prefixRoute} />;
  return <Navigate to={fallback} replace />;
}

function toRouteObject(route: AppRoute, routes: readonly AppRoute[]): RouteObject {
  if (route.kind === 'redirect') {
    if (route.path === '*')
      return { path: '*', element: <CatchAllRoute routes={routes} fallback={route.to} /> };
    return { path: route.path, element: <Navigate to={route.to} replace /> };
  }
  return {
    path: route.matchesPrefix ? `${route.path}/*` : route.path,
    // A key per route: moving between two pages never reuses the other's guard state.
    element: (
      <PageErrorBoundary key={route.path}>
        <RouteGuard route={route} />
      </PageErrorBoundary>
    ),
  };
}

const isShellFree = (route: AppRoute) => route.kind === 'page' && route.shell === false;

/**
 * The route objects of a route table: its pages under the shell, but for those drawn on their
 * own (`shell: false`, the payment window's pages), under the payment window's frame.
 */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  const framed = (layout: ReactNode, children: readonly AppRoute[]): RouteObject => ({
    element: <PageErrorBoundary>{layout}</PageErrorBoundary>,
    children: children.map((route) => toRouteObject(route, routes)),
  });
  const shellFree = routes.filter(isShellFree);
  return [
    framed(
      <AppLayout />,
      routes.filter((route) => !isShellFree(route)),
    ),
    ...(shellFree.length > 0 ? [framed(<PaymentWindowLayout />, shellFree)] : []),
  ];
}

/**
 * The app's pages, inside whichever router the caller gives: the app's `HashRouter` (the spec's
 * hash URLs work from any static host) or a test's `MemoryRouter`. The declarative router, not
 * `createHashRouter`: the app uses no loaders or actions, and it is half the size on the first
 * load (decision 011). Navigations are still transitions, so the page on screen stays
 * until the next one's code has arrived.
 */
export function AppRoutes({ routes = appRoutes }: { routes?: readonly AppRoute[] }) {
  const routeObjects = useMemo(() => buildRouteObjects(routes), [routes]);
  return useRoutes(routeObjects);
}

/** The address under the hash, as the hash router reads it (`#/join?x=1` is /join?x=1). */
function addressInHash(): string {
  const path = window.location.hash.slice(1);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The hash router reads the address when it first renders and listens for changes only from
 * its first commit; an address change in between (the page opened on a link while the access
 * check was still out, a fast back) was missed, leaving the page and the address apart. Read
 * once more after mounting, when the listener is in place.
 */
export function HashAddressCatchUp() {
  const location = useLocation();
  const navigate = useNavigate();
  // Once, right after the first commit.
  useEffect(() => {
    const shown = `${location.pathname}${location.search}${location.hash}`;
    const actual = addressInHash();
    if (window.location.hash && actual !== shown) navigate(actual, { replace: true });
  }, []);
  return null;
}
