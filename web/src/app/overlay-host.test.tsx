import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import type { OverlayComponentProps } from '../shared/overlays/overlay-names';
import { closeAllOverlays, openOverlay, overlayStore } from '../shared/overlays/overlay-store';
import { Modal } from '../shared/ui/modal';
import { OverlayHost } from './overlay-host';
import type { OverlayRegistry } from './overlay-registry';

function JoinSubmitted({ memberId, onClose }: OverlayComponentProps<'joinSubmitted'>) {
  return (
    <Modal open title="Join submitted" onClose={onClose}>
      <p>Your member id is {memberId}</p>
    </Modal>
  );
}

const registry: OverlayRegistry = {
  joinSubmitted: lazy(async () => ({ default: JoinSubmitted })),
};

describe('OverlayHost', () => {
  afterEach(() => act(() => closeAllOverlays()));

  it('renders a registered overlay lazily with its props, and closes it', async () => {
    const user = userEvent.setup();
    render(<OverlayHost registry={registry} />);
    act(() => openOverlay('joinSubmitted', { memberId: 1042 }));
    expect(await screen.findByRole('dialog', { name: 'Join submitted' })).toHaveTextContent(
      'Your member id is 1042',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(overlayStore.getSnapshot()).toEqual([]);
  });

  it("asks for the overlay's feature texts together with its code, not after it", async () => {
    // setup-tests bundles every English namespace; the app loads auth's with its overlays.
    i18n.removeResourceBundle('en', 'auth');
    const neverLoads: OverlayRegistry = { signIn: lazy(() => new Promise<never>(() => {})) };
    render(<OverlayHost registry={neverLoads} />);
    act(() => openOverlay('signIn'));
    await waitFor(() => expect(i18n.hasResourceBundle('en', 'auth')).toBe(true));
  });

  it('says so in development and shows nothing for a name with no component', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<OverlayHost registry={registry} />);
    act(() => openOverlay('vipStore'));
    await waitFor(() => expect(overlayStore.getSnapshot()).toEqual([]));
    expect(consoleError).toHaveBeenCalledWith('No component is registered for overlay "vipStore"');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
