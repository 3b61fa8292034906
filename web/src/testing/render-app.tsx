import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { AccessGate } from '../app/access-gate';
import { AppProviders, createAppQueryClient } from '../app/providers';
import { AppRoutes } from '../app/router';
import { type AppRoute, appRoutes } from '../app/routes';

interface RenderAppOptions {
  /** The route table; tests of the guard add a fake member-only page. */
  routes?: readonly AppRoute[];
  /** Wrap in the access gate, as the real app does. */
  withAccessGate?: boolean;
}

/** What a test reads and drives of the router: where it is, and a way to go elsewhere. */
export interface TestRouter {
  readonly state: { location: Location };
  navigate(to: string): Promise<void>;
}

interface Probe {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Reports the memory router's location and navigate function to the test. */
function RouterProbe({ probe }: { probe: Probe }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/** Renders the app's real providers, shell and route table at `path` in a memory router. */
export function renderApp(
  path: string,
  { routes = appRoutes, withAccessGate = false }: RenderAppOptions = {},
) {
  const probe: Probe = {};
  const queryClient = createAppQueryClient();
  // Same retry rules as the app, without the waits between attempts.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const app = (
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={routes} />
      <RouterProbe probe={probe} />
    </MemoryRouter>
  );
  const view = render(
    <AppProviders queryClient={queryClient}>
      {withAccessGate ? <AccessGate>{app}</AccessGate> : app}
    </AppProviders>,
  );
  const router: TestRouter = {
    get state() {
      if (!probe.location) throw new Error('The router has not rendered');
      return { location: probe.location };
    },
    async navigate(to: string) {
      const navigate = probe.navigate;
      if (!navigate) throw new Error('The router has not rendered');
      await act(async () => {
        await navigate(to);
      });
    },
  };
  return { ...view, router, queryClient };
}

/**
 * Opens an entry of the rendered app's drawer as a player does: Menu in the top bar, then the
 * entry's group when it has one, then the entry. Returns the drawer.
 */
export async function openFromDrawer(entry: string, group?: string): Promise<HTMLElement> {
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /Menu/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
  if (group) await userEvent.click(within(drawer).getByRole('button', { name: group }));
  await userEvent.click(within(drawer).getByRole('button', { name: entry }));
  return drawer;
}
