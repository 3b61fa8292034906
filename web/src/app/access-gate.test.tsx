import { endpoints } from '@casino/contracts/registry';
import { AccessStatus } from '@casino/contracts/settings/enums';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replaceLocation } from '../shared/lib/browser-location';
import { renderApp } from '../testing/render-app';
import { answerCall, simControl } from '../testing/sim-control';
import { useSimulator } from '../testing/simulator';

vi.mock('../shared/lib/browser-location', () => ({ replaceLocation: vi.fn() }));

describe('access gate', { timeout: 15_000 }, () => {
  useSimulator();
  afterEach(() => vi.clearAllMocks());

  /** The access policy as QA sets it: one row of the site settings. */
  const setPolicy = (status: number, url: string | null) =>
    simControl.call('writeSetting', { name: 'accessPolicy', value: { status, url } });

  it('hides the whole app behind a busy indicator until the policy answers', async () => {
    // The policy answers (allowed, as seeded) only after a latency fault of the control plane.
    await simControl.call('addFault', {
      pathPattern: `/api${endpoints.accessPolicy.path}`,
      latencyMs: 1500,
      count: 1,
    });
    renderApp('/', { withAccessGate: true });

    // The site's own loading state, not a blank screen: its logo and a busy status.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Checking that our services are available');
    expect(status).toHaveTextContent('Lucky Harbor Casino');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.querySelector('img[src="./favicon.svg"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    expect(
      await screen.findByRole('link', { name: 'Lucky Harbor Casino home' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('sends a restricted visitor to the URL given and never shows the app', async () => {
    await setPolicy(AccessStatus.RESTRICTED, 'https://example.org/restricted');
    renderApp('/', { withAccessGate: true });
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith('https://example.org/restricted'));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the restriction notice with OK when restricted without a URL', async () => {
    await setPolicy(AccessStatus.RESTRICTED, null);
    renderApp('/', { withAccessGate: true });
    const notice = await screen.findByRole('alertdialog', { name: 'Service unavailable' });
    expect(notice).toHaveTextContent('our services are not provided at your location');
    await userEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it('shows the app when the check fails', async () => {
    await answerCall(endpoints.accessPolicy, { error: 500, message: 'Server is busy' });
    renderApp('/', { withAccessGate: true });
    expect(await screen.findByRole('link', { name: 'Lucky Harbor Casino home' })).toBeInTheDocument();
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});
