import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AccessGate } from './access-gate';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** `queryClient`: main.tsx passes the one it started the first calls with. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <AccessGate>
        <RouterProvider router={router} />
      </AccessGate>
    </AppProviders>
  );
}
