import { endpoints } from '@casino/contracts/registry';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../shared/api/api-client';
import { closeAllOverlays } from '../../../shared/overlays/overlay-store';
import { STORAGE_KEYS } from '../../../shared/storage/app-storage';
import { renderApp } from '../../../testing/render-app';
import { useSimulator } from '../../../testing/simulator';

describe('promotion pop-up against the simulator', { timeout: 30_000 }, () => {
  useSimulator();
  afterEach(() => closeAllOverlays());

  async function signInDemo(password = 'Demo1234!') {
    const user = await apiClient.call(endpoints.login, { username: 'demo', password, type: 'MEMBER' });
    window.localStorage.setItem(STORAGE_KEYS.token, user.token);
    return user;
  }

  it('shows the promotion popup when a visitor signs in', async () => {
    const { queryClient } = renderApp('/');
    await screen.findByRole('link', { name: 'Lucky Harbor Casino home' });
    const user = await signInDemo();
    queryClient.setQueryData(['session', 'user'], user);
    const popup = await screen.findByRole('dialog', { name: 'Promotion' });
    const action = within(popup)
      .getAllByRole('button')
      .find((b) => b.textContent && b.textContent !== '✕');
    expect(action).toBeDefined();
  });
});
