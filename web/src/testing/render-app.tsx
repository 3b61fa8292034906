import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AccessGate } from '../app/access-gate';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { buildRouteObjects } from '../app/router';
import { type AppRoute, appRoutes } from '../app/routes';

interface RenderAppOptions {
  /** The route table; tests of the guard add a fake member-only page. */
  routes?: readonly AppRoute[];
  /** Wrap in the access gate, as the real app does. */
  withAccessGate?: boolean;
}

/** Renders the app's real providers, shell and route table at `path` in a memory router. */
export function renderApp(
  path: string,
  { routes = appRoutes, withAccessGate = false }: RenderAppOptions = {},
) {
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  const queryClient = createAppQueryClient();
  // Same retry rules as the app, without the waits between attempts.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const app = <RouterProvider router={router} />;
  const view = render(
    <AppProviders queryClient={queryClient}>
      {withAccessGate ? <AccessGate>{app}</AccessGate> : app}
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
