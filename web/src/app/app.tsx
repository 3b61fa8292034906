import type { QueryClient } from '@tanstack/react-query';
import { HashRouter } from 'react-router';
import { QueriesFollowLanguage } from '../shared/i18n/queries-in-player-language';
import { AccessGate } from './access-gate';
import { OverlayHistory } from './overlay-history';
import { AppProviders } from './providers';
import { AppRoutes, HashAddressCatchUp } from './router';

/** `queryClient`: main.tsx passes the one it started the first calls with. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <QueriesFollowLanguage />
      <AccessGate>
        <HashRouter>
          <HashAddressCatchUp />
          <OverlayHistory />
          <AppRoutes />
        </HashRouter>
      </AccessGate>
    </AppProviders>
  );
}
