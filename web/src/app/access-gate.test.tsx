import { AccessStatus } from '@casino/contracts/enums';
import { endpoints } from '@casino/contracts/registry';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '../shared/lib/browser-location';
import { type MockAnswer, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

vi.mock('../shared/lib/browser-location', () => ({ replaceLocation: vi.fn() }));

describe('access gate', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hides the whole app behind a busy indicator until the policy answers', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    mockApi([
      [
        endpoints.accessPolicy,
        () =>
          new Promise<MockAnswer>((resolve) => {
            answer = resolve;
          }),
      ],
    ]);
    renderApp('/', { withAccessGate: true });

    expect(screen.getByRole('status')).toHaveTextContent('Checking that our services are available');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    answer({ data: { status: AccessStatus.ALLOWED, url: null } });
    expect(await screen.findByRole('link', { name: 'Lucky Harbor Casino home' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('sends a restricted visitor to the URL given and never shows the app', async () => {
    mockApi([
      [
        endpoints.accessPolicy,
        { data: { status: AccessStatus.RESTRICTED, url: 'https://example.org/restricted' } },
      ],
    ]);
    renderApp('/', { withAccessGate: true });
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://example.org/restricted'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the restriction notice with OK when restricted without a URL', async () => {
    mockApi([[endpoints.accessPolicy, { data: { status: AccessStatus.RESTRICTED, url: null } }]]);
    renderApp('/', { withAccessGate: true });
    const notice = await screen.findByRole('alertdialog', { name: 'Service unavailable' });
    expect(notice).toHaveTextContent('our services are not provided at your location');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('shows the app when the check fails', async () => {
    mockApi([[endpoints.accessPolicy, { error: 500, message: 'Server is busy' }]]);
    renderApp('/', { withAccessGate: true });
    expect(await screen.findByRole('link', { name: 'Lucky Harbor Casino home' })).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
