import { createHashRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import { type AppRoute, appRoutes, findPrefixRoute } from './routes';
import { AppLayout } from './shell/app-layout';

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
    element: <RouteGuard key={route.path} route={route} />,
    errorElement: <RouteErrorPage />,
  };
}

/** The route objects of a route table, under the shell. Tests build memory routers from them. */
export function buildRouteObjects(routes: readonly AppRoute[] = appRoutes): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: routes.map((route) => toRouteObject(route, routes)),
    },
  ];
}

/** Hash-based, as the spec asks: the app works from any static host without rewrites. */
export function createAppRouter() {
  return createHashRouter(buildRouteObjects());
}
