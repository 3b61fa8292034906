import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n';
import { ControlPanelLauncher } from './components/control-panel';

/**
 * Mounts the demo panel as its own React root beside the app (main.tsx loads this file only in
 * dev and demo builds, through a dynamic import the production build drops). Its own query
 * client: the panel's reads never mix with the app's cache.
 */
export function mountControlPanel(): void {
  const host = document.createElement('div');
  host.id = 'control-panel-root';
  document.body.append(host);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  createRoot(host).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <ControlPanelLauncher />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
