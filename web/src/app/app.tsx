import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AccessGate } from './access-gate';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <AccessGate>
        <RouterProvider router={router} />
      </AccessGate>
    </AppProviders>
  );
}
