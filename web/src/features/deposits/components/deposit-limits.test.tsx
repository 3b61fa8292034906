import { ApiErrorCode } from '@casino/contracts/core/envelope';
import { endpoints } from '@casino/contracts/registry';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OverlayHost } from '../../../app/overlay-host';
import { AppProviders, createAppQueryClient } from '../../../app/providers';
import { formatDateTime } from '../../../shared/lib/format';
import { closeAllOverlays, openOverlay, overlayStore } from '../../../shared/overlays/overlay-store';
import { dialogStore } from '../../../shared/ui/dialog-store';
import { toastStore } from '../../../shared/ui/toast-store';
import { expectLinkTo } from '../../../testing/links';
import { signInOnSimulator } from '../../../testing/render-overlay';
import { answerCall, simControl } from '../../../testing/sim-control';
import { useSimulator } from '../../../testing/simulator';

const BREAK_END = '2026-11-29T12:00:00.000Z';

type Refusal = { error: number; message: string; data?: unknown };

/**
 * The deposit pop-up over the app's providers, for demo (USD) on the simulator, who has (or has
 * not) deposited; the deposit config and a Cash App-only method list as overrides of the control
 * plane, and the cash order's refusal if one is given.
 */
async function openDeposit({ credited, cashOrder }: { credited: 0 | 1; cashOrder?: Refusal }) {
  await simControl.call('changeMember', { idOrUsername: 'demo', credited: credited === 1 });
  await signInOnSimulator();
  await answerCall(endpoints.memberDepositConfig, {
    error: 0,
    data: { minimumAmount: 10, paymentAmounts: '25/50', paymentAllowManualInput: 0 },
  });
  await answerCall(endpoints.depositPaymentMethodListAll, {
    error: 0,
    data: [{ code: 'CASH', name: 'Cash App', icon: 300, enabled: 1, visibility: 0, sortIndex: 1 }],
  });
  if (cashOrder) await answerCall(endpoints.cashDepositOrder, cashOrder);
  render(
    <AppProviders queryClient={createAppQueryClient()}>
      <OverlayHost />
    </AppProviders>,
  );
  act(() => openOverlay('deposit', {}));
}

describe('deposit limits on the deposit screens', () => {
  useSimulator();
  beforeEach(() => {
    closeAllOverlays();
    toastStore.reset();
    dialogStore.reset();
  });
  afterEach(() => closeAllOverlays());

  it('invites a member who never deposited to set a limit first, on the list and in a flow', async () => {
    await openDeposit({ credited: 0 });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const prompt = await within(dialog).findByRole('note');
    expect(prompt).toHaveTextContent('This is your first deposit.');
    expectLinkTo(prompt, 'Set a deposit limit', '#/responsible-gaming');
    expectLinkTo(dialog, 'Deposit limits', '#/responsible-gaming');

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cash App' }));
    await within(dialog).findByRole('heading', { name: 'Cash App' });
    expect(within(dialog).getByRole('note')).toBeInTheDocument();
    // Following the link closes the pop-up so that the page shows.
    await userEvent.click(within(dialog).getByRole('link', { name: 'Deposit limits' }));
    expect(overlayStore.getSnapshot()).toEqual([]);
  });

  it('keeps only the link for a member who has deposited before', async () => {
    await openDeposit({ credited: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await within(dialog).findByRole('button', { name: 'Cash App' });
    expect(within(dialog).getByRole('link', { name: 'Deposit limits' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says a deposit refused during a break in the player language', async () => {
    await openDeposit({
      credited: 1,
      cashOrder: {
        error: ApiErrorCode.PROTECTION_BREAK,
        message: 'Taking a break',
        data: { kind: 'BREAK', startTime: '2026-11-22T12:00:00.000Z', endTime: BREAK_END },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cash App' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: '$25' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const sentence = `You are taking a break until ${formatDateTime(BREAK_END, 'en')}: play and deposits are paused until then.`;
    await waitFor(() => expect(toastStore.getSnapshot().map((item) => item.message)).toContain(sentence));
    expect(toastStore.getSnapshot().map((item) => item.message)).not.toContain('Taking a break');
  });
});
